import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from './state.js';

const SAFE_REQUEST_ID = /^[\w-]{1,100}$/;

/** Gives every request an id (kept from x-request-id when well-formed) and logs one line when it ends. */
export function requestLog(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ reqId: requestId });
    ctx.set('x-request-id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      ctx.state.log.info(
        { method: ctx.method, url: ctx.originalUrl, status: ctx.status, ms: Math.round(performance.now() - started) },
        'request',
      );
    }
  };
}
