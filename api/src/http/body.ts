import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { HttpError } from './http-error.js';

export const JSON_LIMIT = '1mb';
/**
 * POST routes that read their own body: the upload (multipart, http/multipart.ts) and the analytics
 * beacon (text/plain JSON with a small limit, modules/analytics/collect.router.ts).
 */
const OWN_BODY_PATHS = ['/api/admin/media', '/api/analytics/events'];

const hasBody = (ctx: Parameters<Middleware>[0]) =>
  Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';

/** Half of a UTF-16 surrogate pair without its other half: JSON can carry one as an escape, no database can store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether any string of a parsed body, keys included, holds a lone surrogate (walked without recursion: bodies may nest deeply). */
export function hasLoneSurrogate(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return true;
    } else if (Array.isArray(value)) {
      pending.push(...value);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) pending.push(key, child);
    }
  }
  return false;
}

/** JSON bodies only: other content types on a write are answered 415, malformed JSON or invalid Unicode 400, oversized 413. */
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
    if (ctx.method === 'POST' && OWN_BODY_PATHS.includes(ctx.path)) return next();
    if (['POST', 'PUT', 'PATCH'].includes(ctx.method) && hasBody(ctx) && !ctx.is('application/json')) {
      throw new HttpError(415, 'Send the request body as application/json');
    }
    // Stored, such text would come back altered (each half replaced by U+FFFD): refuse it instead.
    return parse(ctx, async () => {
      if (hasLoneSurrogate(ctx.request.body)) throw new HttpError(400, 'The request body holds text that is not valid Unicode (a lone surrogate)');
      await next();
    });
  };
}
