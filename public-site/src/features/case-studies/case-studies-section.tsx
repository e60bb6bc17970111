import { LIMITS, personaIdOf, type CaseStudy, type TagType } from '@folio/contracts';
import { Skeleton, useIsMobile, useMediaQuery, usePrefersReducedMotion } from '@folio/shared-ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CarouselControls } from '../../components/carousel/carousel-controls';
import { Slider } from '../../components/carousel/slider';
import { PageSection } from '../../components/layout-primitives';
import { inertHiddenSlides } from '../../lib/inert-hidden-slides';
import { useAutoAdvance, useCarouselHold } from '../../lib/use-auto-advance';
import { useElementWidth } from '../../lib/use-element-width';
import { CaseStudyCard } from './case-study-card';
import { useGetCaseStudiesQuery } from './case-studies-api';

const TITLE = 'Case Studies & Projects';

const Region = styled.div`
  margin-inline: -0.75rem;

  .slick-track {
    display: flex;
  }

  .slick-slide {
    height: auto;
    padding: 0.75rem;
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
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.5rem;

  @media (max-width: 1024px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SkeletonCard = styled(Skeleton)`
  height: 26rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const MEDIUM_QUERY = '(max-width: 1024px)';

/**
 * §2: 1 card per view on small screens, 2 at medium, 3 at large (never more than there are).
 * Chosen here rather than with react-slick's `responsive`, which only reacts to later resizes.
 */
function useSlidesPerView(count: number): number {
  const small = useIsMobile();
  const medium = useMediaQuery(MEDIUM_QUERY);
  const perView = small ? 1 : medium ? 2 : 3;
  return Math.max(1, Math.min(perView, count));
}

type SliderInstance = InstanceType<typeof Slider>;

function CaseStudyCarousel({ caseStudies }: { caseStudies: CaseStudy[] }) {
  const slider = useRef<SliderInstance>(null);
  const region = useRef<HTMLDivElement>(null);
  const width = useElementWidth(region);
  const [current, setCurrent] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const hold = useCarouselHold();
  const many = caseStudies.length > 1;
  const perView = useSlidesPerView(caseStudies.length);

  useAutoAdvance(many && !hold.held && !reducedMotion, LIMITS.caseStudyAutoAdvanceMs, () => slider.current?.slickNext(), current);
  useEffect(() => inertHiddenSlides(region.current), [current, caseStudies, width]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      slider.current?.slickPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      slider.current?.slickNext();
    }
  };

  return (
    <>
      <Region
        ref={region}
        role="region"
        aria-roledescription="carousel"
        aria-label={TITLE}
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...hold.handlers}
      >
        <Slider
          ref={slider}
          arrows={false}
          dots={false}
          accessibility={false}
          infinite={many}
          // Centred alignment (§4) where it can centre: an odd number of cards per view.
          centerMode={many && perView % 2 === 1}
          centerPadding="0px"
          slidesToShow={perView}
          slidesToScroll={1}
          swipeToSlide
          // react-slick moves once a drag passes listWidth / touchThreshold px: 10 px here (§9).
          touchThreshold={Math.max(1, width / LIMITS.caseStudyDragThreshold)}
          speed={reducedMotion ? 0 : 500}
          beforeChange={(_from, to) => setCurrent(to)}
          afterChange={() => inertHiddenSlides(region.current)}
        >
          {caseStudies.map((caseStudy, index) => (
            <div key={caseStudy.id} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${caseStudies.length}`}>
              <CaseStudyCard caseStudy={caseStudy} />
            </div>
          ))}
        </Slider>
      </Region>
      <CarouselControls
        count={caseStudies.length}
        current={current}
        onSelect={(index) => slider.current?.slickGoTo(index)}
        pause={many && !reducedMotion ? { paused: hold.paused, onToggle: hold.togglePaused } : undefined}
      />
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
