import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { normaliseUsername } from './username.js';

/**
 * OWASP's "device cookie": after a successful sign-in the browser gets a cookie naming the username
 * and a random device id, signed with the app's keys (`folio.device.sig`). A sign-in that presents a
 * valid one for the same username is counted on that device's own budget (login-limiter.ts), so
 * failures made elsewhere for that username cannot lock the owner's own browser out. Nothing is stored.
 */
export const DEVICE_COOKIE = 'folio.device';
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 3_600_000;

const encodeName = (username: string) => Buffer.from(normaliseUsername(username)).toString('base64url');

/** The device id of a valid, unexpired device cookie issued for this username, else null. */
export function trustedDeviceId(ctx: Context, username: string): string | null {
  const value = ctx.cookies.get(DEVICE_COOKIE, { signed: true });
  const [name, deviceId, issuedAt] = value?.split('.') ?? [];
  if (!name || !deviceId || !issuedAt || name !== encodeName(username)) return null;
  const age = Date.now() - Number(issuedAt);
  return age >= 0 && age < DEVICE_COOKIE_MAX_AGE_MS ? deviceId : null;
}

/** A new device cookie (a new device id) at each successful sign-in. */
export function issueDeviceCookie(ctx: Context, username: string, secure: boolean): void {
  const value = [encodeName(username), randomBytes(16).toString('base64url'), Date.now()].join('.');
  ctx.cookies.set(DEVICE_COOKIE, value, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/auth',
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
  });
}
