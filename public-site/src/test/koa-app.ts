import Router from '@koa/router';
import Koa from 'koa';
import { answerFailures } from '../server/failures';

/** Test helper: a Koa app with the given routes and the rendering server's answer to failures (the API away is a 503). */
export function appWith(mount: (router: Router) => void): Koa {
  const app = new Koa();
  const router = new Router();
  app.use(answerFailures(() => {}));
  mount(router);
  app.use(router.routes());
  return app;
}
