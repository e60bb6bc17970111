import { LIMITS } from '@folio/contracts';
import { Badge } from '@folio/shared-ui';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  padding: 0;
  list-style: none;
`;

/** The spec's limit: at most 4 technology badges, then '+N more' (all of them when `all`). */
export function TechnologyBadges({ technologies, all = false }: { technologies: readonly string[]; all?: boolean }) {
  const shown = all ? technologies : technologies.slice(0, LIMITS.caseStudyTechnologyBadges);
  const rest = technologies.length - shown.length;
  if (technologies.length === 0) return null;
  return (
    <List aria-label="Technologies">
      {shown.map((technology) => (
        <li key={technology}>
          <Badge $variant="soft">{technology}</Badge>
        </li>
      ))}
      {rest > 0 ? (
        <li>
          <Badge $variant="outline">+{rest} more</Badge>
        </li>
      ) : null}
    </List>
  );
}
