import { POST_REVISIONS_KEPT, type BlogPostRevision } from '@folio/contracts';
import { fromDbDateTime } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';

const COLUMNS = ['id', 'post_id', 'title', 'slug', 'excerpt', 'content', 'created_at'];

function toRevision(row: Record<string, unknown>): BlogPostRevision {
  return {
    id: Number(row.id),
    postId: Number(row.post_id),
    title: String(row.title),
    slug: String(row.slug),
    excerpt: row.excerpt === null || row.excerpt === undefined ? null : String(row.excerpt),
    content: String(row.content),
    createdAt: fromDbDateTime(row.created_at)!,
  };
}

/** Every knex call for blog_post_revisions: a post's kept versions, newest (highest id) first. */
export const postRevisionsRepository = {
  /**
   * Keeps what the post holds now, as its save just stored it (dated with its new `updated_at`), and
   * removes its versions older than the newest POST_REVISIONS_KEPT. Runs in the save's transaction.
   */
  async record(trx: Db, postId: number): Promise<void> {
    await trx.raw(
      'INSERT INTO blog_post_revisions (post_id, title, slug, excerpt, content, created_at) ' +
        'SELECT id, title, slug, excerpt, content, updated_at FROM blog_posts WHERE id = ?',
      [postId],
    );
    // The oldest version still kept; MySQL takes no LIMIT in an IN subquery, so it is read first.
    const oldestKept = await trx('blog_post_revisions')
      .where({ post_id: postId })
      .orderBy('id', 'desc')
      .offset(POST_REVISIONS_KEPT - 1)
      .first('id');
    if (oldestKept) await trx('blog_post_revisions').where({ post_id: postId }).andWhere('id', '<', oldestKept.id).delete();
  },

  async list(db: Db, postId: number): Promise<BlogPostRevision[]> {
    const rows = await db('blog_post_revisions').where({ post_id: postId }).orderBy('id', 'desc').select(COLUMNS);
    return rows.map(toRevision);
  },

  async find(db: Db, postId: number, revisionId: number): Promise<BlogPostRevision | undefined> {
    const row = await db('blog_post_revisions').where({ post_id: postId, id: revisionId }).first(COLUMNS);
    return row ? toRevision(row) : undefined;
  },
};
