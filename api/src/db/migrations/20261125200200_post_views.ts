import type { Knex } from 'knex';

export const name = '20261125200200_post_views';

/**
 * A post's view counter counts one view per visitor and post per day (modules/blog/post-views.ts),
 * with no cookie: a visitor is the SHA-256 of a salt of the day, their address and their user agent;
 * the address itself is never stored. `blog_view_salts` holds the day's random salt (a new one each
 * UTC day, older ones deleted after two days, with the visits they keyed); `blog_post_views` the
 * visitors counted for each post.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('blog_view_salts', (t) => {
    t.string('day', 10).primary();
    t.string('salt', 64).notNullable();
  });
  await knex.schema.createTable('blog_post_views', (t) => {
    t.integer('post_id').notNullable();
    t.string('visitor', 64).notNullable();
    t.string('day', 10).notNullable();
    t.primary(['post_id', 'visitor']);
    t.index(['day']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('blog_post_views');
  await knex.schema.dropTable('blog_view_salts');
}
