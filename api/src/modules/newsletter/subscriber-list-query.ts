import { NEWSLETTER_LIMITS, SUBSCRIBER_STATUSES, TAG_TYPES, type FieldErrors, type SubscriberStatus, type TagType } from '@folio/contracts';
import { invalidInput } from '../../domain-error.js';
import { wholeNumber } from '../../http/input.js';

export const SUBSCRIBER_PAGE_SIZE = 50;
export const SUBSCRIBER_QUERY_MAX = NEWSLETTER_LIMITS.email;

/** What each bad parameter of the subscriber list is told. */
export const SUBSCRIBER_LIST_RULES = {
  q: `Search must be text of at most ${SUBSCRIBER_QUERY_MAX} characters`,
  status: `Status must be one of ${SUBSCRIBER_STATUSES.join(', ')}`,
  persona: `Persona must be one of ${TAG_TYPES.join(', ')}`,
  page: 'Page must be a whole number from 1',
  pageSize: `Page size must be a whole number from 1 to ${NEWSLETTER_LIMITS.pageSize}`,
} as const;

export type SubscriberFilter = { q: string | null; status: SubscriberStatus | null; persona: TagType | null };
export type SubscriberListQuery = { filter: SubscriberFilter; page: number; pageSize: number };

const text = (value: unknown): string | null | undefined => (value === undefined ? undefined : typeof value === 'string' ? value : null);

/**
 * The subscriber list's query string: `q` (part of the address), `status`, `persona`, `page`,
 * `pageSize`. Absent or empty means no filter; anything else invalid is a 400 naming each bad parameter.
 */
export function parseSubscriberListQuery(query: Record<string, unknown>): SubscriberListQuery {
  const fields: FieldErrors = {};
  const q = text(query.q);
  const status = text(query.status);
  const persona = text(query.persona);
  if (q === null || (q && q.length > SUBSCRIBER_QUERY_MAX)) fields.q = SUBSCRIBER_LIST_RULES.q;
  if (status === null || (status && !SUBSCRIBER_STATUSES.includes(status as SubscriberStatus))) fields.status = SUBSCRIBER_LIST_RULES.status;
  if (persona === null || (persona && !TAG_TYPES.includes(persona as TagType))) fields.persona = SUBSCRIBER_LIST_RULES.persona;
  const page = wholeNumber(query.page, 1, 1, 1_000_000);
  const pageSize = wholeNumber(query.pageSize, SUBSCRIBER_PAGE_SIZE, 1, NEWSLETTER_LIMITS.pageSize);
  if (page === null) fields.page = SUBSCRIBER_LIST_RULES.page;
  if (pageSize === null) fields.pageSize = SUBSCRIBER_LIST_RULES.pageSize;
  if (Object.keys(fields).length > 0) throw invalidInput(fields, 'Please correct the list parameters');
  return {
    filter: { q: q?.trim().toLowerCase() || null, status: (status || null) as SubscriberStatus | null, persona: (persona || null) as TagType | null },
    page: page!,
    pageSize: pageSize!,
  };
}
