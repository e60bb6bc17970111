import { caseStudyPath, PERSONA_TITLES, type TagType } from '@folio/contracts';
import { Skeleton, VisuallyHidden } from '@folio/shared-ui';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../../api/base-query';
import { ButtonAnchor } from '../../components/button-links';
import { cardSurface } from '../../components/card-surface';
import { ContentImage } from '../../components/content-image';
import { ArrowLeftIcon, ArrowRightIcon, ExternalLinkIcon } from '../../components/icons';
import { sizesOf } from '../../components/image-sizes';
import { Container, CONTAINER_REM, PageHeading, PageTitle } from '../../components/layout-primitives';
import { accentOf, personaHref } from '../persona';
import { HeadTags, MovedPermanently, useSite } from '../site';
import { CaseStudyTestimonials } from '../testimonials';
import { movedCaseStudyPath, useGetCaseStudiesQuery, useGetCaseStudyBySlugQuery, type ShownCaseStudy } from './case-studies-api';
import { CASE_STUDIES_ANCHOR } from './case-study-address';
import { CaseStudyFacts } from './case-study-facts';
import { caseStudyHead, missingCaseStudyHead } from './case-study-head';
import { CaseStudyHtml } from './case-study-html';
import { caseStudyFallbackImage, coverPicture, reportImageFallback } from './case-study-image';
import { otherCaseStudiesOf, personaOfCaseStudy } from './case-study-persona';
import { TechnologyBadges } from './technology-badges';

const WIDEST_REM = 52;
const IMAGE_SIZES = sizesOf([[`(max-width: ${WIDEST_REM + CONTAINER_REM.margins}rem)`, `calc(100vw - ${CONTAINER_REM.margins}rem)`]], `${WIDEST_REM}rem`);

const Page = styled.div`
  padding-block: 6.5rem clamp(3.5rem, 8vw, 6rem);
`;

/** One reading column that never grows past the page (a wide table in the owner's HTML scrolls inside it). */
const Column = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2.5rem;
  width: min(${WIDEST_REM}rem, 100% - ${CONTAINER_REM.margins}rem);
`;

const Article = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
`;

const Picture = styled.div`
  ${coverPicture}
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Part = styled.section`
  display: grid;
  gap: 0.75rem;
`;

const PartHeading = styled.h2`
  font-size: 1.5rem;
  font-weight: 700;
  line-height: 1.25;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Panel = styled.section`
  display: grid;
  gap: 1rem;
  padding: 1.5rem;
  ${cardSurface}
`;

const PanelText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const OtherList = styled.ul`
  display: grid;
  gap: 0.75rem;
  padding: 0;
  list-style: none;

  a {
    font-weight: 600;
    text-underline-offset: 3px;
  }

  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
  }
`;

const Message = styled.div`
  display: grid;
  justify-items: start;
  gap: 1rem;
  padding-block: 2rem;
`;

/** The four parts, as the dialog's tabs name them. */
const PARTS = [
  { key: 'description', heading: 'Overview' },
  { key: 'challenge', heading: 'Challenge' },
  { key: 'solution', heading: 'Solution' },
  { key: 'results', heading: 'Results' },
] as const;

function BackToCaseStudies({ persona }: { persona: TagType | null }) {
  return (
    <ButtonAnchor href={personaHref(persona, '/', `#${CASE_STUDIES_ANCHOR}`)} $variant="ghost">
      <ArrowLeftIcon size={18} />
      Back to Case Studies
    </ButtonAnchor>
  );
}

