import type Router from '@koa/router';
import type { SiteInfo } from '@folio/contracts';
import type { Config } from '../../config.js';
import { engineOf, type Db } from '../../db/knex.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../../http/error-handler.js';
import { siteTextsService } from '../site-texts/index.js';

export function mountSite(router: Router, db: Db, config: Config): void {
  // The configuration's part is fixed at start; the owner's words are read at every request (a save shows at once).
  router.get('/site', async (ctx) => {
    const site: SiteInfo = { ...config.site, texts: await siteTextsService.get(db) };
    ctx.body = site;
  });

  // Readiness: can this process serve requests (its database answers)? Load balancers, `npm start`
  // and the test stacks wait on it.
  router.get('/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await db.raw('select 1');
      ctx.body = { status: 'ok', database: engineOf(db) };
    } catch (error) {
      ctx.state.log.warn({ err: error }, 'health check: the database is not answering');
      ctx.status = 503;
      ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      ctx.body = { status: 'unavailable', database: engineOf(db), message: DATABASE_UNAVAILABLE_MESSAGE };
    }
  });

  // Liveness: the process answers, whatever the database does. The containers' health check uses it:
  // restarting the API would not bring the database back, and it recovers by itself once it is.
  router.get('/health/live', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });
}
