import { LIMITS, personaIdOf, type TagType } from '@folio/contracts';
import styled from 'styled-components';
import { CarouselControls } from '../../components/carousel/carousel-controls';
import { CarouselSlide } from '../../components/carousel/carousel-slide';
import { useCarousel } from '../../components/carousel/use-carousel';
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

/** The first slide where slick puts it, until slick takes over once the page has loaded (see useLoadedSlider). */
const FirstSlide = styled.div`
  padding: 0.5rem 0.5rem 1rem;
`;

/**
 * The spec's hero: the persona's hero items with dots; advances every 8 s and wraps; a swipe of more
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
