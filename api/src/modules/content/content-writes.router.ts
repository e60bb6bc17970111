import type Router from '@koa/router';
import type { Db } from '../../db/knex.js';
import { requireAdmin, requireCsrf } from '../../http/guards.js';
import { HttpError } from '../../http/http-error.js';
import { parseId } from '../../http/input.js';
import { createOnce } from './create-keys.js';
import { parseContent } from './content-input.js';
import { readExpectedVersion } from './item-version.js';
import { mountOrdering } from './ordering/ordering.router.js';
import type { ContentEntry } from './content-entry.js';

const CREATE_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** The create's `Idempotency-Key` header, when it has one (the console sends a new one with every create). */
function createKeyOf(header: string): string | undefined {
  if (header === '') return undefined;
  if (!CREATE_KEY.test(header)) throw new HttpError(400, 'Idempotency-Key must be 16 to 100 letters, digits, hyphens or underscores');
  return header;
}

/**
 * The console's writes, the same for every kind of content, posts included: POST {adminPath},
 * PUT {adminPath}/order, POST {adminPath}/restore, PUT and DELETE {adminPath}/:id. The body is checked
 * by the kind's contract here; the kind's own service does the rest.
 */
export function mountContentWrites(router: Router, db: Db, entry: ContentEntry): void {
  const { adminPath } = entry.orderable;
  // With an Idempotency-Key, the same create sent again (the edge does, when a task died before it
  // answered) makes its item once and answers it again (create-keys.ts).
  router.post(adminPath, requireAdmin, requireCsrf, async (ctx) => {
    const key = createKeyOf(ctx.get('idempotency-key'));
    const values = parseContent(entry, ctx.request.body);
    ctx.body = key ? await createOnce(db, entry.writes, values, key) : await entry.writes.create(db, values);
    ctx.status = 201;
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
