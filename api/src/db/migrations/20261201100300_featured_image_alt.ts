import type { Knex } from 'knex';

export const name = '20261201100300_featured_image_alt';

/**
 * A post's featured image gets its own alt text, or is marked decorative (shown with alt=""): the
 * contract asks for one or the other whenever a post has a featured image. A post whose featured
 * image is a library image starts with that image's alt text; the others keep none until edited.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('blog_posts', (t) => {
    t.string('featured_image_alt', 1000).nullable();
    t.boolean('featured_image_decorative').notNullable().defaultTo(false);
  });
  const libraryAlt = knex('media').select('media.alt_text').whereRaw('media.path = blog_posts.featured_image_path').andWhere('media.alt_text', '<>', '');
  await knex('blog_posts')
    .whereNotNull('featured_image_path')
    .whereExists(libraryAlt.clone())
    .update({ featured_image_alt: libraryAlt.clone().limit(1) });
}

/** Plain ALTER TABLE on both engines: knex rebuilds an SQLite table to drop a column, which would drop its search triggers. */
export async function down(knex: Knex): Promise<void> {
  for (const column of ['featured_image_alt', 'featured_image_decorative']) await knex.raw('ALTER TABLE blog_posts DROP COLUMN ??', [column]);
}
