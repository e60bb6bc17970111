import { MEDIA_PAGE } from '@folio/contracts';
import { useState } from 'react';
import type { ListPaging } from '../../sections/use-section-list';
import { useLastPageWithRows } from '../../sections/use-section-list';
import { useListMediaQuery } from './media-endpoints';

/** One page of the library (newest first) with its search; the previous page stays shown while the next loads. */
export function useMediaPage() {
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const pageSize = MEDIA_PAGE.defaultLimit;
  const page = useListMediaQuery({ q, limit: pageSize, offset });
  const shown = page.currentData ?? page.data;

  useLastPageWithRows({ offset, setOffset, total: page.currentData?.total, pageSize });

  const search = (next: string) => {
    setQ(next);
    setOffset(0);
  };
  const paging: ListPaging = {
    offset,
    pageSize,
    total: shown?.total,
    setOffset,
    filters: { q },
    setFilters: (filters) => search(filters.q ?? ''),
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
