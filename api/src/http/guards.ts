import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { forbidden, unauthorized } from './http-error.js';
import type { SessionData } from './state.js';

export const CSRF_HEADER = 'x-csrf-token';

export const sessionOf = (ctx: Context) => ctx.session as unknown as (SessionData & { regenerate(): Promise<void> }) | null;

export const isSignedIn = (ctx: Context) => typeof sessionOf(ctx)?.userId === 'number';

/** 401 for any admin call without a signed-in session. */
export const requireAdmin: Middleware = async (ctx, next) => {
  if (!isSignedIn(ctx)) throw unauthorized();
  await next();
};

/** The session's CSRF token, created on first request (GET /api/csrf-token). */
export function csrfTokenFor(ctx: Context): string {
  const session = sessionOf(ctx)!;
  session.csrfToken ??= randomBytes(32).toString('base64url');
  return session.csrfToken;
}

function sameToken(expected: string | undefined, given: string): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 403 for a write whose x-csrf-token header does not match this session's token. */
export const requireCsrf: Middleware = async (ctx, next) => {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(ctx.method) && !sameToken(sessionOf(ctx)?.csrfToken, ctx.get(CSRF_HEADER))) {
    throw forbidden('Missing or invalid CSRF token. Fetch a new one from /api/csrf-token and try again.');
  }
  await next();
};
