import type Router from '@koa/router';
import { siteTextsStruct } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import { requireAdmin, requireCsrf } from '../../http/guards.js';
import { parseBody } from '../../http/input.js';
import { siteTextsService as texts } from './site-texts.service.js';

/**
 * The owner's words on the public pages (contracts/src/site-texts.ts): read and replaced by the admin.
 * Visitors read them with the site's information (GET /api/site), at every request: a save shows on
 * the next page rendered (past nginx's micro-cache of a few seconds), with no rebuild.
 */
export function mountSiteTexts(router: Router, db: Db): void {
  router.get('/admin/site-texts', requireAdmin, async (ctx) => {
    ctx.body = await texts.get(db);
  });
  router.put('/admin/site-texts', requireAdmin, requireCsrf, async (ctx) => {
    ctx.body = await texts.save(db, parseBody(siteTextsStruct, ctx.request.body));
  });
}
