import { SLUG_MAX, freeSlugFrom } from '@folio/contracts';
import type { Knex } from 'knex';
import { utf8 } from './schema-helpers.js';

export const name = '20261205100100_case_study_slugs';

/**
 * Case studies get pages of their own, /work/{slug}: every existing one a slug made from its title
 * (unique: a repeated title gets -2, -3…). case_study_slug_redirects: a slug a case study had
 * before it was renamed, naming the case study (not its next slug), as blog_post_slug_redirects does
 * for posts, so that a chain of renames lands on the current slug in one hop.
 */
export async function up(knex: Knex): Promise<void> {
  // NOT NULL needs a default to be added to a table with rows; every row gets its own slug below.
  await knex.schema.alterTable('case_studies', (t) => {
    t.string('slug', SLUG_MAX).notNullable().defaultTo('');
  });
  const rows: Array<{ id: number; title: string }> = await knex('case_studies').select('id', 'title').orderBy('id');
  const taken = new Set<string>();
  for (const row of rows) {
    const slug = freeSlugFrom(row.title, taken, 'case study');
    taken.add(slug);
    await knex('case_studies').where({ id: row.id }).update({ slug });
  }
  await knex.schema.alterTable('case_studies', (t) => {
    t.unique(['slug'], { indexName: 'case_studies_slug_unique' });
  });

  await knex.schema.createTable('case_study_slug_redirects', (t) => {
    utf8(knex, t);
    t.string('slug', SLUG_MAX).notNullable().primary();
    t.integer('case_study_id').unsigned().notNullable().references('id').inTable('case_studies').onDelete('CASCADE');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['case_study_id'], 'case_study_slug_redirects_case_study_id');
  });
}

/** Plain ALTER TABLE on both engines: knex would rebuild the SQLite table to drop a column. */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('case_study_slug_redirects');
  await knex.schema.alterTable('case_studies', (t) => {
    t.dropUnique(['slug'], 'case_studies_slug_unique');
  });
  await knex.raw('ALTER TABLE case_studies DROP COLUMN ??', ['slug']);
}
