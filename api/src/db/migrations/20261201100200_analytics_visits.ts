import type { Knex } from 'knex';
import { utf8 } from './schema-helpers.js';

export const name = '20261201100200_analytics_visits';

const FIGURES = ['visitors', 'pageviews', 'events', 'messages'];
const VISIT_FIGURES = ['visits', 'bounces', 'duration'];
const TOTALS: [table: string, period: 'day' | 'month'][] = [
  ['analytics_daily', 'day'],
  ['analytics_monthly', 'month'],
];

/**
 * Visits (issue 37; modules/analytics/visits.ts), and the Overview's filters.
 * - `analytics_daily` and `analytics_monthly` gain each row's visits, bounces (visits of one page
 *   view) and duration (seconds, summed), in their covering index as the other figures are.
 * - `analytics_segments`: a day's rows counted over the visits of one filter only (`segment`, e.g.
 *   'source', and its `segment_value`), read by a filtered Overview; by day only (a filtered range
 *   reads its days), keyed so that one filter's dimension over a range is one range of the key.
 * - The days rolled up whose raw events (or messages) are still kept are rolled up again by the job
 *   (their rows and markers go, and each month's rows are summed again from its days'), so that
 *   they count visits and have their filters; older days keep their figures, with no visits.
 */
export async function up(knex: Knex): Promise<void> {
  for (const [table, period] of TOTALS) {
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex([], `${table}_dimension_${period}`);
    });
    await knex.schema.alterTable(table, (t) => {
      t.integer('visits').notNullable().defaultTo(0);
      t.integer('bounces').notNullable().defaultTo(0);
      t.bigInteger('duration').notNullable().defaultTo(0);
    });
    await knex.schema.alterTable(table, (t) => {
      t.index(['dimension', period, 'value', 'persona', ...FIGURES, ...VISIT_FIGURES], `${table}_dimension_${period}`);
    });
  }
  await knex.schema.createTable('analytics_segments', (t) => {
    utf8(knex, t);
    t.string('segment', 16).notNullable();
    t.string('segment_value', 255).notNullable();
    t.string('dimension', 16).notNullable();
    t.string('day', 10).notNullable();
    t.string('value', 255).notNullable();
    t.string('persona', 20).notNullable();
    for (const figure of FIGURES) t.integer(figure).notNullable();
    t.integer('visits').notNullable();
    t.integer('bounces').notNullable();
    t.bigInteger('duration').notNullable();
    t.primary(['segment', 'segment_value', 'dimension', 'day', 'value', 'persona']);
    t.index(['day']);
  });

  const kept = new Set<string>([...(await knex('analytics_events').distinct('day').pluck('day')), ...(await knex('analytics_messages').distinct('day').pluck('day'))]);
  const again = (await knex('analytics_rollups').pluck('day')).filter((day: string) => kept.has(day));
  for (let start = 0; start < again.length; start += 500) {
    const days = again.slice(start, start + 500);
    await knex('analytics_daily').whereIn('day', days).delete();
    await knex('analytics_rollups').whereIn('day', days).delete();
  }
  if (again.length > 0) {
    await knex('analytics_monthly').delete();
    const sums = FIGURES.map((figure) => `SUM(${figure})`).join(', ');
    await knex.raw(
      `INSERT INTO analytics_monthly (month, dimension, value, persona, ${FIGURES.join(', ')}) SELECT SUBSTR(day, 1, 7), dimension, value, persona, ${sums} FROM analytics_daily GROUP BY SUBSTR(day, 1, 7), dimension, value, persona`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('analytics_segments');
  for (const [table, period] of TOTALS) {
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex([], `${table}_dimension_${period}`);
    });
    await knex.schema.alterTable(table, (t) => {
      t.dropColumns(...VISIT_FIGURES);
    });
    await knex.schema.alterTable(table, (t) => {
      t.index(['dimension', period, 'value', 'persona', ...FIGURES], `${table}_dimension_${period}`);
    });
  }
}
