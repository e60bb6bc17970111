import type Router from '@koa/router';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { notFound } from '../../domain-error.js';
import { requireAdmin, requireCsrf } from '../../http/guards.js';
import { parseId } from '../../http/input.js';
import { parseSubscriberListQuery } from './subscriber-list-query.js';
import { subscribersAdminService as subscribers } from './subscribers-admin.service.js';
import { subscribersCsv } from './subscribers-csv.js';

/** The console's Subscribers screen: counts and growth, the list (search, filters), its CSV export, erasure (the CSRF header). */
export function mountSubscribersAdmin(router: Router, db: Db, config: Config): void {
  router.get('/admin/newsletter/summary', requireAdmin, async (ctx) => {
    ctx.body = await subscribers.summary(db, config.contact.mail !== null, Date.now());
  });
  router.get('/admin/newsletter/subscribers', requireAdmin, async (ctx) => {
    ctx.body = await subscribers.list(db, parseSubscriberListQuery(ctx.query));
  });
  router.get('/admin/newsletter/subscribers.csv', requireAdmin, async (ctx) => {
    const { filter } = parseSubscriberListQuery(ctx.query);
    const csv = subscribersCsv(await subscribers.all(db, filter));
    ctx.set('Content-Disposition', 'attachment; filename="subscribers.csv"');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = csv;
  });
  router.delete('/admin/newsletter/subscribers/:id', requireAdmin, requireCsrf, async (ctx) => {
    if (!(await subscribers.remove(db, parseId(ctx.params.id, 'Subscriber')))) throw notFound('Subscriber');
    ctx.status = 204;
  });
}
