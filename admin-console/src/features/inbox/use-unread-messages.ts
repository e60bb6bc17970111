import { useEffect } from 'react';
import { useGetMessageSummaryQuery } from './inbox-endpoints';

/** A count the document's title carries before itself: '(3) Admin Dashboard | Folio'. */
const COUNTED = /^\(\d+\) /;
/** How often the console asks again for the inbox's figures and the list shown, so that a message that arrives while it is open shows up. */
export const INBOX_POLL_MS = 60_000;

/**
 * How many messages in the inbox are unread, for the Inbox tab; while it is more than none (and the
 * dashboard is shown, that is, someone is signed in) the document's title starts with it, so a
 * browser tab in the background shows it too. The title is given back as it was when the dashboard goes.
 */
export function useUnreadMessages(): number {
  const { data } = useGetMessageSummaryQuery(undefined, { pollingInterval: INBOX_POLL_MS });
  const unread = data?.unread ?? 0;
  useEffect(() => {
    const title = document.title.replace(COUNTED, '');
    document.title = unread > 0 ? `(${unread}) ${title}` : title;
    return () => {
      document.title = title;
    };
  }, [unread]);
  return unread;
}
