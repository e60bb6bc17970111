import type { Knex } from 'knex';

export const name = '20261126100100_post_persona_lists';

/**
 * A persona's post list (posts assigned to it, and unassigned posts of tag type All or of its own) read
 * from indexes, whatever the size of the blog:
 * - `blog_posts.has_personas`: whether the post is assigned to any persona, on the post's own row, so
 *   that "unassigned" is an index range instead of a look into the links of every post. Every write of
 *   a post's links sets it (posts.repository.ts), and a persona's delete clears it on the posts it
 *   leaves unassigned (references/persona-removal.ts): the cascade of the links fires no trigger on MySQL.
 * - `blog_posts_audience` (status, has_personas, tag_type, display_order, published_at, id): the
 *   unassigned posts of one tag type, in the list's order, with what visibleToPublic() reads. It
 *   replaces `blog_posts_status_tag_type`, which served the same count with a look at every row.
 * - SQLite: `blog_post_personas_persona_post` (persona_id, post_id), so a persona's links are read from
 *   the index alone (MySQL's index on persona_id carries the primary key, post_id included).
 */
export async function up(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  await knex.schema.alterTable('blog_posts', (t) => {
    t.boolean('has_personas').notNullable().defaultTo(false);
  });
  await knex('blog_posts').whereIn('id', knex('blog_post_personas').select('post_id')).update({ has_personas: 1 });
  await knex.schema.alterTable('blog_posts', (t) => {
    t.index(['status', 'has_personas', 'tag_type', 'display_order', 'published_at', 'id'], 'blog_posts_audience');
    t.dropIndex([], 'blog_posts_status_tag_type');
  });
  if (!mysql) await knex.schema.alterTable('blog_post_personas', (t) => t.index(['persona_id', 'post_id'], 'blog_post_personas_persona_post'));
}

export async function down(knex: Knex): Promise<void> {
  const mysql = knex.client.config.client === 'mysql2';
  if (!mysql) await knex.schema.alterTable('blog_post_personas', (t) => t.dropIndex([], 'blog_post_personas_persona_post'));
  await knex.schema.alterTable('blog_posts', (t) => {
    t.index(['status', 'tag_type'], 'blog_posts_status_tag_type');
    t.dropIndex([], 'blog_posts_audience');
  });
  // SQLite: its own DROP COLUMN, not knex's copy of the table, which would lose the search triggers.
  if (mysql) await knex.schema.alterTable('blog_posts', (t) => t.dropColumn('has_personas'));
  else await knex.raw('ALTER TABLE blog_posts DROP COLUMN has_personas');
}
