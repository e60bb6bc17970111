import type Router from '@koa/router';
import type { Db } from '../../db/knex.js';
import { requireAdmin, requireCsrf } from '../../http/guards.js';
import { parseId, parsePersonaFilter } from '../../http/input.js';
import { parseContent } from './content-input.js';
import { readExpectedVersion } from './item-version.js';
import type { CollectionDefinition } from './collection-definition.js';
import { collectionsService as service } from './collections.service.js';
import { mountOrdering } from './ordering/ordering.router.js';
import { orderableCollection } from './ordering/orderable.js';

/** The public list (and item) and the admin CRUD of one collection definition. */
export function mountCollection(router: Router, db: Db, def: CollectionDefinition): void {
  if (def.publicPath) {
    router.get(def.publicPath, async (ctx) => {
      const personaId = parsePersonaFilter(ctx.query.personaId);
      ctx.body = await service.list(db, def, { personaId, publicOnly: true });
    });
    if (def.publicItem) {
      router.get(`${def.publicPath}/:id`, async (ctx) => {
        ctx.body = await service.get(db, def, parseId(ctx.params.id, def.entity));
      });
    }
  }
  router.get(def.adminPath, requireAdmin, async (ctx) => {
    ctx.body = await service.list(db, def, { personaId: null, publicOnly: false });
  });
  router.post(def.adminPath, requireAdmin, requireCsrf, async (ctx) => {
    ctx.status = 201;
    ctx.body = await service.create(db, def, parseContent(def, ctx.request.body));
  });
  // PUT /order and POST /restore, mounted before /:id, which would take 'order' for an id.
  mountOrdering(router, db, orderableCollection(def));
  router.put(`${def.adminPath}/:id`, requireAdmin, requireCsrf, async (ctx) => {
    const id = parseId(ctx.params.id, def.entity);
    const values = parseContent(def, ctx.request.body);
    ctx.body = await service.update(db, def, id, values, readExpectedVersion(ctx.request.body));
  });
  router.delete(`${def.adminPath}/:id`, requireAdmin, requireCsrf, async (ctx) => {
    await service.remove(db, def, parseId(ctx.params.id, def.entity));
    ctx.status = 204;
  });
}
