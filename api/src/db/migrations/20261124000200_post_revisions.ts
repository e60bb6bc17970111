import type { Knex } from 'knex';
import { utf8 } from './schema-helpers.js';

export const name = '20261124000200_post_revisions';

/**
 * A post's history and its old addresses (api/src/modules/blog/post-revisions.repository.ts,
 * post-slug-redirects.repository.ts). blog_post_revisions: what each save stored (the newest 20 per
 * post are kept); every post already there starts its history with what it holds now.
 * blog_post_slug_redirects: a slug a published post had before, naming the post (not its new slug),
 * so that a chain of renames lands on the current slug in one hop.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_post_revisions', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.integer('post_id').unsigned().notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    t.string('title', 255).notNullable();
    t.string('slug', 200).notNullable();
    t.text('excerpt').nullable();
    t.text('content', 'mediumtext').notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['post_id', 'id'], 'blog_post_revisions_post_id_id');
  });
  await knex.raw(
    'INSERT INTO blog_post_revisions (post_id, title, slug, excerpt, content, created_at) SELECT id, title, slug, excerpt, content, updated_at FROM blog_posts ORDER BY id',
  );

  await knex.schema.createTable('blog_post_slug_redirects', (t) => {
    utf8(knex, t);
    t.string('slug', 200).notNullable().primary();
    t.integer('post_id').unsigned().notNullable().references('id').inTable('blog_posts').onDelete('CASCADE');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.index(['post_id'], 'blog_post_slug_redirects_post_id');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('blog_post_slug_redirects');
  await knex.schema.dropTableIfExists('blog_post_revisions');
}
