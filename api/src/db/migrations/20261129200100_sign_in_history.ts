import type { Knex } from 'knex';
import { fromDbDateTime, toDbDateTime } from '../dates.js';

export const name = '20261129200100_sign_in_history';

/** SIGN_IN_HISTORY.failureWindowMinutes as it was when this ran (a migration keeps its own copy). */
const WINDOW_MS = 60 * 60_000;
const COUNTED_OUTCOMES = ['failure', 'refused'];

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

/**
 * The sign-in history keeps every success and counts failures (modules/auth/sign-in-events.repository.ts):
 * - `sign_in_events` gains `count`, `last_at` (the last attempt a row counts; its first is `created_at`)
 *   and `window_start` (the hour a counted row stands for; NULL on a row of its own: a success, a
 *   two-factor step, 'Sign out everywhere'). Failed and refused attempts of one network, outcome and
 *   reason in one hour are one row, which the unique index lets every process add to at once; on
 *   MySQL its `address` compares bytes, as the API groups them. The failures kept so far are folded
 *   the same way.
 * - The limiter's counters keyed on a client address in plain text are deleted (the limiter now keys
 *   them on a salted hash of the client's network): an upgrade starts every address's count afresh.
 */
export async function up(knex: Knex): Promise<void> {
  if (isMysql(knex)) await knex.raw('ALTER TABLE sign_in_events MODIFY address VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
  await knex.schema.alterTable('sign_in_events', (t) => {
    t.integer('count').unsigned().notNullable().defaultTo(1);
    t.datetime('last_at', { precision: 3 }).nullable();
    t.datetime('window_start', { precision: 3 }).nullable();
  });
  await knex('sign_in_events').update({ last_at: knex.ref('created_at') });

  const failures = await knex('sign_in_events').whereIn('outcome', COUNTED_OUTCOMES).orderBy('id').select('id', 'created_at', 'address', 'outcome', 'reason');
  const folded = new Map<string, { id: number; count: number; lastAt: string; windowStart: string; others: number[] }>();
  for (const row of failures) {
    const at = new Date(fromDbDateTime(row.created_at)!).getTime();
    const windowStart = toDbDateTime(new Date(Math.floor(at / WINDOW_MS) * WINDOW_MS));
    const key = JSON.stringify([windowStart, row.address, row.outcome, row.reason]);
    const group = folded.get(key);
    if (!group) folded.set(key, { id: row.id as number, count: 1, lastAt: toDbDateTime(new Date(at)), windowStart, others: [] });
    else Object.assign(group, { count: group.count + 1, lastAt: toDbDateTime(new Date(at)), others: [...group.others, row.id as number] });
  }
  for (const group of folded.values()) {
    await knex('sign_in_events').where({ id: group.id }).update({ count: group.count, last_at: group.lastAt, window_start: group.windowStart });
    if (group.others.length > 0) await knex('sign_in_events').whereIn('id', group.others).delete();
  }
  await knex.schema.alterTable('sign_in_events', (t) => {
    t.unique(['window_start', 'address', 'outcome', 'reason'], { indexName: 'sign_in_events_counted' });
    t.index(['last_at'], 'sign_in_events_last_at');
  });

  await knex('login_limits').where('key', 'like', 'login_ip:%').orWhere('key', 'like', 'login_user_ip:%').delete();
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sign_in_events', (t) => {
    t.dropUnique(['window_start', 'address', 'outcome', 'reason'], 'sign_in_events_counted');
    t.dropIndex(['last_at'], 'sign_in_events_last_at');
  });
  await knex.schema.alterTable('sign_in_events', (t) => {
    t.dropColumn('count');
    t.dropColumn('last_at');
    t.dropColumn('window_start');
  });
  if (isMysql(knex)) await knex.raw('ALTER TABLE sign_in_events MODIFY address VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL');
}
