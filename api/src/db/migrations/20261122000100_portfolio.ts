import type { Knex } from 'knex';
import { createPersonaLinks, displayOrder, utf8 } from './schema-helpers.js';

export const name = '20261122000100_portfolio';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('personas', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.string('title', 255).notNullable();
    t.string('subtitle', 255).notNullable();
    t.text('description').notNullable();
    t.string('image_path', 2048).notNullable();
    t.string('button_text', 255).nullable();
    t.string('button_url', 2048).nullable();
    t.string('tag_type', 20).nullable();
    displayOrder(t);
  });

  await knex.schema.createTable('companies', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.string('name', 255).notNullable();
    t.string('logo_path', 2048).notNullable();
    displayOrder(t);
  });

  await knex.schema.createTable('experiences', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.string('title', 255).notNullable();
    t.string('company', 255).notNullable();
    t.string('period', 255).notNullable();
    t.text('description').notNullable();
    t.string('logo_path', 2048).notNullable();
    displayOrder(t);
  });
  await createPersonaLinks(knex, 'experience_personas', 'experiences', 'experience_id');

  await knex.schema.createTable('skills', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.string('name', 255).notNullable();
    t.string('category', 20).notNullable();
    t.integer('level').notNullable();
    t.text('description').notNullable();
    displayOrder(t);
  });
  await createPersonaLinks(knex, 'skill_personas', 'skills', 'skill_id');

  await knex.schema.createTable('education', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.string('degree', 255).notNullable();
    t.string('institution', 255).notNullable();
    t.string('period', 255).notNullable();
    t.text('description').notNullable();
    displayOrder(t);
  });
  await createPersonaLinks(knex, 'education_personas', 'education', 'education_id');

  await knex.schema.createTable('certifications', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.string('name', 255).notNullable();
    t.string('issuer', 255).notNullable();
    t.string('year', 20).notNullable();
    t.string('logo_path', 2048).notNullable();
    displayOrder(t);
  });
  await createPersonaLinks(knex, 'certification_personas', 'certifications', 'certification_id');

  await knex.schema.createTable('hero_items', (t) => {
    utf8(knex, t);
    t.increments('id');
    // RESTRICT: a persona that still heads hero items cannot be deleted (answered 409).
    t.integer('persona_id').unsigned().notNullable().references('id').inTable('personas').onDelete('RESTRICT');
    t.string('tag_type', 20).notNullable();
    t.string('title', 255).notNullable();
    t.string('subtitle', 255).notNullable();
    t.text('description').notNullable();
    t.string('image_path', 2048).notNullable();
    t.string('primary_button_text', 255).notNullable();
    t.string('primary_button_url', 255).notNullable();
    t.string('secondary_button_text', 255).notNullable();
    t.string('secondary_button_url', 255).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    displayOrder(t);
  });
  await createPersonaLinks(knex, 'hero_item_personas', 'hero_items', 'hero_item_id');

  await knex.schema.createTable('case_studies', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.integer('persona_id').unsigned().notNullable().references('id').inTable('personas').onDelete('RESTRICT');
    t.string('title', 255).notNullable();
    t.string('subtitle', 255).nullable();
    t.text('description').notNullable();
    t.text('challenge').notNullable();
    t.text('solution').notNullable();
    t.text('results').notNullable();
    t.string('image_path', 2048).nullable();
    t.string('tag_type', 100).nullable();
    t.text('technologies').notNullable();
    t.string('url', 2048).nullable();
    displayOrder(t);
  });
  await createPersonaLinks(knex, 'case_study_personas', 'case_studies', 'case_study_id');

  await knex.schema.createTable('social_links', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.string('platform', 50).notNullable();
    t.string('url', 2048).notNullable();
    t.string('icon', 2048).notNullable();
    displayOrder(t);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'social_links',
    'case_study_personas',
    'case_studies',
    'hero_item_personas',
    'hero_items',
    'certification_personas',
    'certifications',
    'education_personas',
    'education',
    'skill_personas',
    'skills',
    'experience_personas',
    'experiences',
    'companies',
    'personas',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
