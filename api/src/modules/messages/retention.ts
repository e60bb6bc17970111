import { DELETED_MESSAGE_DAYS } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import { deleteExpiredContactCounters } from './contact-limits.js';
import { messagesRepository as repository } from './messages.repository.js';
import { deleteExpiredClaims } from './send-claims.js';
import { deleteExpiredFormTokens } from './used-form-tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often one API process removes expired messages: from the requests that touch the inbox, no timers. */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes for good the messages received more than `retentionDays` ago and those the owner deleted
 * more than DELETED_MESSAGE_DAYS ago (until then, a deleted message can be restored), and the contact
 * limits' expired counters, sends' claims and used form tokens. Safe in several processes at once: each is one DELETE.
 */
export async function removeExpiredMessages(db: Db, retentionDays: number, now: number): Promise<number> {
  const removed = await repository.removeOlderThan(db, new Date(now - retentionDays * DAY_MS), new Date(now - DELETED_MESSAGE_DAYS * DAY_MS));
  await deleteExpiredContactCounters(db, now);
  await deleteExpiredClaims(db, now);
  await deleteExpiredFormTokens(db, now);
  return removed;
}

/**
 * The sweep of one app: run before a request that touches the inbox, at most once an hour. A failed
 * sweep is tried again by the next request.
 */
export function retentionSweep(retentionDays: number) {
  let lastRun = Number.NEGATIVE_INFINITY;
  return async function sweepIfDue(db: Db, now = Date.now()): Promise<void> {
    if (now - lastRun < RETENTION_SWEEP_INTERVAL_MS) return;
    lastRun = now;
    try {
      await removeExpiredMessages(db, retentionDays, now);
    } catch (error) {
      lastRun = Number.NEGATIVE_INFINITY;
      throw error;
    }
  };
}

export type RetentionSweep = ReturnType<typeof retentionSweep>;
