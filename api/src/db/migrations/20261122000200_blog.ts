import type { Knex } from 'knex';
import { createPersonaLinks, displayOrder, utf8 } from './schema-helpers.js';

export const name = '20261122000200_blog';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_categories', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('slug', 200).notNullable().unique();
    t.text('description').nullable();
    displayOrder(t);
  });

  await knex.schema.createTable('blog_tags', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('slug', 200).notNullable().unique();
    displayOrder(t);
  });

  await knex.schema.createTable('blog_posts', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.string('title', 255).notNullable();
    t.string('slug', 200).notNullable().unique();
    t.text('excerpt').nullable();
    t.text('content', 'mediumtext').notNullable();
    t.string('featured_image_path', 2048).nullable();
    t.integer('category_id').unsigned().nullable().references('id').inTable('blog_categories').onDelete('SET NULL');
    t.string('tag_type', 20).nullable();
    t.string('status', 20).notNullable().defaultTo('draft');
    displayOrder(t);
    t.integer('view_count').unsigned().notNullable().defaultTo(0);
    t.datetime('published_at', { precision: 3 }).nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['status', 'display_order']);
  });
  await createPersonaLinks(knex, 'blog_post_personas', 'blog_posts', 'post_id');

  await knex.schema.createTable('blog_post_tags', (t) => {
    t.integer('post_id').unsigned().notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    t.integer('tag_id').unsigned().notNullable().references('id').inTable('blog_tags').onDelete('CASCADE');
    t.primary(['post_id', 'tag_id']);
    t.index(['tag_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['blog_post_tags', 'blog_post_personas', 'blog_posts', 'blog_tags', 'blog_categories']) {
    await knex.schema.dropTableIfExists(table);
  }
}
