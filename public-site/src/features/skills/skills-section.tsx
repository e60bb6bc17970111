import { LIMITS, SKILL_CATEGORIES, categoryLabel, personaIdOf, type SkillCategory, type TagType } from '@folio/contracts';
import { Button, MOBILE_QUERY, Skeleton, useHydrated, useIsMobile } from '@folio/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { itemsLimitedWhen, LimitToggleWhen } from '../../components/width-variants';
import { PageSection, StateMessage } from '../../components/layout-primitives';
import { pillStyles } from '../../components/pill';
import { SkillCard } from './skill-card';
import { useSkills } from './skills-api';

type Filter = 'all' | SkillCategory;
const FILTERS: readonly Filter[] = ['all', ...SKILL_CATEGORIES];
const filterLabel = (filter: Filter) => (filter === 'all' ? 'All' : categoryLabel(filter));

const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1.75rem;
`;

const FilterButton = styled.button`
  min-height: 2.25rem;
  padding: 0.375rem 1rem;
  ${pillStyles("[aria-pressed='true']")}
`;

const Grid = styled.ul<{ $limit?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: 1rem;
  padding: 0;
  list-style: none;
  ${({ $limit }) => ($limit === undefined ? '' : itemsLimitedWhen(MOBILE_QUERY, $limit))}
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 1.5rem;
`;

const SkeletonCard = styled(Skeleton)`
  height: 7.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/** The spec's Skills section: category filter (default all), a level bar each, 3 at a time on small screens. */
export function SkillsSection({ persona }: { persona: TagType }) {
  const { data, isError } = useSkills(personaIdOf(persona));
  const [filter, setFilter] = useState<Filter>('all');
  const [expanded, setExpanded] = useState(false);
  const isMobileNow = useIsMobile();
  // Unknown (null) until the browser knows the width: every skill is rendered and CSS applies the limit.
  const isMobile = useHydrated() ? isMobileNow : null;

  const chooseFilter = (next: Filter) => {
    setFilter(next);
    setExpanded(false);
  };

  let content;
  if (isError && !data) {
    content = <StateMessage role="alert">Couldn&apos;t load skills data</StateMessage>;
  } else if (!data) {
    content = (
      <Grid aria-busy="true" aria-label="Loading skills">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <li key={key}>
            <SkeletonCard />
          </li>
        ))}
      </Grid>
    );
  } else {
    const matching = filter === 'all' ? data : data.filter((skill) => skill.category === filter);
    const limited = isMobile && !expanded ? matching.slice(0, LIMITS.mobileSkills) : matching;
    const hidden = matching.length - LIMITS.mobileSkills;
    const more = (
      <More>
        <Button $variant="outline" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show Less' : `Show ${hidden} More Skills`}
        </Button>
      </More>
    );
    content =
      matching.length === 0 ? (
        <StateMessage>No skills data available</StateMessage>
      ) : (
        <>
          <Grid $limit={isMobile === null ? LIMITS.mobileSkills : undefined}>
            {limited.map((skill) => (
              <SkillCard key={skill.id} skill={skill} />
            ))}
          </Grid>
          {isMobile === null && hidden > 0 ? <LimitToggleWhen $media={MOBILE_QUERY}>{more}</LimitToggleWhen> : null}
          {isMobile && hidden > 0 ? more : null}
        </>
      );
  }

  return (
    <PageSection id="skills" eyebrow="Expertise" title="Skills" tinted>
      <FilterBar role="group" aria-label="Filter skills by category">
        {FILTERS.map((option) => (
          <FilterButton key={option} type="button" aria-pressed={filter === option} onClick={() => chooseFilter(option)}>
            {filterLabel(option)}
          </FilterButton>
        ))}
      </FilterBar>
      {content}
    </PageSection>
  );
}
