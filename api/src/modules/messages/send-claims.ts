import { setTimeout as sleep } from 'node:timers/promises';
import { isUniqueViolation } from '../../db/db-errors.js';
import type { Db } from '../../db/knex.js';

/** How long a claim holds a send's key: far longer than a send takes, short enough to free a stopped process's. */
export const CLAIM_MS = 10_000;
const POLL_MS = 25;

type Claim = { idempotency_key: string; expires_at: number };

/** Claims `key` for one send; null while another send holds it (an expired claim is taken over). */
async function claim(db: Db, key: string): Promise<Claim | null> {
  const now = Date.now();
  await db('contact_message_claims').where({ idempotency_key: key }).andWhere('expires_at', '<', now).delete();
  const row: Claim = { idempotency_key: key, expires_at: now + CLAIM_MS };
  try {
    await db('contact_message_claims').insert(row);
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * Runs `store` for the send whose idempotency key is `key`, unless that send is stored already
 * (`isStored`): then, or when a twin sent at the same moment (a double click, a retry racing the
 * first try) stores it meanwhile, answers 'repeat' without running it. Twins wait for each other,
 * in every API process (the claim is a row), so only one of them counts the limits and writes; if
 * that one is refused, the next tries on its own account.
 */
export async function onceFor<T>(db: Db, key: string, isStored: () => Promise<boolean>, store: () => Promise<T>): Promise<T | 'repeat'> {
  let held: Claim | null = null;
  for (;;) {
    if (await isStored()) return 'repeat';
    held = await claim(db, key);
    if (held) break;
    await sleep(POLL_MS);
  }
  try {
    // Stored between the look-up and the claim (by a twin that released its claim just then)?
    if (await isStored()) return 'repeat';
    return await store();
  } finally {
    // Only this send's claim: one that outlived its expiry may have been taken over since.
    await db('contact_message_claims').where(held).delete();
  }
}

/** Claims a stopped process left behind (each is freed anyway once expired, by the next send of its key). */
export async function deleteExpiredClaims(db: Db, now: number): Promise<void> {
  await db('contact_message_claims').where('expires_at', '<', now).delete();
}
