import type Router from '@koa/router';
import type { Db } from '../../db/knex.js';
import { requireAdmin } from '../../http/guards.js';
import { parseId, parsePersonaFilter } from '../../http/input.js';
import type { CollectionDefinition } from './collection-definition.js';
import { collectionsService as service } from './collections.service.js';

/** The lists of one collection definition: the public list (and item) and the console's; its writes are every kind's (content-writes.router.ts). */
export function mountCollection(router: Router, db: Db, def: CollectionDefinition): void {
  if (def.publicPath) {
    router.get(def.publicPath, async (ctx) => {
      const personaId = parsePersonaFilter(ctx.query.personaId);
      ctx.body = await service.list(db, def, { personaId, publicOnly: true });
    });
    if (def.slugs) {
      // Before /:id, which would take 'slug' for an id. A former slug: 301 to the item's current one.
      router.get(`${def.publicPath}/slug/:slug`, async (ctx) => {
        const found = await service.getBySlug(db, def, ctx.params.slug ?? '');
        if ('item' in found) {
          ctx.body = found.item;
          return;
        }
        const location = `/api${def.publicPath}/slug/${encodeURIComponent(found.movedTo)}`;
        ctx.status = 301;
        ctx.set('Location', location);
        ctx.body = { message: `This ${def.entity.toLowerCase()} has moved to ${location}` };
      });
    }
    if (def.publicItem) {
      router.get(`${def.publicPath}/:id`, async (ctx) => {
        ctx.body = await service.get(db, def, parseId(ctx.params.id, def.entity));
      });
    }
  }
  router.get(def.adminPath, requireAdmin, async (ctx) => {
    ctx.body = await service.list(db, def, { personaId: null, publicOnly: false });
  });
}
