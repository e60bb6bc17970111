import { LIMITS } from '@folio/contracts';
import styled from 'styled-components';
import { CarouselControls } from '../../components/carousel/carousel-controls';
import { CarouselSlide } from '../../components/carousel/carousel-slide';
import { useCarousel } from '../../components/carousel/use-carousel';
import { isShowable, type HeroSlideContent } from './hero-items';
import { HeroMessage, HeroSlide } from './hero-slide';

const Region = styled.div`
  position: relative;

  /* Room for the picture's shadow inside slick's clipped list. */
  .slick-slide > div {
    padding: 0.5rem 0.5rem 1rem;
  }
`;

/** The first slide where slick puts it, until slick takes over once the page has loaded (see useLoadedSlider). */
const FirstSlide = styled.div`
  padding: 0.5rem 0.5rem 1rem;
`;

export interface HeroSlidesProps {
  /** What heroSlides() chose for the persona: plain data, serialised into the page for the island. */
  slides: HeroSlideContent[];
}

/**
 * The hero's island: the slides with dots; advances every 8 s and wraps; a swipe of more than 50 px
 * changes slide; arrow keys move while focus is inside; hover, focus or the pause button hold it;
 * with reduced motion it neither animates nor advances by itself. Until its script runs the page
 * shows the first slide, whose buttons are plain links.
 */
export function HeroSlides({ slides }: HeroSlidesProps) {
  const carousel = useCarousel({
    items: slides,
    autoAdvanceMs: LIMITS.heroAutoAdvanceMs,
    // react-slick changes slide past listWidth / touchThreshold px: that is 50 px here.
    swipeThresholdPx: LIMITS.heroSwipeThresholdPx,
    speedMs: 600,
  });

  const { Slider } = carousel;
  const slideElements = slides.map((slide, index) => (
    <CarouselSlide key={slide.key} index={index} count={slides.length}>
      {isShowable(slide) ? (
        <HeroSlide slide={slide} first={index === 0} />
      ) : (
        <HeroMessage title="Content unavailable" text="We're having trouble loading this content. Please try again later." />
      )}
    </CarouselSlide>
  ));

  return (
    <Region {...carousel.regionProps} aria-label="Highlights">
      {Slider ? (
        <Slider {...carousel.sliderProps} fade adaptiveHeight={false}>
          {slideElements}
        </Slider>
      ) : (
        <FirstSlide>{slideElements[0]}</FirstSlide>
      )}
      <CarouselControls {...carousel.controlsProps} />
    </Region>
  );
}
