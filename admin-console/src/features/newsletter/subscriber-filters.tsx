import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES } from '@folio/contracts';
import { Button } from '@folio/shared-ui';
import styled from 'styled-components';
import { ListSearch } from '../../sections/list/list-search';
import { FilterBar } from '../../sections/list/list-styles';
import { PERSONA_OPTIONS, SelectFilter } from '../../sections/list/select-filter';
import type { ListFilters } from '../../sections/section-definition';
import type { SubscriberListArgs } from './newsletter-endpoints';

const STATUS_OPTIONS = SUBSCRIBER_STATUSES.map((status) => ({ value: status, label: SUBSCRIBER_STATUS_LABELS[status] }));

const Reset = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
`;

export interface SubscriberFiltersProps {
  args: SubscriberListArgs;
  filtered: boolean;
  onChange: (filters: ListFilters) => void;
  onSearch: (q: string) => void;
  onClear: () => void;
}

/** The search (part of an address), the status and persona filters; every choice goes into the address. */
export function SubscriberFilters({ args, filtered, onChange, onSearch, onClear }: SubscriberFiltersProps) {
  return (
    <FilterBar $columns="repeat(2, minmax(0, 1fr))" role="search" aria-label="Filter subscribers">
      <ListSearch what="subscribers" q={args.q} onSearch={onSearch} />
      <SelectFilter label="Status filter" allLabel="All statuses" value={args.status} options={STATUS_OPTIONS} onChange={(status) => onChange({ status })} />
      <SelectFilter label="Persona filter" allLabel="All personas" value={args.persona} options={PERSONA_OPTIONS} onChange={(persona) => onChange({ persona })} />
      {filtered ? (
        <Reset>
          <Button type="button" $variant="outline" $size="sm" onClick={onClear}>
            Clear filters
          </Button>
        </Reset>
      ) : null}
    </FilterBar>
  );
}
