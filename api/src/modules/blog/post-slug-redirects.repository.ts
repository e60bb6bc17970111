import { nowForDb } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { visibleToPublic } from './post-lists.repository.js';

/**
 * Every knex call for blog_post_slug_redirects: slugs that published posts had before. A row names
 * the post, not its next slug, so that any number of renames lands on the current slug in one hop.
 */
export const slugRedirectsRepository = {
  /** The post's old slug now leads to it (taking the slug over if it led elsewhere). */
  async record(trx: Db, slug: string, postId: number): Promise<void> {
    await trx('blog_post_slug_redirects').insert({ slug, post_id: postId, created_at: nowForDb() }).onConflict('slug').merge(['post_id', 'created_at']);
  },

  /** A post now has this slug: the live post wins over any redirect of the same slug. */
  async release(trx: Db, slug: string): Promise<void> {
    await trx('blog_post_slug_redirects').where({ slug }).delete();
  },

  /**
   * The current slug of the post an old slug leads to; for visitors, only a post they may read. Never
   * while a post has that slug itself (a draft or a scheduled one included): the live post wins.
   */
  async target(db: Db, slug: string, publicOnly: boolean): Promise<string | undefined> {
    const query = db('blog_post_slug_redirects')
      .join('blog_posts', 'blog_posts.id', 'blog_post_slug_redirects.post_id')
      .where('blog_post_slug_redirects.slug', slug)
      .whereNotExists(db('blog_posts as taken').select(db.raw('1')).where('taken.slug', slug))
      .first('blog_posts.slug');
    if (publicOnly) visibleToPublic(query);
    const row: { slug: string } | undefined = await query;
    return row?.slug;
  },
};
