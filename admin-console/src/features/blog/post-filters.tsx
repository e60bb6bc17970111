import { POST_LIST_STATUSES, POST_PAGE, POST_STANDING_LABELS, type PostListOrder } from '@folio/contracts';
import { Button, controlStyles, NativeSelect } from '@folio/shared-ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useListPersonasQuery, useResourceList } from '../../api/resource-endpoints';
import { FilterBar, FilterField } from '../../sections/list/list-styles';
import type { ListFilters, ListFiltersProps } from '../../sections/section-definition';


const SearchRow = styled.div`
  display: flex;
  gap: 0.5rem;
`;

const SearchInput = styled.input`
  ${controlStyles}
  flex: 1;
  min-width: 0;
  font-weight: 400;
`;

const Reset = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
`;

/** The filters below, by the names the API and the console's address (?q=…&status=…) give them; `sort` is the list's order. */
export const POST_FILTER_NAMES = ['q', 'status', 'categoryId', 'personaId', 'sort'] as const;

/** The blog's manual order ('sort=manual'), the one a drag changes; blank: the console's default, newest first. */
const MANUAL_ORDER: PostListOrder = 'manual';

/** Rows can be dragged into order only in the blog's own order, unfiltered. */
export const reorderableUnder = (filters: ListFilters): boolean =>
  filters.sort === MANUAL_ORDER && POST_FILTER_NAMES.every((name) => name === 'sort' || !filters[name]);

/**
 * The post list's search box (sent on Enter or 'Search'; emptying it shows every post again) and
 * its status, category and persona filters (applied as soon as they change).
 */
export function PostFilters({ filters, onChange }: ListFiltersProps) {
  const id = useId();
  const [q, setQ] = useState(filters.q ?? '');
  const categories = useResourceList('blog-categories');
  const personas = useListPersonasQuery();
  useEffect(() => setQ(filters.q ?? ''), [filters.q]);

  const set = (name: string, value: string) => onChange({ ...filters, [name]: value });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set('q', q.trim());
  };
  const active = Object.values(filters).some(Boolean);

  return (
    <FilterBar as="form" $columns="repeat(4, minmax(0, 1fr))" role="search" aria-label="Filter posts" onSubmit={search}>
      <FilterField htmlFor={`${id}-q`}>
        Search posts
        <SearchRow>
          <SearchInput
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={POST_PAGE.maxQueryLength}
            placeholder="Title, excerpt, body or tag"
            onChange={(event) => {
              setQ(event.target.value);
              if (event.target.value === '' && filters.q) set('q', '');
            }}
          />
          <Button type="submit" $variant="outline">
            Search
          </Button>
        </SearchRow>
      </FilterField>
      <FilterField>
        Status filter
        <NativeSelect value={filters.status ?? ''} onChange={(event) => set('status', event.target.value)}>
          <option value="">All statuses</option>
          {/* The list's statuses, 'scheduled' among them (what the rows' badges say), not only the stored ones. */}
          {POST_LIST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {POST_STANDING_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField>
        Category filter
        <NativeSelect value={filters.categoryId ?? ''} onChange={(event) => set('categoryId', event.target.value)}>
          <option value="">All categories</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField>
        Persona filter
        <NativeSelect value={filters.personaId ?? ''} onChange={(event) => set('personaId', event.target.value)}>
          <option value="">All personas</option>
          {(personas.data ?? []).map((persona) => (
            <option key={persona.id} value={String(persona.id)}>
              {persona.title}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField>
        Order
        <NativeSelect value={filters.sort ?? ''} onChange={(event) => set('sort', event.target.value)}>
          <option value="">Newest first</option>
          <option value={MANUAL_ORDER}>Blog order (drag to reorder)</option>
        </NativeSelect>
      </FilterField>
      {active ? (
        <Reset>
          <Button
            type="button"
            $variant="outline"
            $size="sm"
            onClick={() => {
              setQ('');
              onChange({});
            }}
          >
            Clear filters
          </Button>
        </Reset>
      ) : null}
    </FilterBar>
  );
}
