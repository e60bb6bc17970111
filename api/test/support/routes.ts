import type Router from '@koa/router';
import pino from 'pino';
import { createApp } from '../../src/app.js';
import { createLoginLimiter } from '../../src/modules/auth/login-limiter.js';
import { routesOf, type Route } from '../../src/modules/openapi/openapi-document.js';
import type { TestContext } from './test-context.js';

/** The router of a second app built from the same factory and database as the context's: its routes as mounted. */
export function routerOf(t: TestContext): Router {
  const app = createApp({
    config: t.config,
    db: t.db,
    logger: pino({ level: 'silent' }),
    limiter: createLoginLimiter(t.db, t.config.loginLimit, false),
    sessionKey: 'test-session-key-0123456789abcdef',
  });
  return (app.middleware.find((middleware) => 'router' in middleware) as unknown as { router: Router }).router;
}

/** Every method and path the API answers, with its guards, read from the router (HEAD left out). */
export const routesOfApp = (t: TestContext): Route[] => routesOf(routerOf(t));

/** The path with each `{param}` replaced by the (already encoded) value given for it. */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for {${name}} in ${path}`);
    return values[name]!;
  });
