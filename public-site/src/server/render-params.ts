/**
 * The query parameters each route of the rendering server reads; every other one is dropped before
 * the request is handled, so `?x=<random>`, `utm_source` and the like give the very page the URL
 * without them gives. nginx.conf keys its micro-cache on the same table and asks the renderer only
 * for those parameters ($folio_render_query): keep the two in step (nginx/routing-cases.mjs checks
 * nginx's side, render-params.test.ts this one).
 */
/**
 * `subscribed`: the thanks of the subscribe form a visitor sent without JavaScript comes back to
 * (POST /subscribe), read by every page that has the form: the home page (a persona's), /blog, a post, /subscribe.
 */
/** /blog also reads `tag` and `category`, the old addresses of a tag's or a category's list, only to move them (301) to its page. */
const LIST = ['persona', 'q', 'page', 'subscribed', 'tag', 'category'] as const;
/** A tag's or a category's page: paged like /blog, no search. */
const TAXONOMY = ['persona', 'page', 'subscribed'] as const;
/** The feeds: a persona's, a tag's or a category's. */
const FEED = ['persona', 'tag', 'category'] as const;
const PAGE = ['persona'] as const;
const WITH_FORM = ['persona', 'subscribed'] as const;
/** The unsubscribe page's state after its POST (`done=unsubscribed|saved`). */
const UNSUBSCRIBE = ['persona', 'done'] as const;
/**
 * The home page also reads `case`, the case study its dialog shows open (the 'View Case Study' links),
 * and `sent`, the thanks of the contact form a visitor sent without JavaScript comes back to.
 */
const HOME = ['persona', 'case', 'sent', 'subscribed'] as const;
const VERSIONED = ['v'] as const;
const NONE = [] as const;

/** The parameters `pathname` reads: /blog the persona, search, page, the subscribe form's thanks and the old tag and category filters; a tag's or category's page the persona, page and thanks; the feeds the persona, tag and category; a post and /subscribe the persona and that thanks; the unsubscribe page the persona and its state; link images their version; files and rendered posts none; the home page the persona, the open case study and the contact form's thanks; any other page the persona. */
export function renderQueryParams(pathname: string): readonly string[] {
  if (pathname === '/') return HOME;
  if (/^\/blog\/?$/i.test(pathname)) return LIST;
  if (/^\/blog\/(?:tag|category)\/[^/]+\/?$/i.test(pathname)) return TAXONOMY;
  if (/^\/(?:rss\.xml|atom\.xml|feed\.json)$/i.test(pathname)) return FEED;
  if (/^\/blog\/[^/]+\/?$/i.test(pathname) || /^\/subscribe\/?$/i.test(pathname)) return WITH_FORM;
  if (/^\/unsubscribe\//i.test(pathname)) return UNSUBSCRIBE;
  if (/^\/og\//i.test(pathname)) return VERSIONED;
  if (/^\/(?:sitemap\.xml|robots\.txt|index\.html)$/i.test(pathname) || /^\/(?:\.vite|rendered)\//i.test(pathname)) return NONE;
  return PAGE;
}

/** `url` (path and query) with only the parameters its route reads, the first of each name, in the table's order. */
export function renderQueryUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt);
  const asked = new URLSearchParams(url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  for (const name of renderQueryParams(path)) {
    const value = asked.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
