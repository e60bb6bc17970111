import { LIMITS, personaIdOf, type TagType } from '@folio/contracts';
import { usePrefersReducedMotion } from '@folio/shared-ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CarouselControls } from '../../components/carousel/carousel-controls';
import { Slider } from '../../components/carousel/slider';
import { inertHiddenSlides } from '../../lib/inert-hidden-slides';
import { useAutoAdvance, useCarouselHold } from '../../lib/use-auto-advance';
import { useElementWidth } from '../../lib/use-element-width';
import { useAboutPersonas } from '../persona';
import { useGetHeroItemsQuery } from './hero-api';
import { heroItemsFor, heroSlides, isShowable } from './hero-items';
import { HeroMessage, HeroSlide } from './hero-slide';

const Region = styled.div`
  position: relative;

  /* Room for the picture's shadow inside slick's clipped list. */
  .slick-slide > div {
    padding: 0.5rem 0.5rem 1rem;
  }
`;

type SliderInstance = InstanceType<typeof Slider>;

/**
 * §2/§4 hero: the persona's hero items with dots; advances every 8 s and wraps; a swipe of more
 * than 50 px changes slide; arrow keys move while focus is inside; hover, focus or the pause button
 * hold it; with reduced motion it neither animates nor advances by itself.
 */
export function HeroCarousel({ persona }: { persona: TagType }) {
  const personaId = personaIdOf(persona);
  const hero = useGetHeroItemsQuery();
  const ownItems = hero.data ? heroItemsFor(hero.data, personaId) : undefined;
  const needsPersonas = hero.isError || (ownItems !== undefined && ownItems.length === 0);
  const personas = useAboutPersonas(personaId, { skip: !needsPersonas });

  const heroSettled = hero.data !== undefined || hero.isError;
  const personasSettled = !needsPersonas || personas.data !== undefined || personas.isError;
  if (!heroSettled || !personasSettled) {
    return <HeroMessage title="Loading content..." text="Please wait while we prepare your experience." busy />;
  }

  const slides = heroSlides(hero.data ?? [], personas.data ?? [], personaId);
  return <HeroSlides key={persona} slides={slides} />;
}

function HeroSlides({ slides }: { slides: ReturnType<typeof heroSlides> }) {
  const slider = useRef<SliderInstance>(null);
  const region = useRef<HTMLDivElement>(null);
  const width = useElementWidth(region);
  const [current, setCurrent] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const hold = useCarouselHold();
  const many = slides.length > 1;

  useAutoAdvance(many && !hold.held && !reducedMotion, LIMITS.heroAutoAdvanceMs, () => slider.current?.slickNext(), current);
  useEffect(() => inertHiddenSlides(region.current), [current, slides]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') slider.current?.slickPrev();
    else if (event.key === 'ArrowRight') slider.current?.slickNext();
  };

  return (
    <Region
      ref={region}
      role="region"
      aria-roledescription="carousel"
      aria-label="Highlights"
      onKeyDown={onKeyDown}
      {...hold.handlers}
    >
      <Slider
        ref={slider}
        arrows={false}
        dots={false}
        accessibility={false}
        infinite={many}
        fade
        speed={reducedMotion ? 0 : 600}
        adaptiveHeight={false}
        // react-slick changes slide past listWidth / touchThreshold px: that is 50 px here.
        touchThreshold={Math.max(1, width / LIMITS.heroSwipeThresholdPx)}
        beforeChange={(_from, to) => setCurrent(to)}
        afterChange={() => inertHiddenSlides(region.current)}
      >
        {slides.map((slide, index) => (
          <div key={slide.key} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
            {isShowable(slide) ? (
              <HeroSlide slide={slide} />
            ) : (
              <HeroMessage
                title="Content unavailable"
                text="We're having trouble loading this content. Please try again later."
              />
            )}
          </div>
        ))}
      </Slider>
      <CarouselControls
        count={slides.length}
        current={current}
        onSelect={(index) => slider.current?.slickGoTo(index)}
        pause={reducedMotion ? undefined : { paused: hold.paused, onToggle: hold.togglePaused }}
      />
    </Region>
  );
}
