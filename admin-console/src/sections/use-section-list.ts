import { useEffect, useState } from 'react';
import { useListResourcePageQuery, useResourceList, type Entity } from '../api/resource-endpoints';
import { RESOURCE_PATHS } from '../api/resources';
import type { ListFilters, SectionDefinition } from './section-definition';

export interface ListPaging {
  offset: number;
  pageSize: number;
  /** Rows matching the filters, all pages together; undefined until the first page arrives. */
  total: number | undefined;
  setOffset(offset: number): void;
  filters: ListFilters;
  setFilters(filters: ListFilters): void;
}

/** A page emptied by deletes moves back to the last page that has rows. */
export function useLastPageWithRows({ offset, setOffset, total, pageSize }: { offset: number; setOffset(offset: number): void; total: number | undefined; pageSize: number }) {
  useEffect(() => {
    if (total !== undefined && offset > 0 && offset >= total) setOffset(Math.max(0, Math.ceil(total / pageSize) - 1) * pageSize);
  }, [total, offset, pageSize, setOffset]);
}

/**
 * The rows a section lists: the whole list for most resources; one page, with its filters, for a
 * paged one (posts). Both queries are always called (one skipped) so the hooks stay in order when
 * one section takes another's place.
 */
export function useSectionList(definition: SectionDefinition) {
  const { resource } = definition;
  const paged = Boolean(RESOURCE_PATHS[resource].paged);
  const pageSize = definition.paging?.pageSize ?? 12;
  const [filters, setFiltersState] = useState<ListFilters>({});
  const [offset, setOffset] = useState(0);

  const whole = useResourceList(resource, { skip: paged });
  const page = useListResourcePageQuery({ resource, params: { ...filters, limit: pageSize, offset } }, { skip: !paged });

  useLastPageWithRows({ offset, setOffset, total: paged ? page.currentData?.total : undefined, pageSize });

  if (!paged) {
    return { items: whole.data as Entity[] | undefined, isLoading: whole.isLoading, isError: whole.isError, error: whole.error, refetch: whole.refetch, isFetching: false, paging: null };
  }
  const setFilters = (next: ListFilters) => {
    setFiltersState(next);
    setOffset(0);
  };
  // The previous page stays on screen (dimmed by the caller) while the next one loads.
  const shown = page.currentData ?? page.data;
  const paging: ListPaging = { offset, pageSize, total: shown?.total, setOffset, filters, setFilters };
  return {
    items: shown?.items,
    isLoading: shown === undefined && (page.isLoading || page.isFetching),
    isFetching: page.isFetching,
    isError: page.isError,
    error: page.error,
    refetch: page.refetch,
    paging,
  };
}
