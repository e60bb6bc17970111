import type Router from '@koa/router';
import type { Db } from '../../db/knex.js';
import { requireAdmin, requireCsrf } from '../../http/guards.js';
import { parseId } from '../../http/input.js';
import { parseContent } from './content-input.js';
import { readExpectedVersion } from './item-version.js';
import { mountOrdering } from './ordering/ordering.router.js';
import type { ContentEntry } from './content-entry.js';

/**
 * The console's writes, the same for every kind of content, posts included: POST {adminPath},
 * PUT {adminPath}/order, POST {adminPath}/restore, PUT and DELETE {adminPath}/:id. The body is checked
 * by the kind's contract here; the kind's own service does the rest.
 */
export function mountContentWrites(router: Router, db: Db, entry: ContentEntry): void {
  const { adminPath } = entry.orderable;
  router.post(adminPath, requireAdmin, requireCsrf, async (ctx) => {
    ctx.status = 201;
    ctx.body = await entry.writes.create(db, parseContent(entry, ctx.request.body));
  });
  // PUT /order and POST /restore, mounted before /:id, which would take 'order' for an id.
  mountOrdering(router, db, entry.orderable);
  router.put(`${adminPath}/:id`, requireAdmin, requireCsrf, async (ctx) => {
    const id = parseId(ctx.params.id, entry.entity);
    const values = parseContent(entry, ctx.request.body);
    ctx.body = await entry.writes.update(db, id, values, readExpectedVersion(ctx.request.body));
  });
  router.delete(`${adminPath}/:id`, requireAdmin, requireCsrf, async (ctx) => {
    await entry.writes.remove(db, parseId(ctx.params.id, entry.entity));
    ctx.status = 204;
  });
}
