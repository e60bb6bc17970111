import type Router from '@koa/router';
import { parseTagType, PERSONA_IDS, POST_PAGE, type BlogCategory, type BlogTag, type SiteInfo } from '@folio/contracts';
import type { Context } from 'koa';
import { PERSONA_PARAM } from '../../features/persona';
import { ApiUnavailableError, fetchApiJson } from '../api-fetch';
import type { FeedPost } from './feed-post';
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

/** GET /sitemap.xml, /rss.xml (?persona= for one persona's feed) and /robots.txt. */
export function mountFeeds(router: Router, { apiUrl }: FeedDeps): void {
  router.get('/sitemap.xml', async (ctx) => {
    const [site, posts] = await Promise.all([need<SiteInfo>(apiUrl, 'site'), everyPost(apiUrl)]);
    send(ctx, 'application/xml; charset=utf-8', sitemapXml({ siteUrl: site.siteUrl, posts }));
  });

  router.get('/rss.xml', async (ctx) => {
    const asked = ctx.query[PERSONA_PARAM];
    const persona = asked === undefined ? null : parseTagType(asked);
    if (asked !== undefined && !persona) {
      ctx.status = 404;
      send(ctx, 'text/plain; charset=utf-8', 'There is no feed for this persona.');
      return;
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
    send(ctx, 'application/rss+xml; charset=utf-8', rssXml({ site, persona, posts, categories, tags, now: new Date() }));
  });

  router.get('/robots.txt', async (ctx) => {
    const site = await need<SiteInfo>(apiUrl, 'site');
    send(ctx, 'text/plain; charset=utf-8', robotsTxt(site.siteUrl));
  });
}
