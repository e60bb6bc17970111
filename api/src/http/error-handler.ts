import type { Middleware } from 'koa';
import { isDatabaseUnavailable } from '../db/db-errors.js';
import { withRequestQueryTimeout } from '../db/query-deadline.js';
import { DomainError, type ErrorCode } from '../domain-error.js';
import { HttpError } from './http-error.js';
import type { AppState } from './state.js';

type ExposedError = { status?: unknown; statusCode?: unknown; expose?: unknown; message?: string };

/** The answer's status for each domain error. */
const STATUS_OF: Record<ErrorCode, number> = {
  invalid: 400,
  'not-signed-in': 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
  busy: 503,
};

/** How soon a client may try again while the database is away (the pool reconnects on the next request). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not answering just now. Please try again in a moment.';

/**
 * First middleware: every failure becomes a JSON answer; the database being away becomes a 503 with
 * Retry-After; unknown errors become a logged 500 without internals. It runs the request with a
 * time limit on its queries, so that a database that stops answering cannot hold the answer.
 */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await withRequestQueryTimeout(next);
    } catch (error) {
      if (error instanceof DomainError) {
        ctx.status = STATUS_OF[error.code];
        ctx.body = { message: error.message, ...(error.fields ? { fields: error.fields } : {}), ...error.more.details };
        if (error.more.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(Math.max(1, Math.ceil(error.more.retryAfterSeconds))));
        return;
      }
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = { message: error.message };
        return;
      }
      const exposed = error as ExposedError;
      const status = Number(exposed?.status ?? exposed?.statusCode);
      if (exposed?.expose === true && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { message: exposed.message || 'Bad request' };
        return;
      }
      if (isDatabaseUnavailable(error)) {
        ctx.state.log.warn({ err: error }, 'database unavailable');
        ctx.status = 503;
        ctx.set({ 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' });
        ctx.body = { message: DATABASE_UNAVAILABLE_MESSAGE };
        return;
      }
      ctx.state.log.error({ err: error }, 'request failed');
      ctx.status = 500;
      ctx.body = { message: 'Something went wrong on our side. Please try again.' };
    }
  };
}
