import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListFilters } from '../section-definition';

/** Which rows a paged list shows: its filters and its first row. */
export interface PageState {
  filters: ListFilters;
  offset: number;
  /** New filters start again at the first page. */
  setFilters(filters: ListFilters): void;
  /**
   * `replace` for a correction the user did not ask for (a page emptied by deletes), so Back skips
   * it; made from an effect, it is not flushed at once as the user's own moves are.
   */
  setOffset(offset: number, options?: { replace?: boolean }): void;
}

const pageOf = (offset: number, pageSize: number) => Math.floor(offset / pageSize) + 1;

/**
 * A paged list's filters and page in the address's query (?status=draft&q=…&page=2), so a reload,
 * Back and Forward, a bookmark or a second tab show the same rows. Page 1 and empty filters are left
 * out; a page that is not a whole number from 1 reads as page 1. Other parameters are kept.
 */
export function usePageAddress(filterNames: readonly string[], pageSize: number): PageState {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : []))),
    [params, filterNames],
  );
  const page = Number(params.get('page'));
  const offset = Number.isSafeInteger(page) && page > 1 ? (page - 1) * pageSize : 0;

  const setFilters = useCallback(
    (next: ListFilters) =>
      setParams((current) => {
        const query = new URLSearchParams(current);
        for (const name of filterNames) {
          if (next[name]) query.set(name, next[name]);
          else query.delete(name);
        }
        query.delete('page');
        return query;
      }, { flushSync: true }),
    [setParams, filterNames],
  );
  const setOffset = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams((current) => {
        const query = new URLSearchParams(current);
        if (pageOf(next, pageSize) > 1) query.set('page', String(pageOf(next, pageSize)));
        else query.delete('page');
        return query;
      }, { replace: options?.replace, flushSync: !options?.replace }),
    [setParams, pageSize],
  );
  return { filters, offset, setFilters, setOffset };
}

/** The same state kept in the component, for a list that has no address of its own (the library dialog's). */
export function usePageState(): PageState {
  const [filters, setFiltersState] = useState<ListFilters>({});
  const [offset, setOffset] = useState(0);
  const setFilters = useCallback((next: ListFilters) => {
    setFiltersState(next);
    setOffset(0);
  }, []);
  return { filters, offset, setFilters, setOffset };
}
