import type { Experience, TagType, WithMedia } from '@folio/contracts';
import { Skeleton } from '@folio/shared-ui';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/button-links';
import { cardSurface } from '../../components/card-surface';
import { ContentImage } from '../../components/content-image';
import { PageSection, StateMessage } from '../../components/layout-primitives';
import { PLACEHOLDER_LOGO } from '../../lib/images';
import { descriptionLines, experiencesFor } from './experience-filter';
import { useExperiences } from './experience-api';

const Timeline = styled.ol`
  display: grid;
  gap: 1.25rem;
  padding: 0;
  list-style: none;
`;

/** The logo's square, at every width. */
const LOGO_SIZE = '3.5rem';

const Entry = styled.li`
  display: grid;
  grid-template-columns: ${LOGO_SIZE} minmax(0, 1fr);
  gap: 1.25rem;
  padding: 1.5rem;
  ${cardSurface}

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 1rem;
    padding: 1.25rem;
  }
`;

const Logo = styled(ContentImage)`
  width: ${LOGO_SIZE};
  height: ${LOGO_SIZE};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: #ffffff;
  object-fit: contain;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 1rem;
`;

const Title = styled.h3`
  font-size: 1.1875rem;
  font-weight: 700;
`;

const Company = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Period = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Lines = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin-top: 0.875rem;
  padding-left: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};

  li::marker {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

function ExperienceEntry({ experience }: { experience: Experience & WithMedia }) {
  return (
    <Entry>
      <Logo
        src={experience.logoPath}
        fallbacks={[PLACEHOLDER_LOGO]}
        media={experience.media}
        alt={`${experience.company} logo`}
        width={56}
        height={56}
        sizes={LOGO_SIZE}
      />
      <div>
        <Head>
          <Title>{experience.title}</Title>
          <Period>{experience.period}</Period>
        </Head>
        <Company>{experience.company}</Company>
        <Lines>
          {descriptionLines(experience.description).map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Lines>
      </div>
    </Entry>
  );
}

const SkeletonEntry = styled(Skeleton)`
  height: 9rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The spec's Experience section: logo, title, company, period and description lines, for the chosen persona. */
export function ExperienceSection({ persona }: { persona: TagType }) {
  const { data, isError } = useExperiences();
  const { pathname, search } = useLocation();
  const entries = data ? experiencesFor(data, persona) : undefined;

  let content;
  if (isError && !data) {
    content = (
      <StateMessage role="alert">
        <p>Couldn&apos;t load experience data</p>
        {/* This page asked for again: a reload without a script. No hash: a link that differs from the page's address only in one is a jump within the page. */}
        <ButtonAnchor $variant="outline" href={`${pathname}${search}`}>
          Refresh Page
        </ButtonAnchor>
      </StateMessage>
    );
  } else if (!entries) {
    content = (
      <Timeline aria-busy="true" aria-label="Loading experience">
        {[0, 1, 2].map((key) => (
          <li key={key}>
            <SkeletonEntry />
          </li>
        ))}
      </Timeline>
    );
  } else if (entries.length === 0) {
    content = <StateMessage>No experience data available</StateMessage>;
  } else {
    content = (
      <Timeline>
        {entries.map((experience) => (
          <ExperienceEntry key={experience.id} experience={experience} />
        ))}
      </Timeline>
    );
  }

  return (
    <PageSection id="experience" eyebrow="Career" title="Experience">
      {content}
    </PageSection>
  );
}
