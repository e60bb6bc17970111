import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_HEADER } from '@folio/contracts';
import type { Context, Middleware } from 'koa';
import { forbidden, notSignedIn } from '../domain-error.js';
import type { SessionData } from './state.js';

export const sessionOf = (ctx: Context) => ctx.session as unknown as (SessionData & { regenerate(): Promise<void> }) | null;

export const isSignedIn = (ctx: Context) => typeof sessionOf(ctx)?.userId === 'number';

/** 401 for any admin call without a signed-in session. */
export const requireAdmin: Middleware = async (ctx, next) => {
  if (!isSignedIn(ctx)) throw notSignedIn();
  await next();
};

/** A visitor's CSRF token: a signed cookie of its own, so that no session is stored for anonymous calls. */
export const CSRF_COOKIE = 'folio.csrf';
const TOKEN_SHAPE = /^[\w-]{43}$/;
const newToken = () => randomBytes(32).toString('base64url');

/**
 * The CSRF token, made on first request (GET /api/csrf-token): kept in the session of a signed-in
 * admin; for a visitor, a signed double-submit cookie (HttpOnly, SameSite=Strict) instead of a row.
 */
export function csrfTokenFor(ctx: Context, secureCookie: boolean): string {
  const session = sessionOf(ctx);
  if (session && (isSignedIn(ctx) || session.csrfToken)) {
    session.csrfToken ??= newToken();
    return session.csrfToken;
  }
  const existing = visitorToken(ctx);
  if (existing) return existing;
  const token = newToken();
  ctx.cookies.set(CSRF_COOKIE, token, { signed: true, httpOnly: true, sameSite: 'strict', secure: secureCookie, path: '/api' });
  return token;
}

function visitorToken(ctx: Context): string | undefined {
  const token = ctx.cookies.get(CSRF_COOKIE, { signed: true });
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

function sameToken(expected: string | undefined, given: string): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A signed-in admin's token is the session's own (a token from before the sign-in no longer counts). */
const expectedCsrfToken = (ctx: Context) => (isSignedIn(ctx) ? sessionOf(ctx)!.csrfToken : (sessionOf(ctx)?.csrfToken ?? visitorToken(ctx)));

/** 403 for a write whose x-csrf-token header does not match this session's token (or, without one, the visitor's). */
export const requireCsrf: Middleware = async (ctx, next) => {
  if (!['GET', 'HEAD', 'OPTIONS'].includes(ctx.method) && !sameToken(expectedCsrfToken(ctx), ctx.get(CSRF_HEADER))) {
    throw forbidden('Missing or invalid CSRF token. Fetch a new one from /api/csrf-token and try again.');
  }
  await next();
};

/**
 * What the browser says of where a request comes from: 'same' for a page of this site
 * (`Sec-Fetch-Site: same-origin`, else an `Origin` equal to this site's: the address the request
 * came to, or SITE_URL's), 'other' for anything else a browser names (another site, a sibling
 * subdomain, a sandboxed `null` origin), 'unknown' when it names nothing (no browser: curl, tests).
 */
export function requestSource(ctx: Context, siteUrl: string): 'same' | 'other' | 'unknown' {
  const fetchSite = ctx.get('sec-fetch-site').toLowerCase();
  if (fetchSite) return fetchSite === 'same-origin' ? 'same' : 'other';
  const origin = ctx.get('origin');
  if (!origin) return 'unknown';
  let site: string | null = null;
  try {
    site = new URL(siteUrl).origin;
  } catch {
    // An unusable SITE_URL is refused by config.ts; here it simply matches nothing.
  }
  // (Not ctx.origin: Koa 3 answers the Origin header there.)
  return origin === `${ctx.protocol}://${ctx.host}` || origin === site ? 'same' : 'other';
}

export const CROSS_SITE_MESSAGE = 'This call is accepted only from pages of this site (missing or invalid CSRF token, and another origin).';

/**
 * For state-changing calls outside the admin's writes (sign-out): the session's CSRF token, or a
 * browser that says the request comes from a page of this site. A cross-site form post has neither: 403.
 */
export function requireCsrfOrSameOrigin(siteUrl: string): Middleware {
  return async (ctx, next) => {
    if (!sameToken(expectedCsrfToken(ctx), ctx.get(CSRF_HEADER)) && requestSource(ctx, siteUrl) !== 'same') throw forbidden(CROSS_SITE_MESSAGE);
    await next();
  };
}

/**
 * For sign-in, which has no session to protect yet and so no token: refused (403) when a browser
 * says it comes from another site, so that no other page can sign a visitor in to an account of its choosing.
 */
export function refuseCrossSite(siteUrl: string): Middleware {
  return async (ctx, next) => {
    if (requestSource(ctx, siteUrl) === 'other') throw forbidden(CROSS_SITE_MESSAGE);
    await next();
  };
}
