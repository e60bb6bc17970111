import { personaIdOf, POST_PAGE, type TagType } from '@folio/contracts';
import { PERSONA_PARAM } from '../persona';
import type { PostPageArgs } from './blog-api';

/** Posts per page of /blog: the API's default page. */
export const PAGE_SIZE = POST_PAGE.defaultLimit;
export const QUERY_PARAM = 'q';
export const PAGE_PARAM = 'page';
/** Past this, `?page=` is not a page of any blog (and its offset would outgrow the API's numbers). */
export const MAX_PAGE = 100_000;

/**
 * What the search box asked for, as the API takes it: at most POST_PAGE.maxQueryLength characters,
 * trimmed; blank means no search.
 */
export const normalizeQuery = (raw: string | null | undefined) => (raw ?? '').slice(0, POST_PAGE.maxQueryLength).trim();

/** `?page=`: absent is 1; anything but a whole number from 1 to MAX_PAGE is null (no such page). */
export function parsePage(raw: string | null): number | null {
  if (raw === null) return 1;
  if (!/^\d{1,6}$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : null;
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** The address of a page of the list: `/blog?persona=fitness&q=retries&page=2`, each part only when it says something. */
export function blogListHref({ persona = null, q = '', page = 1 }: { persona?: TagType | null; q?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (persona) params.set(PERSONA_PARAM, persona);
  if (q) params.set(QUERY_PARAM, q);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : '/blog';
}

/** The search and the first page a /blog address asks for; `page` is null when `?page=` names no page. */
export function readListParams(params: URLSearchParams): { q: string; page: number | null } {
  return { q: normalizeQuery(params.get(QUERY_PARAM)), page: parsePage(params.get(PAGE_PARAM)) };
}

/**
 * The page of posts a /blog address shows: the persona's, matching the search, from the address's
 * page. A page number that names no page (`page` null) still asks for the first, so the count shows.
 */
export function listPageArgs(persona: TagType | null, params: URLSearchParams): { args: PostPageArgs; page: number | null } {
  const { q, page } = readListParams(params);
  return { args: { personaId: persona ? personaIdOf(persona) : undefined, q, page: page ?? 1 }, page };
}

/** `?page=` names no page, or one past the last of `total` posts (not known yet: not missing). */
export const isMissingPage = (page: number | null, total: number | undefined) => page === null || (total !== undefined && page > pageCount(total));
