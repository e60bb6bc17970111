import type { Knex } from 'knex';

export const name = '20261123003000_case_study_html_size';

/** The case-study fields that hold HTML, up to 50,000 characters each (the contract's LENGTH.html). */
const HTML_COLUMNS = ['description', 'challenge', 'solution', 'results'] as const;

/**
 * MySQL's TEXT holds 65,535 bytes: 50,000 characters of CJK text or emoji take up to 200,000 in
 * utf8mb4, and such a save answered 500. MEDIUMTEXT holds 16 MB. SQLite's TEXT has no such limit.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'mysql2') return;
  await knex.schema.alterTable('case_studies', (t) => {
    for (const column of HTML_COLUMNS) t.text(column, 'mediumtext').notNullable().alter();
  });
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'mysql2') return;
  await knex.schema.alterTable('case_studies', (t) => {
    for (const column of HTML_COLUMNS) t.text(column).notNullable().alter();
  });
}
