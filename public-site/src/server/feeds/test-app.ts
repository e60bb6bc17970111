import Router from '@koa/router';
import Koa from 'koa';
import { ApiUnavailableError } from '../api-fetch';

/** Test helper: a Koa app with the given routes, mapping an unreachable API to 503 as the rendering server does. */
export function appWith(mount: (router: Router) => void): Koa {
  const app = new Koa();
  const router = new Router();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!(error instanceof ApiUnavailableError)) throw error;
      ctx.status = 503;
      ctx.body = 'unavailable';
    }
  });
  mount(router);
  app.use(router.routes());
  return app;
}
