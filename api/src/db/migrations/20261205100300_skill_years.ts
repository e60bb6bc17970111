import type { Knex } from 'knex';

export const name = '20261205100300_skill_years';

/**
 * A skill's optional years of experience, shown when the owner picks the 'years' skills display in the
 * Site settings; existing skills have none (they show their level in words until the owner adds years).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('skills', (t) => {
    t.integer('years').nullable();
  });
}

/** Plain ALTER TABLE on both engines: knex would rebuild the SQLite table to drop a column. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE skills DROP COLUMN ??', ['years']);
}
