import { SIGN_IN_HISTORY, type SignInOutcome, type SignInReason, type SignInRecord } from '@folio/contracts';
import { fromDbDateTime, nowForDb, toDbDateTime } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';

export type NewSignInEvent = { userId: number | null; address: string; device: string; outcome: SignInOutcome; reason: SignInReason };

/** Every knex call for `sign_in_events`: the last sign-in attempts, kept bounded. */
export const signInEventsRepository = {
  /** Adds one attempt, then drops what falls out of the bounds (the newest maxRows, none older than maxAgeDays). */
  async add(db: Db, event: NewSignInEvent): Promise<void> {
    await db('sign_in_events').insert({
      created_at: nowForDb(),
      user_id: event.userId,
      address: event.address.slice(0, 64),
      device: event.device.slice(0, 100),
      outcome: event.outcome,
      reason: event.reason,
    });
    const oldest = new Date(Date.now() - SIGN_IN_HISTORY.maxAgeDays * 86_400_000);
    await db('sign_in_events').where('created_at', '<', toDbDateTime(oldest)).delete();
    const cut = await db('sign_in_events').orderBy('id', 'desc').offset(SIGN_IN_HISTORY.maxRows - 1).first('id');
    if (cut) await db('sign_in_events').where('id', '<', cut.id).delete();
  },

  /** Newest first. */
  async list(db: Db): Promise<SignInRecord[]> {
    const rows = await db('sign_in_events').orderBy('id', 'desc').limit(SIGN_IN_HISTORY.maxRows).select('created_at', 'address', 'device', 'outcome', 'reason');
    return rows.map((row) => ({
      at: fromDbDateTime(row.created_at)!,
      address: row.address as string,
      device: row.device as string,
      outcome: row.outcome as SignInOutcome,
      reason: row.reason as SignInReason,
    }));
  },
};
