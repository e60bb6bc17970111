import { MAX_INT, POST_LIST_ORDERS, POST_LIST_RULES, POST_LIST_STATUSES, POST_PAGE, SLUG_PATTERN, type PostListOrder, type PostListStatus } from '@folio/contracts';
import { invalidInput } from '../../domain-error.js';
import { isPositiveId, wholeNumber } from '../../http/input.js';
import { decodeCursor } from './posts.cursor.js';
import type { Page } from './posts.repository.js';
import type { Reader } from './posts.service.js';

function parseStatus(value: unknown): PostListStatus | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && (POST_LIST_STATUSES as readonly string[]).includes(value)) return value as PostListStatus;
  throw invalidInput({ status: POST_LIST_RULES.status });
}

function parseOrder(value: unknown, fallback: PostListOrder): PostListOrder {
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'string' && (POST_LIST_ORDERS as readonly string[]).includes(value)) return value as PostListOrder;
  throw invalidInput({ sort: POST_LIST_RULES.sort });
}

/** A tag's or a category's slug: absent or blank is none (null); anything but a slug is a fault (undefined). */
const slugFilter = (value: unknown): string | null | undefined => {
  if (value === undefined || value === '') return null;
  return typeof value === 'string' && value.length <= 200 && SLUG_PATTERN.test(value) ? value : undefined;
};

/** `?tag=` and `?category=`: the slug of the tag or category whose posts to list (an unknown one lists none). */
export type TaxonomyFilter = { tag: string | null; category: string | null };
export const NO_TAXONOMY: TaxonomyFilter = { tag: null, category: null };

/** `?tag=` and `?category=` read, and the faults of each (a value that is no slug). */
function readTaxonomy(query: { tag?: unknown; category?: unknown }): { taxonomy: TaxonomyFilter | null; faults: Record<string, string> } {
  const tag = slugFilter(query.tag);
  const category = slugFilter(query.category);
  const faults = { ...(tag === undefined ? { tag: POST_LIST_RULES.tag } : {}), ...(category === undefined ? { category: POST_LIST_RULES.category } : {}) };
  return { taxonomy: tag === undefined || category === undefined ? null : { tag, category }, faults };
}

/** Reads `?tag=` and `?category=` alone (the feed, a post's read-next); anything but a slug is a 400 naming each. */
export function parseTaxonomyFilter(query: { tag?: unknown; category?: unknown }): TaxonomyFilter {
  const { taxonomy, faults } = readTaxonomy(query);
  if (!taxonomy) throw invalidInput(faults);
  return taxonomy;
}

/** The list's query string as it arrives (personaId already read by parsePersonaFilter). */
export type RawListQuery = {
  sort?: unknown;
  status?: unknown;
  personaId: number | null;
  categoryId?: unknown;
  tag?: unknown;
  category?: unknown;
  limit?: unknown;
  offset?: unknown;
  q?: unknown;
  cursor?: unknown;
};

/**
 * limit, offset, q, categoryId, tag and category, each checked, every fault named in one 400; then the cursor, which
 * only a list of the same kind (searching or not) gave, and which replaces offset rather than adds to it.
 */
function parsePaging(query: RawListQuery, order: PostListOrder): { page: Page; q: string | null; categoryId: number | null; taxonomy: TaxonomyFilter } {
  const { taxonomy, faults: taxonomyFaults } = readTaxonomy(query);
  const limit = wholeNumber(query.limit, POST_PAGE.defaultLimit, 1, POST_PAGE.maxLimit);
  const offset = wholeNumber(query.offset, 0, 0, MAX_INT);
  const q = query.q === undefined ? '' : query.q;
  const qValid = typeof q === 'string' && q.length <= POST_PAGE.maxQueryLength;
  const categoryId = query.categoryId === undefined || query.categoryId === '' ? null : isPositiveId(query.categoryId) ? Number(query.categoryId) : undefined;
  const faults = {
    ...(categoryId === undefined ? { categoryId: POST_LIST_RULES.categoryId } : {}),
    ...(limit === null ? { limit: POST_LIST_RULES.limit } : {}),
    ...(offset === null ? { offset: POST_LIST_RULES.offset } : {}),
    ...(qValid ? {} : { q: POST_LIST_RULES.q }),
    ...taxonomyFaults,
  };
  if (limit === null || offset === null || !qValid || categoryId === undefined || !taxonomy) throw invalidInput(faults);
  const searching = q.trim() !== '';
  const hasCursor = query.cursor !== undefined && query.cursor !== '';
  if (hasCursor && offset > 0) throw invalidInput({ cursor: POST_LIST_RULES.cursorWithOffset });
  if (hasCursor && order !== 'manual') throw invalidInput({ cursor: POST_LIST_RULES.cursorWithDateSort });
  const after = hasCursor ? decodeCursor(query.cursor, searching) : null;
  return { page: { limit, offset, after, order }, q: searching ? (q as string) : null, categoryId, taxonomy };
}

/** A post list's query, checked: what to list and which page. */
export type PostListQuery = { status: PostListStatus | null; personaId: number | null; categoryId: number | null; taxonomy: TaxonomyFilter; q: string | null; page: Page };

/**
 * Checks a post list's query string; every fault of the paging is named in one 400. A visitor's status is ignored: only published posts are ever listed to them.
 * `defaultOrder`: the order when `sort` is not given (the public list's manual order, the console's date order).
 */
export function parsePostListQuery(reader: Reader, query: RawListQuery, defaultOrder: PostListOrder = 'manual'): PostListQuery {
  const status = reader.signedIn ? parseStatus(query.status) : null;
  const { page, q, categoryId, taxonomy } = parsePaging(query, parseOrder(query.sort, defaultOrder));
  return { status, personaId: query.personaId, categoryId, taxonomy, q, page };
}
