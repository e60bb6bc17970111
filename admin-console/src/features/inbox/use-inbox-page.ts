import { MESSAGE_FOLDERS, MESSAGE_PAGE_SIZE, parseTagType, type MessageFolder } from '@folio/contracts';
import { useCallback } from 'react';
import type { ListFilters } from '../../sections/section-definition';
import { usePageAddress } from '../../sections/list/use-page-address';
import { useLastPageWithRows, type ListPaging } from '../../sections/list/use-section-list';
import { useListMessagesQuery, type MessageListArgs } from './inbox-endpoints';
import { INBOX_POLL_MS } from './use-unread-messages';

/** The inbox list's query parameters beside `page` (/admin/inbox?folder=spam&unread=true&persona=…&subject=…&q=…). */
export const INBOX_FILTER_NAMES = ['folder', 'unread', 'persona', 'subject', 'q'] as const;

const folderOf = (value: string | undefined): MessageFolder =>
  (MESSAGE_FOLDERS as readonly string[]).includes(value ?? '') ? (value as MessageFolder) : 'inbox';

/** What the address asks for; a value the API would refuse (an unknown folder or persona) reads as none. */
export function listArgsOf(filters: ListFilters, offset: number): MessageListArgs {
  return {
    folder: folderOf(filters.folder),
    unread: filters.unread === 'true',
    persona: parseTagType(filters.persona),
    subject: filters.subject || null,
    q: filters.q ?? '',
    page: Math.floor(offset / MESSAGE_PAGE_SIZE) + 1,
  };
}

/**
 * One page of the messages the address asks for, newest first; the previous page stays shown while
 * the next loads. The inbox folder, page 1 and empty filters are left out of the address.
 */
export function useInboxPage() {
  const { filters, offset, setFilters, setOffset } = usePageAddress(INBOX_FILTER_NAMES, MESSAGE_PAGE_SIZE);
  const args = listArgsOf(filters, offset);
  // Read again every so often, as the summary is: a message that arrives while the list is open shows up.
  const list = useListMessagesQuery(args, { pollingInterval: INBOX_POLL_MS });
  const shown = list.currentData ?? list.data;
  useLastPageWithRows({ offset, setOffset, total: list.currentData?.total, pageSize: MESSAGE_PAGE_SIZE });

  /** Changes some filters, keeping the others (the folder among them); back to page 1. */
  const change = useCallback(
    (next: ListFilters) => {
      const merged = { ...filters, ...next };
      if (merged.folder === 'inbox') delete merged.folder;
      setFilters(merged);
    },
    [filters, setFilters],
  );
  const setQ = useCallback((q: string) => change({ q }), [change]);
  /** The filters other than the folder go; the folder stays. */
  const clear = useCallback(() => setFilters(args.folder === 'inbox' ? {} : { folder: args.folder }), [setFilters, args.folder]);

  const paging: ListPaging = { offset, pageSize: MESSAGE_PAGE_SIZE, total: shown?.total, setOffset, filters, setFilters };
  return {
    args,
    items: shown?.items,
    isLoading: shown === undefined && (list.isLoading || list.isFetching),
    isFetching: list.isFetching,
    isError: list.isError,
    error: list.error,
    refetch: list.refetch,
    /** Some filter beside the folder is set: an empty page means nothing matches, not an empty folder. */
    filtered: args.unread || Boolean(args.persona) || Boolean(args.subject) || Boolean(args.q),
    change,
    setQ,
    clear,
    paging,
  };
}
