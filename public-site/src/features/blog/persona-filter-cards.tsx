import { PERSONA_TITLES, type TagType } from '@folio/contracts';
import { Badge } from '@folio/shared-ui';
import styled from 'styled-components';
import { CloudIcon, DumbbellIcon, WorkflowIcon } from '../../components/icons';
import { blogListHref, type BlogListScope } from './blog-list-params';

const FILTERS: readonly { type: TagType; Icon: typeof CloudIcon }[] = [
  { type: 'enterprise', Icon: CloudIcon },
  { type: 'business', Icon: WorkflowIcon },
  { type: 'fitness', Icon: DumbbellIcon },
];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1rem;

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FilterCard = styled.a`
  display: flex;
  align-items: center;
  gap: 0.875rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  text-decoration: none;
  transition:
    border-color 150ms ease,
    box-shadow 150ms ease,
    transform 150ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    transform: translateY(-2px);
  }

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
`;

const IconBadge = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 12%, transparent);
  color: ${({ theme }) => theme.colors.primary};
`;

const Text = styled.span`
  display: grid;
  gap: 0.25rem;
  justify-items: start;
`;

const Title = styled.span`
  font-weight: 700;
`;

/**
 * The spec's blog list: three persona filter cards, plain links to `/blog?persona={type}` (the page's
 * plain script saves a persona the address names); the active one says 'Active Filter'. On a tag's
 * or a category's page (`scope`), to that page of the persona.
 */
export function PersonaFilterCards({ active, scope = null }: { active: TagType | null; scope?: BlogListScope }) {
  return (
    <Grid role="group" aria-label="Filter posts by persona">
      {FILTERS.map(({ type, Icon }) => (
        <FilterCard key={type} href={blogListHref({ persona: type, scope })} aria-current={active === type || undefined} data-track="persona" data-track-detail={type}>
          <IconBadge>
            <Icon size={22} />
          </IconBadge>
          <Text>
            <Title>{PERSONA_TITLES[type]}</Title>
            {active === type ? <Badge $variant="solid">Active Filter</Badge> : null}
          </Text>
        </FilterCard>
      ))}
    </Grid>
  );
}
