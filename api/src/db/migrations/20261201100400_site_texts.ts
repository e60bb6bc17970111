import type { Knex } from 'knex';
import { utf8 } from './schema-helpers.js';

export const name = '20261201100400_site_texts';

/**
 * The owner's words on the public pages (modules/site-texts/, contracts/src/site-texts.ts): one row
 * (id 1), `document` the SiteTexts as JSON, written by the first save. No row reads as the defaults
 * (defaultSiteTexts(), the words the site was built with), and a part of a stored document that no
 * longer passes the contract reads as its default, so a change of the contract needs no migration.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('site_texts', (t) => {
    utf8(knex, t);
    t.integer('id').primary();
    t.text('document').notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('site_texts');
}
