import { parseTagType, SUBSCRIBER_STATUSES, type SubscriberStatus } from '@folio/contracts';
import { useCallback } from 'react';
import type { ListFilters } from '../../sections/section-definition';
import { usePageAddress } from '../../sections/list/use-page-address';
import { useLastPageWithRows, type ListPaging } from '../../sections/list/use-section-list';
import { useListSubscribersQuery, type SubscriberListArgs } from './newsletter-endpoints';

/** The Subscribers list's query parameters beside `page` (/admin/subscribers?q=…&status=…&persona=…). */
export const SUBSCRIBER_FILTER_NAMES = ['q', 'status', 'persona'] as const;

/** Rows per page of the list (the API allows up to NEWSLETTER_LIMITS.pageSize). */
export const SUBSCRIBER_PAGE_SIZE = 50;

const statusOf = (value: string | undefined): SubscriberStatus | null =>
  (SUBSCRIBER_STATUSES as readonly string[]).includes(value ?? '') ? (value as SubscriberStatus) : null;

/** What the address asks for; a value the API would refuse (an unknown status or persona) reads as none. */
export function subscriberArgsOf(filters: ListFilters, offset: number): SubscriberListArgs {
  return {
    q: filters.q ?? '',
    status: statusOf(filters.status),
    persona: parseTagType(filters.persona),
    page: Math.floor(offset / SUBSCRIBER_PAGE_SIZE) + 1,
    pageSize: SUBSCRIBER_PAGE_SIZE,
  };
}

/** One page of the subscribers the address asks for, newest first; the previous page stays shown while the next loads. */
export function useSubscriberPage() {
  const { filters, offset, setFilters, setOffset } = usePageAddress(SUBSCRIBER_FILTER_NAMES, SUBSCRIBER_PAGE_SIZE);
  const args = subscriberArgsOf(filters, offset);
  const list = useListSubscribersQuery(args);
  const shown = list.currentData ?? list.data;
  useLastPageWithRows({ offset, setOffset, total: list.currentData?.total, pageSize: SUBSCRIBER_PAGE_SIZE });

  /** Changes some filters, keeping the others; back to page 1. */
  const change = useCallback((next: ListFilters) => setFilters({ ...filters, ...next }), [filters, setFilters]);
  const setQ = useCallback((q: string) => change({ q }), [change]);
  const clear = useCallback(() => setFilters({}), [setFilters]);

  const paging: ListPaging = { offset, pageSize: SUBSCRIBER_PAGE_SIZE, total: shown?.total, setOffset, filters, setFilters };
  return {
    args,
    items: shown?.items,
    isLoading: shown === undefined && (list.isLoading || list.isFetching),
    isFetching: list.isFetching,
    isError: list.isError,
    error: list.error,
    refetch: list.refetch,
    filtered: Boolean(args.q || args.status || args.persona),
    change,
    setQ,
    clear,
    paging,
  };
}
