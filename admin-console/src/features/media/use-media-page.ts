import { MEDIA_PAGE } from '@folio/contracts';
import type { PageState } from '../../sections/list/use-page-address';
import { usePageState } from '../../sections/list/use-page-address';
import type { ListPaging } from '../../sections/list/use-section-list';
import { useLastPageWithRows } from '../../sections/list/use-section-list';
import { useListMediaQuery } from './media-endpoints';

/** The library's one filter, also the Media section's query parameter beside `page` (?q=…&page=…). */
export const MEDIA_FILTER_NAMES = ['q'] as const;

/**
 * One page of the library (newest first) with its search; the previous page stays shown while the
 * next loads. The search and page are kept by the caller's `state` (the Media section's address), or
 * in the component (the library dialog).
 */
export function useMediaPage(state?: PageState) {
  const local = usePageState();
  const { filters, offset, setFilters, setOffset } = state ?? local;
  const q = filters.q ?? '';
  const pageSize = MEDIA_PAGE.defaultLimit;
  const page = useListMediaQuery({ q, limit: pageSize, offset });
  const shown = page.currentData ?? page.data;

  useLastPageWithRows({ offset, setOffset, total: page.currentData?.total, pageSize });

  const search = (next: string) => setFilters(next ? { q: next } : {});
  const paging: ListPaging = {
    offset,
    pageSize,
    total: shown?.total,
    setOffset,
    filters: { q },
    setFilters: (next) => search(next.q ?? ''),
  };
  return {
    items: shown?.items,
    isLoading: shown === undefined && (page.isLoading || page.isFetching),
    isFetching: page.isFetching,
    isError: page.isError,
    error: page.error,
    refetch: page.refetch,
    q,
    search,
    paging,
  };
}
