import type { Knex } from 'knex';
import { utf8 } from './schema-helpers.js';

export const name = '20261127100100_analytics';

const FIGURES = ['visitors', 'pageviews', 'events', 'messages'];

/**
 * A table of rolled-up totals: per `period` (a day, a month), dimension, value and persona, the
 * figures. The overview reads one dimension over a range of periods and sums its figures: an index
 * that holds them all answers without a lookup per row (half the time over 12 months of rows).
 */
async function createTotalsTable(knex: Knex, table: string, period: 'day' | 'month', length: number): Promise<void> {
  await knex.schema.createTable(table, (t) => {
    utf8(knex, t);
    t.string(period, length).notNullable();
    t.string('dimension', 16).notNullable();
    t.string('value', 255).notNullable();
    t.string('persona', 20).notNullable();
    for (const figure of FIGURES) t.integer(figure).notNullable();
    t.primary([period, 'dimension', 'value', 'persona']);
    t.index(['dimension', period, 'value', 'persona', ...FIGURES], `${table}_dimension_${period}`);
  });
}

/**
 * First-party analytics without cookies (modules/analytics/, docs/analytics.md).
 * - `visitor_salts` (was `blog_view_salts`): the day's random salt that turns an address and a user
 *   agent into that day's visitor id, for the analytics and the posts' view counts alike; deleted
 *   after two days, so that an id cannot be tied to another day's.
 * - `analytics_events`: the raw events (page views, named events, messages), kept ANALYTICS_RAW_DAYS.
 *   `at` is the time in ms, `day` its UTC day; `source` is a utm_source or a referring host, only on
 *   the page view that entered the site; the address is never stored.
 * - `analytics_daily`: a finished day rolled up: for each dimension ('total', 'path', 'persona',
 *   'source', 'campaign', 'device', 'country', 'event', 'funnel') and value (persona: '' for all),
 *   that day's distinct visitors, page views, events and messages. A visitor id is a day's, so the
 *   visitors of a range are the sum of its days'.
 * - `analytics_monthly`: the same rows added up per month (YYYY-MM), written with each day's rows:
 *   a long range reads a row per month and value instead of one per day (30 times fewer).
 * - `analytics_rollups`: one row per day rolled up, written in the same transaction as its rows: the
 *   lock that lets any number of API processes run the job.
 * - `analytics_settings` (one row) and `analytics_digests` (one row per week sent: the digest's claim).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.renameTable('blog_view_salts', 'visitor_salts');
  await knex.schema.createTable('analytics_events', (t) => {
    utf8(knex, t);
    t.bigIncrements('id').primary();
    t.bigInteger('at').notNullable();
    t.string('day', 10).notNullable();
    t.string('visitor', 64).notNullable();
    t.string('name', 20).notNullable();
    t.string('path', 255).notNullable();
    t.string('persona', 20).nullable();
    t.string('source', 100).nullable();
    t.string('medium', 100).nullable();
    t.string('campaign', 100).nullable();
    t.string('device', 10).notNullable();
    t.string('country', 2).nullable();
    t.string('detail', 200).nullable();
    t.index(['day']);
    t.index(['at']);
  });
  await createTotalsTable(knex, 'analytics_daily', 'day', 10);
  await createTotalsTable(knex, 'analytics_monthly', 'month', 7);
  await knex.schema.createTable('analytics_rollups', (t) => {
    t.string('day', 10).primary();
    t.bigInteger('rolled_at').notNullable();
    t.integer('events').notNullable();
  });
  await knex.schema.createTable('analytics_settings', (t) => {
    t.integer('id').primary();
    t.boolean('weekly_digest').notNullable().defaultTo(false);
  });
  // No row yet: a missing row reads as the defaults (settings.service.ts), and a migrated database
  // stays empty of rows, as a restore requires.
  await knex.schema.createTable('analytics_digests', (t) => {
    t.string('week', 10).primary();
    t.bigInteger('sent_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['analytics_digests', 'analytics_settings', 'analytics_rollups', 'analytics_monthly', 'analytics_daily', 'analytics_events']) await knex.schema.dropTable(table);
  await knex.schema.renameTable('visitor_salts', 'blog_view_salts');
}
