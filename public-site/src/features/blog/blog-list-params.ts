import { parseTagType, personaIdOf, POST_PAGE, SLUG_PATTERN, taxonomyPath, type BlogTaxonomy, type TagType } from '@folio/contracts';
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

/** Which posts a list shows: the whole blog's (null), or one tag's or one category's (by slug). */
export type BlogListScope = { taxonomy: BlogTaxonomy; slug: string } | null;

/** The path of a list: `/blog`, `/blog/tag/{slug}` or `/blog/category/{slug}`. */
export const blogListPath = (scope: BlogListScope) => (scope ? taxonomyPath(scope.taxonomy, scope.slug) : '/blog');

/**
 * The address of a page of a list: `/blog?persona=fitness&q=retries&page=2`, `/blog/tag/automation?page=2`,
 * each part only when it says something.
 */
export function blogListHref({ persona = null, q = '', page = 1, scope = null }: { persona?: TagType | null; q?: string; page?: number; scope?: BlogListScope }): string {
  const params = new URLSearchParams();
  if (persona) params.set(PERSONA_PARAM, persona);
  if (q) params.set(QUERY_PARAM, q);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  const path = blogListPath(scope);
  return search ? `${path}?${search}` : path;
}

/** The search and the first page a /blog address asks for; `page` is null when `?page=` names no page. */
export function readListParams(params: URLSearchParams): { q: string; page: number | null } {
  return { q: normalizeQuery(params.get(QUERY_PARAM)), page: parsePage(params.get(PAGE_PARAM)) };
}

/**
 * The page of posts a list's address shows: the persona's, matching the search (/blog only), of the
 * tag or category (`scope`), from the address's page. A page number that names no page (`page` null)
 * still asks for the first, so the count shows.
 */
export function listPageArgs(persona: TagType | null, params: URLSearchParams, scope: BlogListScope = null): { args: PostPageArgs; page: number | null } {
  const { q, page } = readListParams(params);
  const personaId = persona ? personaIdOf(persona) : undefined;
  if (!scope) return { args: { personaId, q, page: page ?? 1 }, page };
  return { args: { personaId, q: '', page: page ?? 1, [scope.taxonomy]: scope.slug }, page };
}

/** A slug a tag or a category may have (the API's rule): anything else names none, and is never asked for. */
export const isTaxonomySlug = (value: string) => value.length <= 200 && SLUG_PATTERN.test(value);

/**
 * Where `/blog?tag={slug}` (or `?category=`) lives: the tag's (the category's) page, the persona kept;
 * null when the address names neither (a value that is no slug names none).
 */
export function movedListPath(params: URLSearchParams): string | null {
  for (const taxonomy of ['tag', 'category'] as const) {
    const slug = params.get(taxonomy);
    if (slug !== null && isTaxonomySlug(slug)) return blogListHref({ persona: parseTagType(params.get(PERSONA_PARAM)), scope: { taxonomy, slug } });
  }
  return null;
}

/**
 * The page whose total is the blog's count in the hero: the list itself, or during a search the
 * persona's unsearched first page (the hero counts the blog's articles, not the results).
 */
export const blogCountArgs = (args: PostPageArgs): PostPageArgs => (args.q ? { personaId: args.personaId, q: '', page: 1 } : args);

/** `?page=` names no page, or one past the last of `total` posts (not known yet: not missing). */
export const isMissingPage = (page: number | null, total: number | undefined) => page === null || (total !== undefined && page > pageCount(total));
