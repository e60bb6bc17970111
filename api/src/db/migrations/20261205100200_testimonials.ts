import type { Knex } from 'knex';
import { createPersonaLinks, itemColumns, utf8 } from './schema-helpers.js';

export const name = '20261205100200_testimonials';

/**
 * Testimonials: what a client said, by whom, shown per persona. Its case study is optional, and
 * deleting that case study leaves the testimonial with none (SET NULL) rather than pointing at nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('testimonials', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.text('quote').notNullable();
    t.string('author', 255).notNullable();
    t.string('role', 255).nullable();
    t.string('company', 255).nullable();
    t.string('photo_path', 2048).nullable();
    t.string('url', 2048).nullable();
    t.integer('case_study_id').unsigned().nullable().references('id').inTable('case_studies').onDelete('SET NULL');
    itemColumns(t);
  });
  await createPersonaLinks(knex, 'testimonial_personas', 'testimonials', 'testimonial_id');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('testimonial_personas');
  await knex.schema.dropTableIfExists('testimonials');
}
