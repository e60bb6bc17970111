import { LIMITS, SKILL_CATEGORIES, categoryLabel, type Skill, type SkillCategory, type SkillsDisplay } from '@folio/contracts';
import { Button, MOBILE_QUERY, useHydrated, useIsMobile } from '@folio/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import { StateMessage } from '../../components/layout-primitives';
import { pillStyles } from '../../components/pill';
import { itemsLimitedWhen, LimitToggleWhen } from '../../components/width-variants';
import { SkillCard } from './skill-card';

type Filter = 'all' | SkillCategory;
const FILTERS: readonly Filter[] = ['all', ...SKILL_CATEGORIES];
const filterLabel = (filter: Filter) => (filter === 'all' ? 'All' : categoryLabel(filter));

const Bar = styled.div`
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

export const SkillsGrid = styled.ul<{ $limit?: number }>`
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

/** The category buttons; without `onChoose` (the section still loading, or failed) they only show 'All' chosen. */
export function SkillsFilterBar({ filter = 'all', onChoose }: { filter?: Filter; onChoose?: (filter: Filter) => void }) {
  return (
    <Bar role="group" aria-label="Filter skills by category">
      {FILTERS.map((option) => (
        <FilterButton key={option} type="button" aria-pressed={filter === option} onClick={onChoose && (() => onChoose(option))}>
          {filterLabel(option)}
        </FilterButton>
      ))}
    </Bar>
  );
}

export interface SkillsFilterProps {
  /** The persona's skills as the API gave them. */
  skills: Skill[];
  /** How each states its strength (the Site settings' skills display): percent bars unless the owner chose otherwise. */
  display?: SkillsDisplay;
}

/**
 * The skills' island: category filter (default all), a level bar each (or the level in words or years,
 * as the owner chose), 3 at a time on small screens.
 * Until the browser knows the width (the server's page, and hydration) every skill is rendered: CSS
 * hides those past 3 on a small screen and shows the toggle, only where scripts run (width-variants.ts).
 */
export function SkillsFilter({ skills, display = 'percent' }: SkillsFilterProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const [expanded, setExpanded] = useState(false);
  const isMobileNow = useIsMobile();
  const isMobile = useHydrated() ? isMobileNow : null;

  const chooseFilter = (next: Filter) => {
    setFilter(next);
    setExpanded(false);
  };

  const matching = filter === 'all' ? skills : skills.filter((skill) => skill.category === filter);
  const limited = isMobile && !expanded ? matching.slice(0, LIMITS.mobileSkills) : matching;
  const hidden = matching.length - LIMITS.mobileSkills;
  const more = (
    <More>
      <Button $variant="outline" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
        {expanded ? 'Show Less' : `Show ${hidden} More Skills`}
      </Button>
    </More>
  );

  return (
    <>
      <SkillsFilterBar filter={filter} onChoose={chooseFilter} />
      {matching.length === 0 ? (
        <StateMessage>No skills data available</StateMessage>
      ) : (
        <>
          <SkillsGrid $limit={isMobile === null ? LIMITS.mobileSkills : undefined}>
            {limited.map((skill) => (
              <SkillCard key={skill.id} skill={skill} display={display} />
            ))}
          </SkillsGrid>
          {isMobile === null && hidden > 0 ? <LimitToggleWhen $media={MOBILE_QUERY}>{more}</LimitToggleWhen> : null}
          {isMobile && hidden > 0 ? more : null}
        </>
      )}
    </>
  );
}
