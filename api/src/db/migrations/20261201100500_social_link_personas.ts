import type { Knex } from 'knex';
import { createPersonaLinks } from './schema-helpers.js';

export const name = '20261201100500_social_link_personas';

/**
 * Social links limited to personas, as other content is (an Instagram for the coaching persona only):
 * a link assigned to none shows for every persona, as every link did before.
 */
export async function up(knex: Knex): Promise<void> {
  await createPersonaLinks(knex, 'social_link_personas', 'social_links', 'social_link_id');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('social_link_personas');
}
