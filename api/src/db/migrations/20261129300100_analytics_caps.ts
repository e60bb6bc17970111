import type { Knex } from 'knex';

export const name = '20261129300100_analytics_caps';

/**
 * `analytics_day_counts`: per UTC day, the events stored (`stored`, what ANALYTICS_MAX_EVENTS_PER_DAY
 * caps: the collector counts each event here before it writes the row) and the events counted but
 * not kept because the day was full (`over_cap`). A raw counter like the events: what it says travels
 * in the day's rolled-up rows ('capped'), and it is deleted with the day's raw events.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_day_counts', (t) => {
    t.string('day', 10).primary();
    t.integer('stored').notNullable().defaultTo(0);
    t.integer('over_cap').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('analytics_day_counts');
}
