import { PERSONA_TITLES, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES, TAG_TYPES } from '@folio/contracts';
import { Button, NativeSelect } from '@folio/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { ListSearch } from '../../sections/list-search';
import { FilterBar, FilterField } from '../../sections/list-styles';
import type { ListFilters } from '../../sections/section-definition';
import type { SubscriberListArgs } from './newsletter-endpoints';

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
  const id = useId();
  return (
    <FilterBar $columns="repeat(2, minmax(0, 1fr))" role="search" aria-label="Filter subscribers">
      <ListSearch what="subscribers" q={args.q} onSearch={onSearch} />
      <FilterField htmlFor={`${id}-status`}>
        Status filter
        <NativeSelect id={`${id}-status`} value={args.status ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">All statuses</option>
          {SUBSCRIBER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {SUBSCRIBER_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField htmlFor={`${id}-persona`}>
        Persona filter
        <NativeSelect id={`${id}-persona`} value={args.persona ?? ''} onChange={(event) => onChange({ persona: event.target.value })}>
          <option value="">All personas</option>
          {TAG_TYPES.map((type) => (
            <option key={type} value={type}>
              {PERSONA_TITLES[type]}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
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
