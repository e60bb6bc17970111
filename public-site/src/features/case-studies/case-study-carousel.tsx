import { LIMITS, type CaseStudy, type WithMedia } from '@folio/contracts';
import styled from 'styled-components';
import { CarouselControls } from '../../components/carousel/carousel-controls';
import { CarouselSlide } from '../../components/carousel/carousel-slide';
import { useCarousel } from '../../components/carousel/use-carousel';
import { CardRow } from './card-row';
import { CaseStudyCard, type CaseStudyAddress } from './case-study-card';
import { CARD_COLUMNS, CARD_GAP_REM, caseStudyImageSizes, MEDIUM_MAX_PX, MEDIUM_QUERY } from './case-study-columns';
import { useSlidesPerView } from './use-slides-per-view';

export const CASE_STUDIES_TITLE = 'Case Studies & Projects';

type Study = CaseStudy & WithMedia;

const Region = styled.div`
  margin-inline: -${CARD_GAP_REM / 2}rem;

  .slick-track {
    display: flex;
  }

  .slick-slide {
    height: auto;
    padding: ${CARD_GAP_REM / 2}rem;
  }

  .slick-slide > div {
    height: 100%;
  }

  &:focus-visible {
    outline-offset: 4px;
  }
`;

/** Before the browser takes over: the first cards as the carousel shows them at each width (3, 2, 1). */
const FirstCards = styled(CardRow)`
  @media ${MEDIUM_QUERY} {
    > :nth-child(n + 3) {
      display: none;
    }
  }

  @media ${({ theme }) => theme.media.mobile} {
    > :nth-child(n + 2) {
      display: none;
    }
  }
`;

interface CaseStudyCarouselProps {
  caseStudies: Study[];
  /** Where each card's 'View Case Study' leads, and what opens it in the page. */
  addressOf: (caseStudy: Study) => CaseStudyAddress;
}

/**
 * The dots (and pause) only where the cards are more than one screen shows: 3 per view on large
 * screens, 2 at medium, 1 on small ones. Decided by CSS, so the server's HTML is right at every width
 * before any script runs; the carousel's script also advances by itself only then.
 */
const Controls = styled.div<{ $count: number }>`
  @media (min-width: ${MEDIUM_MAX_PX + 1}px) {
    display: ${({ $count }) => ($count > CARD_COLUMNS.large ? 'block' : 'none')};
  }

  @media (min-width: ${LIMITS.mobileBreakpointPx + 1}px) and ${MEDIUM_QUERY} {
    display: ${({ $count }) => ($count > CARD_COLUMNS.medium ? 'block' : 'none')};
  }
`;

export function CaseStudyCarousel({ caseStudies, addressOf }: CaseStudyCarouselProps) {
  const perView = useSlidesPerView(caseStudies.length);
  const carousel = useCarousel({
    scrolls: caseStudies.length > perView,
    items: caseStudies,
    autoAdvanceMs: LIMITS.caseStudyAutoAdvanceMs,
    // react-slick moves once a drag passes listWidth / touchThreshold px: 10 px here (the spec's drag threshold).
    swipeThresholdPx: LIMITS.caseStudyDragThreshold,
    speedMs: 500,
    preventArrowScroll: true,
  });
  const { Slider } = carousel;

  if (!Slider) {
    // react-slick lays out only in the browser, once the page has loaded: until then, the cards it shows first.
    return (
      <>
        <FirstCards>
          {caseStudies.slice(0, 3).map((caseStudy, index) => (
            <CarouselSlide key={caseStudy.id} index={index} count={caseStudies.length}>
              <CaseStudyCard caseStudy={caseStudy} address={addressOf(caseStudy)} />
            </CarouselSlide>
          ))}
        </FirstCards>
        <Controls $count={caseStudies.length}>
          <CarouselControls {...carousel.controlsProps} />
        </Controls>
      </>
    );
  }

  return (
    <>
      <Region {...carousel.regionProps} aria-label={CASE_STUDIES_TITLE} tabIndex={0}>
        <Slider
          {...carousel.sliderProps}
          // Centred alignment (as the spec's carousel has it) where it can centre: an odd number of cards per view.
          centerMode={carousel.many && perView % 2 === 1}
          centerPadding="0px"
          slidesToShow={perView}
          slidesToScroll={1}
          swipeToSlide
        >
          {caseStudies.map((caseStudy, index) => (
            <CarouselSlide key={caseStudy.id} index={index} count={caseStudies.length}>
              <CaseStudyCard caseStudy={caseStudy} imageSizes={caseStudyImageSizes(caseStudies.length)} address={addressOf(caseStudy)} />
            </CarouselSlide>
          ))}
        </Slider>
      </Region>
      <Controls $count={caseStudies.length}>
        <CarouselControls {...carousel.controlsProps} />
      </Controls>
    </>
  );
}
