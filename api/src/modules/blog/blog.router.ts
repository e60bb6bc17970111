import type Router from '@koa/router';
import type { Context } from 'koa';
import { TOTAL_COUNT_HEADER } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import { isSignedIn, requireAdmin, requireCsrf } from '../../http/guards.js';
import { parseId, parsePersonaFilter } from '../../http/input.js';
import { mountCollection } from '../collections/collections.router.js';
import { blogCategories, blogTags } from './blog-taxonomies.js';
import { postsService as service } from './posts.service.js';

export function mountBlog(router: Router, db: Db): void {
  mountCollection(router, db, blogCategories);
  mountCollection(router, db, blogTags);

  // The public list (drafts too for a signed-in admin, as §7's console reads it) and the console's own list.
  const listPosts = (signedIn: (ctx: Context) => boolean) => async (ctx: Context) => {
    const { status, categoryId, limit, offset, q } = ctx.query;
    const personaId = parsePersonaFilter(ctx.query.personaId);
    const { total, posts } = await service.list(db, { signedIn: signedIn(ctx) }, { status, personaId, categoryId, limit, offset, q });
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = posts;
  };
  router.get('/blog/posts', listPosts(isSignedIn));
  router.get('/admin/blog/posts', requireAdmin, listPosts(() => true));
  router.get('/blog/feed', async (ctx) => {
    ctx.body = await service.feed(db, parsePersonaFilter(ctx.query.personaId));
  });
  router.get('/blog/posts/slug/:slug', async (ctx) => {
    ctx.body = await service.getBySlug(db, { signedIn: isSignedIn(ctx) }, ctx.params.slug ?? '');
  });
  router.get('/blog/posts/:id/tags', async (ctx) => {
    ctx.body = await service.tagsOf(db, { signedIn: isSignedIn(ctx) }, parseId(ctx.params.id, 'Post'));
  });
  router.post('/blog/posts/:id/view', async (ctx) => {
    ctx.body = await service.countView(db, parseId(ctx.params.id, 'Post'));
  });

  router.post('/admin/blog/posts', requireAdmin, requireCsrf, async (ctx) => {
    ctx.status = 201;
    ctx.body = await service.create(db, ctx.request.body);
  });
  router.put('/admin/blog/posts/:id', requireAdmin, requireCsrf, async (ctx) => {
    ctx.body = await service.update(db, parseId(ctx.params.id, 'Post'), ctx.request.body);
  });
  router.delete('/admin/blog/posts/:id', requireAdmin, requireCsrf, async (ctx) => {
    await service.remove(db, parseId(ctx.params.id, 'Post'));
    ctx.status = 204;
  });
}
