import type { Knex } from 'knex';
import { nowForDb } from '../dates.js';

export const name = '20261123002000_updated_at';

/** Every table the console edits through the generic collections (blog_posts has had updated_at from the start). */
export const VERSIONED_TABLES = [
  'personas',
  'companies',
  'experiences',
  'skills',
  'education',
  'certifications',
  'hero_items',
  'case_studies',
  'social_links',
  'blog_categories',
  'blog_tags',
] as const;

/**
 * `updated_at` on every admin item, for refusing stale edits (409). DATETIME(3): two saves within a
 * second still differ, and the API makes each save's value later than the last one. SQLite cannot
 * add a NOT NULL column without a constant default, so rows inserted without it get that constant,
 * and the rows already there get the moment of the migration.
 */
export async function up(knex: Knex): Promise<void> {
  const now = nowForDb();
  for (const table of VERSIONED_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.datetime('updated_at', { precision: 3 }).notNullable().defaultTo('2000-01-01 00:00:00.000');
    });
    await knex(table).update({ updated_at: now });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('updated_at');
    });
  }
}
