import { SIGN_IN_HISTORY, type SignInOutcome, type SignInReason, type SignInRecord } from '@folio/contracts';
import { isDeadlock } from '../../db/db-errors.js';
import { fromDbDateTime, toDbDateTime } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';

/** `network`: the client's network (http/client-network.ts), which a counted row stands for. */
export type NewSignInEvent = { userId: number | null; address: string; network: string; device: string; outcome: SignInOutcome; reason: SignInReason };

const DAY_MS = 86_400_000;
/**
 * The span one counted row covers: an hour of the clock (UTC), not the limiter's LOGIN_WINDOW_SECONDS,
 * which may be set as short as a second and would then bring back a row per attempt; an hour also
 * reads at a glance ('Wrong password ×110, 10:02 to 10:40') and costs a network at most 24 rows a day.
 */
const WINDOW_MS = SIGN_IN_HISTORY.failureWindowMinutes * 60_000;
/** Failed and refused attempts: anyone can send them, as fast as they like, so they are counted, not listed one by one. */
const COUNTED_OUTCOMES: readonly SignInOutcome[] = ['failure', 'refused'];
/** Tries at adding to a counted row when MySQL picks the upsert as a deadlock's victim (parallel attempts on one row). */
const UPSERT_TRIES = 3;

/** One more failed or refused attempt: a new row, or one more on its network's row for this outcome, reason and hour. */
async function count(db: Db, event: NewSignInEvent, now: number): Promise<void> {
  const at = toDbDateTime(new Date(now));
  const row = {
    created_at: at,
    last_at: at,
    window_start: toDbDateTime(new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS)),
    user_id: event.userId,
    address: event.network.slice(0, 64),
    device: event.device.slice(0, 100),
    outcome: event.outcome,
    reason: event.reason,
    count: 1,
  };
  for (let tries = 1; ; tries += 1) {
    try {
      await db('sign_in_events')
        .insert(row)
        .onConflict(['window_start', 'address', 'outcome', 'reason'])
        .merge({ count: db.raw('?? + 1', ['sign_in_events.count']), last_at: at });
      return;
    } catch (error) {
      if (!isDeadlock(error) || tries >= UPSERT_TRIES) throw error;
    }
  }
}

/** Drops what falls out of the bounds: anything older than maxAgeDays, and the counted rows past maxFailureRows, least recently active first. */
async function prune(db: Db, now: number): Promise<void> {
  await db('sign_in_events').where('last_at', '<', toDbDateTime(new Date(now - SIGN_IN_HISTORY.maxAgeDays * DAY_MS))).delete();
  const surplus = await db('sign_in_events')
    .whereNotNull('window_start')
    .orderBy([{ column: 'last_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .offset(SIGN_IN_HISTORY.maxFailureRows)
    .pluck('id');
  if (surplus.length > 0) await db('sign_in_events').whereIn('id', surplus).delete();
}

/**
 * Every knex call for `sign_in_events`, the sign-in history (contracts' SIGN_IN_HISTORY): a success,
 * a two-factor step or 'Sign out everywhere' is a row of its own, kept maxAgeDays whatever else comes;
 * failed and refused attempts are counted per network, outcome, reason and hour, in rows of their own
 * (`window_start` set) of which at most maxFailureRows are kept, so that no flood of them can push a
 * success out, and a flood costs a row per network and hour, not one per attempt.
 */
export const signInEventsRepository = {
  async add(db: Db, event: NewSignInEvent, now = Date.now()): Promise<void> {
    if (COUNTED_OUTCOMES.includes(event.outcome)) {
      await count(db, event, now);
    } else {
      const at = toDbDateTime(new Date(now));
      await db('sign_in_events').insert({
        created_at: at,
        last_at: at,
        user_id: event.userId,
        address: event.address.slice(0, 64),
        device: event.device.slice(0, 100),
        outcome: event.outcome,
        reason: event.reason,
        count: 1,
      });
    }
    await prune(db, now);
  },

  /** Newest first (by the last attempt a row counts). */
  async list(db: Db, now = Date.now()): Promise<SignInRecord[]> {
    const rows = await db('sign_in_events')
      .where('last_at', '>=', toDbDateTime(new Date(now - SIGN_IN_HISTORY.maxAgeDays * DAY_MS)))
      .orderBy([{ column: 'last_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .select('created_at', 'last_at', 'count', 'address', 'device', 'outcome', 'reason');
    return rows.map((row) => ({
      at: fromDbDateTime(row.created_at)!,
      lastAt: fromDbDateTime(row.last_at)!,
      count: Number(row.count),
      address: row.address as string,
      device: row.device as string,
      outcome: row.outcome as SignInOutcome,
      reason: row.reason as SignInReason,
    }));
  },
};
