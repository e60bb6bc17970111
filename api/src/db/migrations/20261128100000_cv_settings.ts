import type { Knex } from 'knex';
import { utf8 } from './schema-helpers.js';

export const name = '20261128100000_cv_settings';

/**
 * The owner's CV settings (modules/cv/, contracts/src/cv.ts): one row (id 1), `document` the
 * CvSettings as JSON, written by the first save. No row yet: a missing row reads as the defaults
 * (defaultCvSettings()), and a migrated database stays empty of rows, as a restore requires. A
 * document that no longer passes the contract (an older shape) reads as the defaults, profile by
 * profile (cv-settings.service.ts), so a change of the contract needs no migration of the row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cv_settings', (t) => {
    utf8(knex, t);
    t.integer('id').primary();
    t.text('document').notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('cv_settings');
}
