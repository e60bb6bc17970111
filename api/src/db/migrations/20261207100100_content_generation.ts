import type { Knex } from 'knex';

export const name = '20261207100100_content_generation';

/**
 * One row whose number every change of the site's content moves on (db/content-generation.ts), so that
 * each API process can keep its public list answers until the content changes, whichever process
 * changed it. No row until the first change: a fresh database stays empty for a restore.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_generation', (t) => {
    t.integer('id').primary();
    t.bigInteger('generation').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('content_generation');
}
