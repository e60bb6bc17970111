import { SESSION_COOKIE } from '@folio/contracts';

/** koa-session signs the API's session cookie: the value and its signature travel as two cookies, and the API reads neither without the other. */
const SIGNATURE_COOKIE = `${SESSION_COOKIE}.sig`;

/** What koa-session writes (a key, a base64url signature): anything else is no session of ours. */
const COOKIE_VALUE = /^[\w.~+/=-]{1,200}$/;

/**
 * The Cookie header the rendering server sends the API for a call that may answer the owner more:
 * the session cookie and its signature only (never the visitor's other cookies), or null without
 * a whole session cookie.
 */
export function sessionCookieHeader(cookieOf: (name: string) => string | undefined): string | null {
  const value = cookieOf(SESSION_COOKIE);
  const signature = cookieOf(SIGNATURE_COOKIE);
  if (!value || !signature || !COOKIE_VALUE.test(value) || !COOKIE_VALUE.test(signature)) return null;
  return `${SESSION_COOKIE}=${value}; ${SIGNATURE_COOKIE}=${signature}`;
}
