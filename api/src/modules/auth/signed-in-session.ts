import type { Context } from 'koa';
import type { Db } from '../../db/knex.js';
import { sessionOf } from '../../http/guards.js';
import { deleteExpiredSessions } from '../../http/session.js';
import { issueDeviceCookie } from './device-cookie.js';

/**
 * The end of a complete sign-in: a fresh session id and no CSRF token from before (nothing from
 * before survives), the start of the absolute lifetime, expired rows swept, and the device cookie
 * that marks this browser as one the owner has signed in from.
 */
export async function startSignedInSession(ctx: Context, db: Db, user: { id: number; username: string }, secureCookie: boolean): Promise<void> {
  const session = sessionOf(ctx)!;
  delete session.csrfToken;
  session.userId = user.id;
  session.username = user.username;
  session.signedInAt = Date.now();
  await session.regenerate();
  await deleteExpiredSessions(db);
  issueDeviceCookie(ctx, user.username, secureCookie);
}
