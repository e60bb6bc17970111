import type Router from '@koa/router';
import { parseTagType, PERSONA_IDS, POST_PAGE, type BlogCategory, type BlogTag, type NewsletterForm, type SiteInfo } from '@folio/contracts';
import type { Context } from 'koa';
import { PERSONA_PARAM } from '../../features/persona';
import { FEED_FORMATS } from '../../features/site';
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

/** What a feed is made of, read from the API; null (and a 404 answered) for a persona there is none of. */
async function feedInput(ctx: Context, apiUrl: string): Promise<FeedInput | null> {
  const asked = ctx.query[PERSONA_PARAM];
  const persona = asked === undefined ? null : parseTagType(asked);
  if (asked !== undefined && !persona) {
    ctx.status = 404;
    send(ctx, 'text/plain; charset=utf-8', 'There is no feed for this persona.');
    return null;
  }
  // The API's own persona filter: a post assigned to no persona is in every persona's feed.
  const filter = persona ? `?personaId=${PERSONA_IDS[persona]}` : '';
  const [site, posts, categories, tags] = await Promise.all([
    need<SiteInfo>(apiUrl, 'site'),
    // The newest posts with their bodies: the post list carries none.
    need<FeedPost[]>(apiUrl, `blog/feed${filter}`),
    need<BlogCategory[]>(apiUrl, 'blog/categories'),
    need<BlogTag[]>(apiUrl, 'blog/tags'),
  ]);
  return { site, persona, posts, categories, tags, now: new Date() };
}

/** GET /sitemap.xml, the blog's feed as /rss.xml, /atom.xml and /feed.json (?persona= for one persona's), and /robots.txt. */
export function mountFeeds(router: Router, { apiUrl }: FeedDeps): void {
  router.get('/sitemap.xml', async (ctx) => {
    const [site, posts, newsletter] = await Promise.all([need<SiteInfo>(apiUrl, 'site'), everyPost(apiUrl), newsletterOffered(apiUrl)]);
    send(ctx, 'application/xml; charset=utf-8', sitemapXml({ siteUrl: site.siteUrl, posts, newsletter }));
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
