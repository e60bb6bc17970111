import type { Middleware } from 'koa';
import { HttpError } from './http-error.js';
import type { AppState } from './state.js';

type ExposedError = { status?: unknown; statusCode?: unknown; expose?: unknown; message?: string };

/** First middleware: every failure becomes a JSON answer; unknown errors become a logged 500 without internals. */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = error.fields ? { message: error.message, fields: error.fields } : { message: error.message };
        if (error.headers) ctx.set(error.headers);
        return;
      }
      const exposed = error as ExposedError;
      const status = Number(exposed?.status ?? exposed?.statusCode);
      if (exposed?.expose === true && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { message: exposed.message || 'Bad request' };
        return;
      }
      ctx.state.log.error({ err: error }, 'request failed');
      ctx.status = 500;
      ctx.body = { message: 'Something went wrong on our side. Please try again.' };
    }
  };
}

