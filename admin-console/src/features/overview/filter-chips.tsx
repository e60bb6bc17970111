import { OVERVIEW_FILTER_LABELS, type OverviewFilter } from '@folio/contracts';
import { VisuallyHidden } from '@folio/shared-ui';
import styled from 'styled-components';
import { filterValueText } from './overview-format';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  max-width: 100%;
  padding: 0.125rem 0.25rem 0.125rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Remove = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 2rem;
  min-height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: inherit;
  font-size: 1.125rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.border};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

/** The filter the whole Overview shows, as a chip that removes it. */
export function FilterChips({ filter, onRemove }: { filter: OverviewFilter | null; onRemove: () => void }) {
  if (!filter) return null;
  const text = `${OVERVIEW_FILTER_LABELS[filter.dimension]}: ${filterValueText(filter)}`;
  return (
    <Chips role="group" aria-label="Filters">
      <Chip>
        <span>{text}</span>
        <Remove type="button" onClick={onRemove}>
          <span aria-hidden="true">×</span>
          <VisuallyHidden>Remove filter {text}</VisuallyHidden>
        </Remove>
      </Chip>
    </Chips>
  );
}
