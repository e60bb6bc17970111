import { createHash, randomBytes } from 'node:crypto';
import type Koa from 'koa';
import { SESSION_COOKIE } from '@folio/contracts';
import createSession from 'koa-session';
import type { Db } from '../db/knex.js';
import type { SessionConfig } from '../config.js';
import { forbidden } from '../domain-error.js';
import type { SessionData } from './state.js';

/** How often one API process sweeps expired rows while it writes sessions; the DELETE is safe in several at once. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * The row key of a session: the SHA-256 of the id its cookie carries, never the id itself, so that a
 * copy of the database (a stolen file, a dump) holds no id that opens a session. The id is a random
 * UUID (koa-session's, 122 random bits), so an unsalted hash is enough: there is nothing to guess.
 */
export function sessionRowKey(cookieId: string): string {
  return createHash('sha256').update(cookieId, 'utf8').digest('hex');
}

/**
 * koa-session's external store in the `sessions` table: logout deletes the row, every API process
 * sees it. A row lives until the idle lifetime runs out (renewed while used) or the absolute one
 * counted from sign-in, whichever comes first; `user_id` lets every session of an account end at once.
 * Rows are keyed by `sessionRowKey` of the cookie's id.
 */
export function databaseSessionStore(db: Db, absoluteMaxAgeMs: number) {
  let lastSweep = 0;
  return {
    async get(key: string): Promise<Record<string, unknown> | undefined> {
      const row = await db('sessions').where({ id: sessionRowKey(key) }).andWhere('expires_at', '>', Date.now()).first('data');
      return row ? (JSON.parse(row.data as string) as Record<string, unknown>) : undefined;
    },
    async set(key: string, session: Record<string, unknown> & SessionData, maxAge: number): Promise<void> {
      const now = Date.now();
      const userId = typeof session.userId === 'number' ? session.userId : null;
      if (userId !== null && typeof session.signedInAt !== 'number') session.signedInAt = now;
      const absoluteEnd = userId !== null ? session.signedInAt! + absoluteMaxAgeMs : Number.POSITIVE_INFINITY;
      const row = { id: sessionRowKey(key), data: JSON.stringify(session), expires_at: Math.min(now + maxAge, absoluteEnd), user_id: userId };
      await db('sessions').insert(row).onConflict('id').merge(['data', 'expires_at', 'user_id']);
      if (now - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = now;
        await deleteExpiredSessions(db);
      }
    },
    async destroy(key: string): Promise<void> {
      await db('sessions').where({ id: sessionRowKey(key) }).delete();
    },
  };
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db('sessions').where('expires_at', '<=', Date.now()).delete();
}

/**
 * The cookie-signing key: from SESSION_SECRET, else generated once and kept in the database for every
 * process. Set SESSION_SECRET to keep it out of the database: a copy of the database then holds
 * neither a session id (rows are keyed by its hash) nor the key to sign a cookie.
 */
export async function sessionSigningKey(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  const existing = await db('app_secrets').where({ name: 'session' }).first('value');
  if (existing) return existing.value as string;
  await db('app_secrets').insert({ name: 'session', value: randomBytes(32).toString('base64url') }).onConflict('name').ignore();
  const stored = await db('app_secrets').where({ name: 'session' }).first('value');
  return stored.value as string;
}

export const HTTPS_ONLY_MESSAGE =
  "This site signs in over https only, and this request came over http. Use the site's https address; if you did, the proxy in front of it is not trusted (see docs/tls.md).";

export function sessionMiddleware(app: Koa, db: Db, config: SessionConfig): Koa.Middleware {
  const session = createSession(
    {
      key: SESSION_COOKIE,
      store: databaseSessionStore(db, config.absoluteMaxAgeMs),
      maxAge: config.maxAgeMs,
      httpOnly: true,
      signed: true,
      // koa-session leaves SameSite unset; the console and the API share one origin, so Strict costs nothing.
      sameSite: 'strict',
      secure: config.secureCookie,
      rolling: false,
      renew: true,
    },
    app,
  );
  if (!config.secureCookie) return session;
  // A Secure cookie cannot go out over http (the cookies package throws, which would be a bare 500):
  // say why instead.
  return async (ctx, next) => {
    try {
      await session(ctx, next);
    } catch (error) {
      if (!ctx.secure && error instanceof Error && /secure cookie over unencrypted connection/i.test(error.message)) throw forbidden(HTTPS_ONLY_MESSAGE);
      throw error;
    }
  };
}
