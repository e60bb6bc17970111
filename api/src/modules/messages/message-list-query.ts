import {
  CONTACT_LIMITS,
  MESSAGE_FOLDERS,
  MESSAGE_LIST_RULES,
  MESSAGE_PAGE_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_QUERY_MAX,
  TAG_TYPES,
  type FieldErrors,
  type MessageFolder,
  type TagType,
} from '@folio/contracts';
import { invalidInput } from '../../domain-error.js';
import { wholeNumber } from '../../http/input.js';
import type { MessageFilter } from './messages.repository.js';

export type MessageListQuery = { filter: MessageFilter; page: number; pageSize: number };

/** At most this many words of a search count (each is one more LIKE over four columns). */
const MAX_WORDS = 10;

/** A single text value of the query string; a repeated parameter (an array) is not one. */
const text = (value: unknown): string | null | undefined => (value === undefined ? undefined : typeof value === 'string' ? value : null);

/**
 * The inbox list's query string: `folder`, `unread`, `persona`, `subject`, `q`, `page`, `pageSize`.
 * Absent or empty means no filter (page 1, MESSAGE_PAGE_SIZE); anything else invalid is a 400 whose
 * `fields` names each bad parameter.
 */
export function parseMessageListQuery(query: Record<string, unknown>): MessageListQuery {
  const fields: FieldErrors = {};
  const folder = text(query.folder);
  const unread = text(query.unread);
  const persona = text(query.persona);
  const subject = text(query.subject);
  const q = text(query.q);
  if (folder === null || (folder && !MESSAGE_FOLDERS.includes(folder as MessageFolder))) fields.folder = MESSAGE_LIST_RULES.folder;
  if (unread === null || (unread && !['true', 'false'].includes(unread))) fields.unread = MESSAGE_LIST_RULES.unread;
  if (persona === null || (persona && persona !== 'none' && !TAG_TYPES.includes(persona as TagType))) fields.persona = MESSAGE_LIST_RULES.persona;
  if (subject === null || (subject && subject.length > CONTACT_LIMITS.subject)) fields.subject = MESSAGE_LIST_RULES.subject;
  if (q === null || (q && q.length > MESSAGE_QUERY_MAX)) fields.q = MESSAGE_LIST_RULES.q;
  const page = wholeNumber(query.page, 1, 1, 1_000_000);
  const pageSize = wholeNumber(query.pageSize, MESSAGE_PAGE_SIZE, 1, MESSAGE_PAGE_MAX);
  if (page === null) fields.page = MESSAGE_LIST_RULES.page;
  if (pageSize === null) fields.pageSize = MESSAGE_LIST_RULES.pageSize;
  if (Object.keys(fields).length > 0) throw invalidInput(fields, 'Please correct the list parameters');
  return {
    filter: {
      folder: (folder || null) as MessageFolder | null,
      unread: unread === 'true',
      persona: (persona || null) as TagType | 'none' | null,
      subject: subject?.trim() || null,
      words: (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_WORDS),
    },
    page: page!,
    pageSize: pageSize!,
  };
}
