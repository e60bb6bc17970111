import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@folio/contracts';

export { SUBSCRIBER_STATUSES, type SubscriberStatus };

/** The statuses by name, for queries: only 'confirmed' ever receives a post. */
export const SUBSCRIBER_STATUS = {
  pending: 'pending',
  confirmed: 'confirmed',
  unsubscribed: 'unsubscribed',
  suppressed: 'suppressed',
} as const satisfies { [S in SubscriberStatus]: S };

/** What a queued recipient row of a subscriber who left becomes (its error says why). */
export const LEFT_RECIPIENT_STATUS = 'suppressed' as const;
