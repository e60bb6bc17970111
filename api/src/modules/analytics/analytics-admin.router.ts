import type Router from '@koa/router';
import { analyticsSettingsStruct } from '@folio/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { requireAdmin, requireCsrf } from '../../http/guards.js';
import { parseBody } from '../../http/input.js';
import { parseFilter, parseRange } from './overview-range.js';
import { analyticsOverview } from './overview.service.js';
import type { PostsAtPaths } from './posts-at-paths.js';
import { rollupRepository } from './rollup.repository.js';
import { analyticsSettingsService as settings } from './settings.service.js';

/**
 * The owner's side of the analytics (the console's Insight page): the overview of a range, deleting
 * everything collected, and the weekly digest's setting. Admin only; writes with the CSRF header.
 */
export function mountAnalyticsAdmin(router: Router, db: Db, config: Config, postsAt: PostsAtPaths): void {
  router.get('/admin/analytics/overview', requireAdmin, async (ctx) => {
    const now = Date.now();
    ctx.body = await analyticsOverview(db, postsAt, parseRange(ctx.query, now), now, parseFilter(ctx.query));
  });
  router.delete('/admin/analytics', requireAdmin, requireCsrf, async (ctx) => {
    await rollupRepository.deleteAll(db);
    ctx.status = 204;
  });
  router.get('/admin/analytics/settings', requireAdmin, async (ctx) => {
    ctx.body = await settings.get(db, config);
  });
  router.put('/admin/analytics/settings', requireAdmin, requireCsrf, async (ctx) => {
    ctx.body = await settings.save(db, config, parseBody(analyticsSettingsStruct, ctx.request.body));
  });
}
