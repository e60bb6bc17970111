import { MAX_INT, POST_LIST_RULES, POST_PAGE } from '@folio/contracts';
import { fromDbDateTime, toDbDateTime } from '../../db/dates.js';
import { invalidInput } from '../../domain-error.js';

/**
 * Where a keyset page starts: the sort key of the last post of the page before it. The list's order
 * is displayOrder descending, then publishedAt descending (no date last), then id descending; a search
 * sorts by its rank (descending) first. `publishedAt` is the stored text ('YYYY-MM-DD HH:MM:SS.sss',
 * UTC, as both engines return it), so the page after compares with exactly what was stored.
 */
export type PostCursor = { rank: number | null; displayOrder: number; publishedAt: string | null; id: number };

const LIST = 'o';
const SEARCH = 's';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const DB_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/;

/** The opaque, URL-safe form a client passes back: base64url of a short JSON array. */
export function encodeCursor(cursor: PostCursor): string {
  const key = [cursor.displayOrder, cursor.publishedAt, cursor.id];
  return Buffer.from(JSON.stringify(cursor.rank === null ? [LIST, ...key] : [SEARCH, cursor.rank, ...key]), 'utf8').toString('base64url');
}

const isInt = (value: unknown, min: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_INT;
/** A stored date in the one text form both engines store, and a real moment (not 2026-02-31). */
const isStoredDate = (value: unknown): value is string =>
  typeof value === 'string' && DB_DATE_TIME.test(value) && fromDbDateTime(value) !== null && toDbDateTime(fromDbDateTime(value)!) === value;

/**
 * The cursor a client sent, for a list that searches (`searching`) or not; anything else (not one the
 * API gave, cut short, edited, or a search's cursor sent to a list without `q` and back) is a 400
 * naming `cursor`, never a 500.
 */
export function decodeCursor(text: unknown, searching: boolean): PostCursor {
  const refuse = () => invalidInput({ cursor: POST_LIST_RULES.cursor });
  if (typeof text !== 'string' || text.length > POST_PAGE.maxCursorLength || !BASE64URL.test(text)) throw refuse();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed)) throw refuse();
  const [kind, ...rest] = parsed as unknown[];
  if (kind !== (searching ? SEARCH : LIST)) throw refuse();
  const rank = searching ? rest.shift() : null;
  const [displayOrder, publishedAt, id, ...extra] = rest;
  const rankValid = rank === null || (typeof rank === 'number' && Number.isFinite(rank));
  if (!rankValid || extra.length > 0 || !isInt(displayOrder, -MAX_INT - 1) || !(publishedAt === null || isStoredDate(publishedAt)) || !isInt(id, 1)) {
    throw refuse();
  }
  return { rank: rank as number | null, displayOrder, publishedAt: publishedAt as string | null, id };
}
