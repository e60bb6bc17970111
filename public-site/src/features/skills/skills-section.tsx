import { personaIdOf, type TagType } from '@folio/contracts';
import { Skeleton } from '@folio/shared-ui';
import styled from 'styled-components';
import { PageSection, StateMessage } from '../../components/layout-primitives';
import { Island } from '../../islands/island';
import { useSiteTexts } from '../site';
import { SkillsFilter, SkillsFilterBar, SkillsGrid } from './skills-filter';
import { useSkills } from './skills-api';

const SkeletonCard = styled(Skeleton)`
  height: 7.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The spec's Skills section: the SkillsFilter island once there is data (in the owner's chosen display), its placeholders or error until then. */
export function SkillsSection({ persona }: { persona: TagType }) {
  const { data, isError } = useSkills(personaIdOf(persona));
  const display = useSiteTexts().skillsDisplay ?? 'percent';

  let content;
  if (data) {
    content = <Island name="skills" component={SkillsFilter} props={{ skills: data, display }} />;
  } else if (isError) {
    content = (
      <>
        <SkillsFilterBar />
        <StateMessage role="alert">Couldn&apos;t load skills data</StateMessage>
      </>
    );
  } else {
    content = (
      <>
        <SkillsFilterBar />
        <SkillsGrid aria-busy="true" aria-label="Loading skills">
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <li key={key}>
              <SkeletonCard />
            </li>
          ))}
        </SkillsGrid>
      </>
    );
  }

  return (
    <PageSection id="skills" eyebrow="Expertise" title="Skills" tinted>
      {content}
    </PageSection>
  );
}
