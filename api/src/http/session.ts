import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import createSession from 'koa-session';
import type { Db } from '../db/knex.js';
import type { SessionConfig } from '../config.js';
import { forbidden } from './http-error.js';

export const SESSION_COOKIE = 'folio.sid';

/** koa-session's external store in the `sessions` table: logout deletes the row, every API process sees it. */
export function databaseSessionStore(db: Db) {
  return {
    async get(key: string): Promise<Record<string, unknown> | undefined> {
      const row = await db('sessions').where({ id: key }).andWhere('expires_at', '>', Date.now()).first('data');
      return row ? (JSON.parse(row.data as string) as Record<string, unknown>) : undefined;
    },
    async set(key: string, session: Record<string, unknown>, maxAge: number): Promise<void> {
      const row = { id: key, data: JSON.stringify(session), expires_at: Date.now() + maxAge };
      await db('sessions').insert(row).onConflict('id').merge(['data', 'expires_at']);
    },
    async destroy(key: string): Promise<void> {
      await db('sessions').where({ id: key }).delete();
    },
  };
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db('sessions').where('expires_at', '<=', Date.now()).delete();
}

/** The cookie-signing key: from SESSION_SECRET, else generated once and kept in the database for every process. */
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
      store: databaseSessionStore(db),
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
