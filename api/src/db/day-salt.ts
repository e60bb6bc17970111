import { randomBytes } from 'node:crypto';
import { dayOf } from '@folio/contracts';
import type { Db } from './knex.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each API process keeps the day's salt it read, so a request costs no extra query once a day has begun. */
const saltCache = new WeakMap<Db, { day: string; salt: string }>();

/**
 * The salt of the UTC day of `now` (`visitor_salts`): random, made by whichever process needs it
 * first (the primary key keeps the first), the same for every process, never in a backup. The first
 * time a process meets a new day it also deletes the salts older than yesterday: a hash made with a
 * deleted salt can no longer be recomputed from a guess, so what it was a hash of is gone for good.
 * Every hash of a client address that is kept (visitor ids, the limits' keys) is made with it.
 */
export async function daySalt(db: Db, now: number): Promise<{ day: string; salt: string }> {
  const day = dayOf(now);
  const cached = saltCache.get(db);
  if (cached?.day === day) return cached;
  await db('visitor_salts').insert({ day, salt: randomBytes(32).toString('hex') }).onConflict('day').ignore();
  const { salt } = (await db('visitor_salts').where({ day }).first('salt')) as { salt: string };
  await db('visitor_salts').where('day', '<', dayOf(now - DAY_MS)).delete();
  const fresh = { day, salt };
  saltCache.set(db, fresh);
  return fresh;
}
