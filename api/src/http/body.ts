import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { HttpError } from './http-error.js';

export const JSON_LIMIT = '1mb';

const hasBody = (ctx: Parameters<Middleware>[0]) =>
  Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';

/** JSON bodies only: other content types on a write are answered 415, malformed JSON 400, oversized 413. */
export function jsonBody(): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: JSON_LIMIT,
    encoding: 'utf-8',
    onError: (error: Error & { status?: number }) => {
      if (error.status === 413) throw new HttpError(413, 'The request body is too large');
      throw new HttpError(400, 'The request body is not valid JSON');
    },
  });
  return async (ctx, next) => {
    if (['POST', 'PUT', 'PATCH'].includes(ctx.method) && hasBody(ctx) && !ctx.is('application/json')) {
      throw new HttpError(415, 'Send the request body as application/json');
    }
    return parse(ctx, next);
  };
}
