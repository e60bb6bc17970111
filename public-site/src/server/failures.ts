import type Koa from 'koa';
import { ApiUnavailableError } from './api-fetch';
import { RETRY_AFTER_SECONDS, unavailablePageHtml } from './unavailable-page';

export type ServerLog = (message: string, error?: unknown) => void;

/**
 * The rendering server's last word on a failure: the API out of reach is a 503 page with Retry-After
 * (a visitor is told to try again, nginx never caches it); anything else a logged 500 without internals.
 */
export function answerFailures(log: ServerLog): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      ctx.set('Cache-Control', 'no-store');
      if (error instanceof ApiUnavailableError) {
        log(error.message);
        ctx.status = 503;
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        ctx.type = 'html';
        ctx.body = unavailablePageHtml(ctx.url);
        return;
      }
      log(`Could not answer ${ctx.method} ${ctx.url}`, error);
      ctx.status = 500;
      ctx.type = 'text/plain';
      ctx.body = 'Something went wrong on our side.';
    }
  };
}
