import type { Db } from './knex.js';

// The signed-in sessions' rows (http/session.ts is their store for Koa): what the owner's account
// changes (a new password, a retired account) ends.

/** Ends every session of one account (password or username changed, 'Sign out everywhere'). */
export async function endSessionsOf(db: Db, userId: number): Promise<number> {
  return db('sessions').where({ user_id: userId }).delete();
}

/** Ends the sessions of every account but this one (accounts retired at start). */
export async function endSessionsOfAllBut(db: Db, userId: number): Promise<void> {
  await db('sessions').whereNot({ user_id: userId }).delete();
}

