import type Router from '@koa/router';
import { reorderStruct } from '@folio/contracts';
import type { Db } from '../../../db/knex.js';
import { requireAdmin, requireCsrf } from '../../../http/guards.js';
import { parseBody } from '../../../http/input.js';
import type { Orderable } from './orderable.js';
import { orderingService as service } from './ordering.service.js';

/**
 * `PUT {adminPath}/order` and `POST {adminPath}/restore` of one kind of content. Mount them before
 * the kind's `{adminPath}/:id` routes, which would otherwise take 'order' for an id.
 */
export function mountOrdering(router: Router, db: Db, kind: Orderable): void {
  router.put(`${kind.adminPath}/order`, requireAdmin, requireCsrf, async (ctx) => {
    await service.reorder(db, kind, parseBody(reorderStruct, ctx.request.body).ids);
    ctx.status = 204;
  });
  router.post(`${kind.adminPath}/restore`, requireAdmin, requireCsrf, async (ctx) => {
    ctx.status = 201;
    ctx.body = await service.restore(db, kind, kind.parseRestore(ctx.request.body));
  });
}
