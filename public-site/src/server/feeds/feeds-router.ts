import type Router from '@koa/router';
import { BLOG_TAXONOMIES, parseTagType, PERSONA_IDS, POST_PAGE, type BlogCategory, type BlogTag, type CaseStudy, type NewsletterForm, type SiteInfo } from '@folio/contracts';
import type { Context } from 'koa';
import { PERSONA_PARAM } from '../../features/persona';
import { FEED_FORMATS } from '../../features/site';
import { isTaxonomySlug } from '../../features/blog/blog-list-params';
import { ApiUnavailableError, fetchApiJson } from '../api-fetch';
import { atomXml } from './atom';
import type { FeedInput } from './feed-content';
import type { FeedPost } from './feed-post';
import { jsonFeed } from './json-feed';
import { robotsTxt } from './robots';
import { rssXml } from './rss';
import { sitemapXml } from './sitemap';

export interface FeedDeps {
  /** The API's internal origin; /api/… is added. */
  apiUrl: string;
}

/** A read the feed cannot do without: a 404 here means the API is not the one we expect. */
async function need<T>(apiUrl: string, path: string): Promise<T> {
  const answer = await fetchApiJson<T>(apiUrl, path);
  if (answer === null) throw new ApiUnavailableError(path, 'HTTP 404');
  return answer;
}

/** Whether the API offers subscribing (mail configured); an API that cannot say leaves /subscribe out. */
async function newsletterOffered(apiUrl: string): Promise<boolean> {
  try {
    return (await fetchApiJson<NewsletterForm>(apiUrl, 'newsletter/form'))?.available === true;
  } catch {
    return false;
  }
}

/** Every published post, without bodies: the API's list is paged, so a page of its largest size at a time. */
async function everyPost(apiUrl: string): Promise<FeedPost[]> {
  const posts: FeedPost[] = [];
  for (let offset = 0; ; offset += POST_PAGE.maxLimit) {
    const page = await need<FeedPost[]>(apiUrl, `blog/posts?status=published&limit=${POST_PAGE.maxLimit}&offset=${offset}`);
    posts.push(...page);
    if (page.length < POST_PAGE.maxLimit) return posts;
  }
}

function send(ctx: Context, type: string, text: string): void {
  ctx.set('Content-Type', type);
  ctx.set('Cache-Control', 'public, max-age=300');
  ctx.body = text;
}

/** 404 for a feed there is none of. */
function noSuchFeed(ctx: Context, what: string): null {
  ctx.status = 404;
  send(ctx, 'text/plain; charset=utf-8', `There is no feed for this ${what}.`);
  return null;
}

/**
 * What a feed is made of, read from the API: the whole blog's, a persona's (`?persona=`), a tag's
 * (`?tag=`) or a category's (`?category=`); null (and a 404 answered) for a persona, tag or category
 * there is none of, or for more than one of them asked at once.
 */
async function feedInput(ctx: Context, apiUrl: string): Promise<FeedInput | null> {
  const asked = ctx.query[PERSONA_PARAM];
  const persona = asked === undefined ? null : parseTagType(asked);
  if (asked !== undefined && !persona) return noSuchFeed(ctx, 'persona');
  const scopes = BLOG_TAXONOMIES.filter((taxonomy) => ctx.query[taxonomy] !== undefined);
  if (scopes.length + (persona ? 1 : 0) > 1) return noSuchFeed(ctx, 'combination');
  const [taxonomy] = scopes;
  const slug = taxonomy ? ctx.query[taxonomy] : undefined;
  // A value that is no slug names no tag: never asked of the API (which would refuse it).
  if (taxonomy && (typeof slug !== 'string' || !isTaxonomySlug(slug))) return noSuchFeed(ctx, taxonomy);
  // The API's own filters: a post assigned to no persona is in every persona's feed.
  const filter = persona ? `?personaId=${PERSONA_IDS[persona]}` : taxonomy ? `?${new URLSearchParams({ [taxonomy]: slug as string }).toString()}` : '';
  const [site, posts, categories, tags] = await Promise.all([
    need<SiteInfo>(apiUrl, 'site'),
    // The newest posts with their bodies: the post list carries none.
    need<FeedPost[]>(apiUrl, `blog/feed${filter}`),
    need<BlogCategory[]>(apiUrl, 'blog/categories'),
    need<BlogTag[]>(apiUrl, 'blog/tags'),
  ]);
  if (!taxonomy) return { site, persona, posts, categories, tags, now: new Date() };
  const term = (taxonomy === 'tag' ? tags : categories).find((item) => item.slug === slug);
  if (!term) return noSuchFeed(ctx, taxonomy);
  return { site, persona: null, scope: { taxonomy, slug: term.slug, name: term.name }, posts, categories, tags, now: new Date() };
}

/**
 * GET /sitemap.xml, the blog's feed as /rss.xml, /atom.xml and /feed.json (?persona= for one persona's,
 * ?tag= or ?category= for one tag's or category's), and /robots.txt.
 */
export function mountFeeds(router: Router, { apiUrl }: FeedDeps): void {
  router.get('/sitemap.xml', async (ctx) => {
    const [site, posts, newsletter, caseStudies, tags, categories] = await Promise.all([
      need<SiteInfo>(apiUrl, 'site'),
      everyPost(apiUrl),
      newsletterOffered(apiUrl),
      need<CaseStudy[]>(apiUrl, 'case-studies'),
      need<BlogTag[]>(apiUrl, 'blog/tags'),
      need<BlogCategory[]>(apiUrl, 'blog/categories'),
    ]);
    send(ctx, 'application/xml; charset=utf-8', sitemapXml({ siteUrl: site.siteUrl, posts, newsletter, caseStudies, tags, categories }));
  });

  const formats = [
    { format: 'rss', write: (input: FeedInput) => rssXml(input) },
    { format: 'atom', write: (input: FeedInput) => atomXml(input) },
    { format: 'json', write: (input: FeedInput) => JSON.stringify(jsonFeed(input)) },
  ] as const;
  for (const { format, write } of formats) {
    router.get(FEED_FORMATS[format].path, async (ctx) => {
      const input = await feedInput(ctx, apiUrl);
      if (input) send(ctx, `${FEED_FORMATS[format].type}; charset=utf-8`, write(input));
    });
  }

  router.get('/robots.txt', async (ctx) => {
    const site = await need<SiteInfo>(apiUrl, 'site');
    send(ctx, 'text/plain; charset=utf-8', robotsTxt(site.siteUrl));
  });
}
