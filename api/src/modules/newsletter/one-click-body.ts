import type { Middleware } from 'koa';

/** The RFC 8058 one-click address: `/api/newsletter/unsubscribe/<token>`. */
export const ONE_CLICK_PATH = /^\/api\/newsletter\/unsubscribe\/[^/]+$/;

/**
 * The request body reader, except for a one-click unsubscribe: a mail provider's server POSTs
 * `List-Unsubscribe=One-Click` as a form (application/x-www-form-urlencoded or multipart), which the
 * JSON reader would refuse (415). That route reads no body: the token in its path says everything.
 */
export function exceptOneClickUnsubscribe(bodyReader: Middleware): Middleware {
  return (ctx, next) => (ctx.method === 'POST' && ONE_CLICK_PATH.test(ctx.path) ? next() : bodyReader(ctx, next));
}
