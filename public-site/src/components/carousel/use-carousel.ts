import { usePrefersReducedMotion } from '@folio/shared-ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { inertHiddenSlides } from '../../lib/inert-hidden-slides';
import { useAutoAdvance, useCarouselHold } from '../../lib/use-auto-advance';
import { useElementWidth } from '../../lib/use-element-width';
import { useLoadedSlider, type SliderInstance } from './load-slider';

interface CarouselOptions<T> {
  /** The slides' data: when it changes, which slides slick hides may change too. */
  items: readonly T[];
  autoAdvanceMs: number;
  /** react-slick changes slide once a drag passes listWidth / touchThreshold px: this many px. */
  swipeThresholdPx: number;
  speedMs: number;
  /** Arrow keys also stop the browser's own scrolling (for a region that takes focus itself). */
  preventArrowScroll?: boolean;
  /** Whether the slides are more than one view shows (default: more than one slide): only then does it loop and advance by itself. */
  scrolls?: boolean;
}

/**
 * What an auto-advancing react-slick carousel shares: arrow keys while focus is inside, hold on
 * hover, focus or the pause button, no motion and no advancing with reduced motion, and hidden
 * slides kept out of the tab order. Spread `regionProps` on the outer element, `sliderProps` on
 * `Slider` (once there is one) and `controlsProps` on the CarouselControls.
 */
export function useCarousel<T>({ items, autoAdvanceMs, swipeThresholdPx, speedMs, preventArrowScroll, scrolls }: CarouselOptions<T>) {
  const slider = useRef<SliderInstance>(null);
  const region = useRef<HTMLDivElement>(null);
  const width = useElementWidth(region);
  const [current, setCurrent] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const hold = useCarouselHold();
  const count = items.length;
  const many = (scrolls ?? true) && count > 1;

  useAutoAdvance(many && !hold.held && !reducedMotion, autoAdvanceMs, () => slider.current?.slickNext(), current);
  // Again once slick has replaced the first slides the server rendered.
  const Slider = useLoadedSlider();
  useEffect(() => inertHiddenSlides(region.current), [current, items, width, Slider]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (preventArrowScroll) event.preventDefault();
    if (event.key === 'ArrowLeft') slider.current?.slickPrev();
    else slider.current?.slickNext();
  };

  return {
    many,
    /** react-slick, once the page has loaded and its code arrived (useLoadedSlider); until then, show the first slides. */
    Slider,
    regionProps: {
      ref: region,
      role: 'region',
      'aria-roledescription': 'carousel',
      onKeyDown,
      ...hold.handlers,
    },
    sliderProps: {
      ref: slider,
      arrows: false,
      dots: false,
      accessibility: false,
      infinite: many,
      speed: reducedMotion ? 0 : speedMs,
      touchThreshold: Math.max(1, width / swipeThresholdPx),
      beforeChange: (_from: number, to: number) => setCurrent(to),
      afterChange: () => inertHiddenSlides(region.current),
    },
    controlsProps: {
      count,
      current,
      ready: Slider !== undefined && Slider !== null,
      onSelect: (index: number) => slider.current?.slickGoTo(index),
      pause: many && !reducedMotion ? { paused: hold.paused, onToggle: hold.togglePaused } : undefined,
    },
  };
}
