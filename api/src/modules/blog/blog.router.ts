import type Router from '@koa/router';
import type { Context } from 'koa';
import { CURSOR_PARAM, NEXT_CURSOR_HEADER, revisionRestoreStruct, TOTAL_COUNT_HEADER, type PostListOrder } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import { isSignedIn, requireAdmin, requireCsrf } from '../../http/guards.js';
import { parseBody, parseId, parsePersonaFilter } from '../../http/input.js';
import { clientFacts, type Collector } from '../analytics/index.js';
import { parsePostListQuery, parseTaxonomyFilter } from './post-list-query.js';
import { readNext } from './read-next.service.js';
import { encodeCursor } from './posts.cursor.js';
import { postRevisionsService as revisions } from './post-revisions.service.js';
import { POST, postsService as service, type BySlug } from './posts.service.js';

/**
 * The post, or a 301 to the current slug of the post an old slug leads to, with the same query string
 * (bytes outside printable ASCII percent-encoded again, so the header is always valid).
 */
function answerBySlug(ctx: Context, found: BySlug): void {
  if ('post' in found) {
    ctx.body = found.post;
    return;
  }
  const query = ctx.querystring.replace(/[^\x21-\x7e]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  const location = `/api/blog/posts/slug/${encodeURIComponent(found.movedTo)}${query ? `?${query}` : ''}`;
  ctx.status = 301;
  ctx.set('Location', location);
  ctx.body = { message: `This post has moved to ${location}` };
}

/** counting: who a post's view counts for (the analytics' own rule and per-client limit: analytics/collect.service.ts). */
export function mountBlog(router: Router, db: Db, counting: Pick<Collector, 'viewer'>): void {
  // The public list (drafts too for a signed-in admin, as the spec's console reads it) and the console's
  // own list. Paging metadata travels in headers, the body staying the spec's plain list.
  // The public list's default order is the manual one the blog shows; the console's, the newest first.
  const listPosts = (signedIn: (ctx: Context) => boolean, defaultOrder: PostListOrder) => async (ctx: Context) => {
    const { sort, status, categoryId, tag, category, limit, offset, q } = ctx.query;
    const personaId = parsePersonaFilter(ctx.query.personaId);
    const cursor = ctx.query[CURSOR_PARAM];
    const reader = { signedIn: signedIn(ctx) };
    const query = parsePostListQuery(reader, { sort, status, personaId, categoryId, tag, category, limit, offset, q, cursor }, defaultOrder);
    const { total, posts, next } = await service.list(db, reader, query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    if (next) ctx.set(NEXT_CURSOR_HEADER, encodeCursor(next));
    ctx.body = posts;
  };
  router.get('/blog/posts', listPosts(isSignedIn, 'manual'));
  router.get(POST.adminPath, requireAdmin, listPosts(() => true, 'date'));
  router.get('/blog/feed', async (ctx) => {
    ctx.body = await service.feed(db, parsePersonaFilter(ctx.query.personaId), parseTaxonomyFilter(ctx.query));
  });
  router.get('/blog/posts/slug/:slug', async (ctx) => {
    answerBySlug(ctx, await service.getBySlug(db, { signedIn: isSignedIn(ctx) }, ctx.params.slug ?? ''));
  });
  // What ends a post: the posts before and after it, and related ones (published posts only, whoever asks;
  // the owner's preview of a draft gets them too).
  router.get('/blog/posts/slug/:slug/read-next', async (ctx) => {
    ctx.body = await readNext(db, { signedIn: isSignedIn(ctx) }, ctx.params.slug ?? '', parsePersonaFilter(ctx.query.personaId));
  });
  router.get('/blog/posts/:id/tags', async (ctx) => {
    ctx.body = await service.tagsOf(db, { signedIn: isSignedIn(ctx) }, parseId(ctx.params.id, 'Post'));
  });
  // Counted once per visitor (a client's network) and post a day; crawlers, opted-out visitors, the
  // signed-in owner, other sites' pages and a client past its limit of events a minute get the count, uncounted.
  router.post('/blog/posts/:id/view', async (ctx) => {
    const id = parseId(ctx.params.id, 'Post');
    ctx.body = await service.countView(db, id, await counting.viewer(clientFacts(ctx)));
  });

  // A post's create, update, delete, reorder and restore are every kind's (content-writes.router.ts).
  router.get(`${POST.adminPath}/:id`, requireAdmin, async (ctx) => {
    ctx.body = await service.getById(db, parseId(ctx.params.id, 'Post'));
  });
  router.get(`${POST.adminPath}/:id/revisions`, requireAdmin, async (ctx) => {
    ctx.body = await revisions.list(db, parseId(ctx.params.id, 'Post'));
  });
  // The body is checked before the ids: a malformed restore is a 400 whatever it names.
  router.post(`${POST.adminPath}/:id/revisions/:revisionId/restore`, requireAdmin, requireCsrf, async (ctx) => {
    // The body first (400), then the ids (404), then the version (409).
    const { updatedAt } = parseBody(revisionRestoreStruct, ctx.request.body);
    ctx.body = await revisions.restore(db, parseId(ctx.params.id, 'Post'), parseId(ctx.params.revisionId, 'Revision'), updatedAt);
  });
}
