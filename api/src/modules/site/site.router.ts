import type Router from '@koa/router';
import type { SiteInfo } from '@folio/contracts';
import type { Config } from '../../config.js';
import { engineOf, type Db } from '../../db/knex.js';

export function mountSite(router: Router, db: Db, config: Config): void {
  const site: SiteInfo = { ...config.site };
  router.get('/site', (ctx) => {
    ctx.body = site;
  });

  router.get('/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await db.raw('select 1');
      ctx.body = { status: 'ok', database: engineOf(db) };
    } catch (error) {
      ctx.state.log.error({ err: error }, 'health check failed');
      ctx.status = 503;
      ctx.body = { status: 'unavailable', database: engineOf(db) };
    }
  });
}
