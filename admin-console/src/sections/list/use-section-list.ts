import { useEffect } from 'react';
import { useListResourcePageQuery, useResourceList, type Entity } from '../../api/resource-endpoints';
import { pathsOf } from '../../api/resources';
import type { ListFilters, SectionDefinition } from '../section-definition';
import { usePageAddress, type PageState } from './use-page-address';

export interface ListPaging {
  offset: number;
  pageSize: number;
  /** Rows matching the filters, all pages together; undefined until the first page arrives. */
  total: number | undefined;
  setOffset: PageState['setOffset'];
  filters: ListFilters;
  setFilters(filters: ListFilters): void;
}

/** A page emptied by deletes moves back to the last page that has rows. */
export function useLastPageWithRows({ offset, setOffset, total, pageSize }: { offset: number; setOffset: PageState['setOffset']; total: number | undefined; pageSize: number }) {
  useEffect(() => {
    if (total !== undefined && offset > 0 && offset >= total) setOffset(Math.max(0, Math.ceil(total / pageSize) - 1) * pageSize, { replace: true });
  }, [total, offset, pageSize, setOffset]);
}

/** A whole list's only filter: its search box (?q=), matched in the browser. */
const SEARCH_ONLY: readonly string[] = ['q'];

/** The rows whose text holds every word of `q`, in any of their text fields (case and accents aside). */
export function matchingRows(items: Entity[] | undefined, q: string | undefined): Entity[] | undefined {
  const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const words = fold(q ?? '').split(/\s+/).filter(Boolean);
  if (!items || words.length === 0) return items;
  return items.filter((item) => {
    const text = fold(Object.values(item).filter((value): value is string => typeof value === 'string').join(' '));
    return words.every((word) => text.includes(word));
  });
}

/**
 * The rows a section lists: the whole list for most resources; one page, with its filters, for a
 * paged one (posts), whose filters and page are the address's query. Both queries are always called
 * (one skipped) so the hooks stay in order when one section takes another's place.
 */
export function useSectionList(definition: SectionDefinition) {
  const { resource } = definition;
  const paged = Boolean(pathsOf(definition.resource).paged);
  const pageSize = definition.paging?.pageSize ?? 12;
  const { filters, offset, setFilters, setOffset } = usePageAddress(definition.paging?.filterNames ?? SEARCH_ONLY, pageSize);

  const whole = useResourceList(resource, { skip: paged });
  const page = useListResourcePageQuery({ resource, params: { ...filters, limit: pageSize, offset } }, { skip: !paged });

  useLastPageWithRows({ offset, setOffset, total: paged ? page.currentData?.total : undefined, pageSize });

  if (!paged) {
    const search = { q: filters.q ?? '', setQ: (q: string) => setFilters(q ? { q } : {}) };
    const items = matchingRows(whole.data as Entity[] | undefined, filters.q);
    return { items, isLoading: whole.isLoading, isError: whole.isError, error: whole.error, refetch: whole.refetch, isFetching: false, paging: null, search };
  }
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
    search: null,
  };
}
