import type { Knex } from 'knex';
import { VERSIONED_TABLES } from './20261123002000_updated_at.js';

export const name = '20261124000100_write_digest';

const TABLES = [...VERSIONED_TABLES, 'blog_posts', 'media'];

/**
 * `write_digest` on every versioned row: the digest of the save that made its current version
 * (api/src/modules/content/item-version.ts). A save sent again after it was stored (nginx resends
 * a PUT whose API process died before answering) carries the same digest and answers 200, not 409.
 */
// Plain ALTER TABLE: on SQLite, knex's alterTable may rebuild the table through a renamed copy, which
// the blog's full-text triggers (they name blog_tags and blog_categories) refuse.
export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) await knex.raw('ALTER TABLE ?? ADD COLUMN write_digest VARCHAR(64) NULL', [table]);
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) await knex.raw('ALTER TABLE ?? DROP COLUMN write_digest', [table]);
}
