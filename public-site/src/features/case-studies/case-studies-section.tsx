import { LIMITS, personaIdOf, type CaseStudy, type TagType, type WithMedia } from '@folio/contracts';
import { Skeleton, useIsMobile, useMediaQuery } from '@folio/shared-ui';
import styled from 'styled-components';
import { CarouselControls } from '../../components/carousel/carousel-controls';
import { CarouselSlide } from '../../components/carousel/carousel-slide';
import { Slider } from '../../components/carousel/slider';
import { useCarousel } from '../../components/carousel/use-carousel';
import { useWindowLoaded } from '../../lib/use-window-loaded';
import { PageSection } from '../../components/layout-primitives';
import { CaseStudyCard } from './case-study-card';
import { CARD_COLUMNS, CARD_GAP_REM, caseStudyImageSizes, MEDIUM_QUERY } from './case-study-columns';
import { useGetCaseStudiesQuery } from './case-studies-api';

const TITLE = 'Case Studies & Projects';

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

const SkeletonRow = styled.div`
  display: grid;
  grid-template-columns: repeat(${CARD_COLUMNS.large}, minmax(0, 1fr));
  gap: ${CARD_GAP_REM}rem;

  @media ${MEDIUM_QUERY} {
    grid-template-columns: repeat(${CARD_COLUMNS.medium}, minmax(0, 1fr));
  }

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Before the browser takes over: the first cards as the carousel shows them at each width (3, 2, 1). */
const FirstCards = styled(SkeletonRow)`
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

const SkeletonCard = styled(Skeleton)`
  height: 26rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/**
 * §2: 1 card per view on small screens, 2 at medium, 3 at large (never more than there are).
 * Chosen here rather than with react-slick's `responsive`, which only reacts to later resizes.
 */
function useSlidesPerView(count: number): number {
  const small = useIsMobile();
  const medium = useMediaQuery(MEDIUM_QUERY);
  const perView = small ? 1 : medium ? CARD_COLUMNS.medium : CARD_COLUMNS.large;
  return Math.max(1, Math.min(perView, count));
}

function CaseStudyCarousel({ caseStudies }: { caseStudies: (CaseStudy & WithMedia)[] }) {
  const carousel = useCarousel({
    items: caseStudies,
    autoAdvanceMs: LIMITS.caseStudyAutoAdvanceMs,
    // react-slick moves once a drag passes listWidth / touchThreshold px: 10 px here (§9).
    swipeThresholdPx: LIMITS.caseStudyDragThreshold,
    speedMs: 500,
    preventArrowScroll: true,
  });
  const perView = useSlidesPerView(caseStudies.length);
  const sliderReady = useWindowLoaded();

  if (!sliderReady) {
    // react-slick lays out only in the browser, once the page has loaded: until then, the cards it shows first.
    return (
      <>
        <FirstCards>
          {caseStudies.slice(0, 3).map((caseStudy, index) => (
            <CarouselSlide key={caseStudy.id} index={index} count={caseStudies.length}>
              <CaseStudyCard caseStudy={caseStudy} />
            </CarouselSlide>
          ))}
        </FirstCards>
        <CarouselControls {...carousel.controlsProps} />
      </>
    );
  }

  return (
    <>
      <Region {...carousel.regionProps} aria-label={TITLE} tabIndex={0}>
        <Slider
          {...carousel.sliderProps}
          // Centred alignment (§4) where it can centre: an odd number of cards per view.
          centerMode={carousel.many && perView % 2 === 1}
          centerPadding="0px"
          slidesToShow={perView}
          slidesToScroll={1}
          swipeToSlide
        >
          {caseStudies.map((caseStudy, index) => (
            <CarouselSlide key={caseStudy.id} index={index} count={caseStudies.length}>
              <CaseStudyCard caseStudy={caseStudy} imageSizes={caseStudyImageSizes(caseStudies.length)} />
            </CarouselSlide>
          ))}
        </Slider>
      </Region>
      <CarouselControls {...carousel.controlsProps} />
    </>
  );
}

/** §2/§4 case studies: heading and 3 skeletons while loading; nothing at all on error or when empty. */
export function CaseStudiesSection({ persona }: { persona: TagType }) {
  const { data, isError } = useGetCaseStudiesQuery(personaIdOf(persona));
  if (isError || (data && data.length === 0)) return null;

  return (
    <PageSection id="case-studies" eyebrow="Selected work" title={TITLE} tinted>
      {data ? (
        <CaseStudyCarousel caseStudies={data} />
      ) : (
        <SkeletonRow aria-busy="true" aria-label="Loading case studies">
          {Array.from({ length: LIMITS.caseStudySkeletons }, (_, index) => (
            <SkeletonCard key={index} data-testid="case-study-skeleton" />
          ))}
        </SkeletonRow>
      )}
    </PageSection>
  );
}
