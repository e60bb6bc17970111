import { LIMITS, personaIdOf, type CaseStudy, type TagType, type WithMedia } from '@folio/contracts';
import { Skeleton, useHydrated, useIsMobile, useMediaQuery } from '@folio/shared-ui';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CarouselControls } from '../../components/carousel/carousel-controls';
import { CarouselSlide } from '../../components/carousel/carousel-slide';
import { useCarousel } from '../../components/carousel/use-carousel';
import { PageSection } from '../../components/layout-primitives';
import { CaseStudyCard, type CaseStudyAddress } from './case-study-card';
import { LazyCaseStudyDialog } from './case-study-dialog-loader';
import { CARD_COLUMNS, CARD_GAP_REM, caseStudyImageSizes, MEDIUM_QUERY } from './case-study-columns';
import { useGetCaseStudiesQuery } from './case-studies-api';

const TITLE = 'Case Studies & Projects';
const ANCHOR = 'case-studies';

/** The query parameter naming the case study whose dialog the page shows open: `/?persona=<type>&case=<id>#case-studies`. */
export const CASE_PARAM = 'case';

/** The page with the case study `id` open (none: closed). Only the persona and the case: the server renders exactly this (render-query.ts). */
export function caseStudyHref(persona: TagType, id?: number): string {
  const query = new URLSearchParams({ persona });
  if (id !== undefined) query.set(CASE_PARAM, String(id));
  return `/?${query.toString()}#${ANCHOR}`;
}

/** History state of an entry this page pushed to open a case study: closing it goes back to the entry before. */
interface OpenedHere {
  caseStudyOpened: true;
}
const openedHere = (state: unknown) => (state as Partial<OpenedHere> | null)?.caseStudyOpened === true;

type Studies = (CaseStudy & WithMedia)[];

/**
 * The case study the address opens (`?case=`): its dialog, and the addresses the cards link to. An id
 * that names none of the persona's case studies opens nothing. Opening pushes the case study's
 * address (Back closes it, a shared address opens it); closing removes `case`.
 */
function useOpenCaseStudy(persona: TagType, caseStudies: Studies) {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const opener = useRef<HTMLAnchorElement | null>(null);
  const caseId = params.get(CASE_PARAM);
  const selected = caseStudies.find((caseStudy) => String(caseStudy.id) === caseId) ?? null;
  // The dialog stays mounted once shown, so it closes (and gives focus back) rather than vanishing.
  const [shown, setShown] = useState(selected);
  if (selected && selected !== shown) setShown(selected);

  const addressOf = useCallback(
    (id: number): CaseStudyAddress => ({
      href: caseStudyHref(persona, id),
      onOpen: (link) => {
        opener.current = link;
        void navigate(caseStudyHref(persona, id), { state: { caseStudyOpened: true } satisfies OpenedHere });
      },
    }),
    [navigate, persona],
  );
  const close = () => {
    if (openedHere(state)) void navigate(-1);
    else void navigate(caseStudyHref(persona), { replace: true });
  };
  const focusOnClose = () =>
    opener.current?.isConnected ? opener.current : shown ? document.querySelector<HTMLElement>(`a[data-case-study="${shown.id}"]`) : null;
  return { selected, shown, addressOf, close, closeHref: caseStudyHref(persona), focusOnClose };
}


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
 * The spec's carousel: 1 card per view on small screens, 2 at medium, 3 at large (never more than there are).
 * Chosen here rather than with react-slick's `responsive`, which only reacts to later resizes.
 */
function useSlidesPerView(count: number): number {
  const small = useIsMobile();
  const medium = useMediaQuery(MEDIUM_QUERY);
  const perView = small ? 1 : medium ? CARD_COLUMNS.medium : CARD_COLUMNS.large;
  return Math.max(1, Math.min(perView, count));
}

function CaseStudyCarousel({ caseStudies, addressOf }: { caseStudies: Studies; addressOf: (id: number) => CaseStudyAddress }) {
  const carousel = useCarousel({
    items: caseStudies,
    autoAdvanceMs: LIMITS.caseStudyAutoAdvanceMs,
    // react-slick moves once a drag passes listWidth / touchThreshold px: 10 px here (the spec's drag threshold).
    swipeThresholdPx: LIMITS.caseStudyDragThreshold,
    speedMs: 500,
    preventArrowScroll: true,
  });
  const perView = useSlidesPerView(caseStudies.length);
  const { Slider } = carousel;

  if (!Slider) {
    // react-slick lays out only in the browser, once the page has loaded: until then, the cards it shows first.
    return (
      <>
        <FirstCards>
          {caseStudies.slice(0, 3).map((caseStudy, index) => (
            <CarouselSlide key={caseStudy.id} index={index} count={caseStudies.length}>
              <CaseStudyCard caseStudy={caseStudy} address={addressOf(caseStudy.id)} />
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
          // Centred alignment (as the spec's carousel has it) where it can centre: an odd number of cards per view.
          centerMode={carousel.many && perView % 2 === 1}
          centerPadding="0px"
          slidesToShow={perView}
          slidesToScroll={1}
          swipeToSlide
        >
          {caseStudies.map((caseStudy, index) => (
            <CarouselSlide key={caseStudy.id} index={index} count={caseStudies.length}>
              <CaseStudyCard caseStudy={caseStudy} imageSizes={caseStudyImageSizes(caseStudies.length)} address={addressOf(caseStudy.id)} />
            </CarouselSlide>
          ))}
        </Slider>
      </Region>
      <CarouselControls {...carousel.controlsProps} />
    </>
  );
}

function CaseStudies({ persona, caseStudies }: { persona: TagType; caseStudies: Studies }) {
  const { selected, shown, addressOf, close, closeHref, focusOnClose } = useOpenCaseStudy(persona, caseStudies);
  // The server renders an open dialog in place (a portal renders nothing there); the browser moves it into its portal once hydrated.
  const hydrated = useHydrated();
  return (
    <>
      <CaseStudyCarousel caseStudies={caseStudies} addressOf={addressOf} />
      {shown ? (
        <Suspense fallback={null}>
          <LazyCaseStudyDialog
            caseStudy={shown}
            open={selected !== null}
            onOpenChange={(open) => {
              if (!open) close();
            }}
            focusOnClose={focusOnClose}
            inPlace={!hydrated}
            closeHref={closeHref}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The spec's case studies section: heading and 3 skeletons while loading; nothing at all on error or when empty. */
export function CaseStudiesSection({ persona }: { persona: TagType }) {
  const { data, isError } = useGetCaseStudiesQuery(personaIdOf(persona));
  if (isError || (data && data.length === 0)) return null;

  return (
    <PageSection id="case-studies" eyebrow="Selected work" title={TITLE} tinted>
      {data ? (
        <CaseStudies persona={persona} caseStudies={data} />
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