function CaseStudyView({ caseStudy, others, persona }: { caseStudy: ShownCaseStudy; others: ShownCaseStudy[]; persona: TagType | null }) {
  const site = useSite();
  return (
    <>
      <HeadTags head={caseStudyHead(site, { caseStudy, persona, accent: accentOf(persona) })} />
      <Article aria-labelledby="case-study-title">
        <PageHeading
          as="header"
          eyebrow={`Case study${persona ? ` · ${PERSONA_TITLES[persona]}` : ''}`}
          title={caseStudy.title}
          titleId="case-study-title"
          lead={caseStudy.subtitle}
        >
          <CaseStudyFacts caseStudy={caseStudy} />
        </PageHeading>
        <Picture>
          <ContentImage
            src={caseStudy.imagePath}
            fallbacks={[caseStudyFallbackImage(caseStudy.tagType)]}
            onFallback={reportImageFallback(caseStudy.title)}
            media={caseStudy.media}
            alt=""
            width={1200}
            height={675}
            sizes={IMAGE_SIZES}
            main
          />
        </Picture>
        {PARTS.map((part) => (
          <Part key={part.key} aria-labelledby={`case-study-${part.key}`}>
            <PartHeading id={`case-study-${part.key}`}>{part.heading}</PartHeading>
            {/* Sanitised by the API when it was written, as the dialog shows it. */}
            <CaseStudyHtml dangerouslySetInnerHTML={{ __html: caseStudy[part.key] ?? '' }} />
          </Part>
        ))}
        {caseStudy.technologies.length > 0 ? (
          <Part aria-labelledby="case-study-technologies">
            <PartHeading id="case-study-technologies">Technologies</PartHeading>
            <TechnologyBadges technologies={caseStudy.technologies} all />
          </Part>
        ) : null}
        {caseStudy.url ? (
          <Actions>
            <ButtonAnchor href={caseStudy.url} target="_blank" rel="noopener noreferrer" data-track="project">
              View Project
              <ExternalLinkIcon size={16} />
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </ButtonAnchor>
          </Actions>
        ) : null}
      </Article>
      <CaseStudyTestimonials caseStudyId={caseStudy.id} />
      <Panel aria-labelledby="case-study-contact">
        <PartHeading id="case-study-contact">Have a project like this?</PartHeading>
        <PanelText>Tell me about it: I answer every message myself.</PanelText>
        <Actions>
          <ButtonAnchor href={personaHref(persona, '/', '#contact')} $variant="primary" data-track="contact" data-track-detail={caseStudy.title}>
            Contact Me
            <ArrowRightIcon size={16} />
          </ButtonAnchor>
        </Actions>
      </Panel>
      {others.length > 0 ? (
        <Panel aria-labelledby="case-study-others">
          <PartHeading id="case-study-others">More case studies</PartHeading>
          <OtherList>
            {others.map((other) => (
              <li key={other.id}>
                <a href={caseStudyPath(other.slug)}>{other.title}</a>
                {other.subtitle ? <span>{other.subtitle}</span> : null}
              </li>
            ))}
          </OtherList>
        </Panel>
      ) : null}
    </>
  );
}

const Loading = styled(Skeleton)`
  height: 24rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/**
 * /work/{slug}: a case study's own page, rendered on the server and never hydrated (its only script
 * is the site's plain one). A former slug moves to the current address (the server answers 301), a
 * slug no case study has is 'Case Study Not Found' (404): the route's loader decides both before rendering.
 */
export default function CaseStudyPage() {
  const { slug = '' } = useParams();
  const site = useSite();
  // The answer for this slug only: another case study's, kept while this one loads, would look moved.
  const { currentData: caseStudy, error, isError } = useGetCaseStudyBySlugQuery(slug);
  const { data: all = [] } = useGetCaseStudiesQuery(undefined);
  const movedTo = caseStudy ? movedCaseStudyPath(caseStudy, slug) : null;
  const persona = caseStudy ? personaOfCaseStudy(caseStudy) : null;

  let body;
  if (isError && !caseStudy) {
    const missing = isApiError(error) && error.status === 404;
    body = (
      <Message>
        <HeadTags head={missingCaseStudyHead(site, slug)} />
        <PageTitle>{missing ? 'Case Study Not Found' : "Couldn't load this case study"}</PageTitle>
        <PanelText>
          {missing ? "The case study you're looking for doesn't exist or has been removed." : 'Something went wrong while loading it. Please try again later.'}
        </PanelText>
        <BackToCaseStudies persona={null} />
      </Message>
    );
  } else if (!caseStudy || movedTo) {
    body = (
      <>
        <HeadTags head={missingCaseStudyHead(site, slug)} />
        {movedTo ? <MovedPermanently to={movedTo} /> : null}
        <Loading aria-busy="true" aria-label="Loading case study" />
      </>
    );
  } else {
    body = (
      <>
        <BackToCaseStudies persona={persona} />
        <CaseStudyView caseStudy={caseStudy} others={otherCaseStudiesOf(caseStudy, all)} persona={persona} />
      </>
    );
  }

  return (
    <Page>
      <Column>{body}</Column>
    </Page>
  );
}
