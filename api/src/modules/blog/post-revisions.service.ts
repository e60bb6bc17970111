import { createHash } from 'node:crypto';
import type { BlogPostRevision } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import { notFound } from '../../domain-error.js';
import { lockVersion, transactionWithRetry, type ExpectedWrite } from '../content/item-version.js';
import { postRevisionsRepository as revisions } from './post-revisions.repository.js';
import { postsRepository as posts, type StoredPost } from './posts.repository.js';

/**
 * A restore's expectations: the post's version the console showed, and a digest that names this very
 * restore (this revision, from that version), so that the same restore sent again once stored answers
 * the post (see lockVersion) while another restore from the same version is a 409.
 */
function restoreExpectation(revisionId: number, updatedAt: string): ExpectedWrite {
  const digest = createHash('sha256').update(JSON.stringify({ restoreRevision: revisionId, updatedAt })).digest('hex');
  return { version: Date.parse(updatedAt), digest };
}

/** A post's history (admin only): its kept versions, and restoring one as a new save. */
export const postRevisionsService = {
  /** Newest first; 404 when the post does not exist. */
  async list(db: Db, postId: number): Promise<BlogPostRevision[]> {
    if (!(await posts.savedState(db, postId))) throw notFound('Post');
    return revisions.list(db, postId);
  },

  /**
   * Copies the revision's title, excerpt and body (not its slug, status or date) into the post, as a
   * save that itself makes a revision: 404 for a post or revision that is not there, 409 when the post
   * was saved since `updatedAt`, all before anything is written.
   */
  async restore(db: Db, postId: number, revisionId: number, updatedAt: string): Promise<StoredPost> {
    await transactionWithRetry(db, async (trx) => {
      const version = await lockVersion(trx, 'blog_posts', postId, 'Post', restoreExpectation(revisionId, updatedAt));
      // This restore, sent again after it was stored: nothing to write, no revision.
      if (version.replayed) return;
      const revision = await revisions.find(trx, postId, revisionId);
      if (!revision) throw notFound('Revision');
      await posts.updateText(trx, postId, { title: revision.title, excerpt: revision.excerpt, content: revision.content }, version);
      await revisions.record(trx, postId);
    });
    return (await posts.findOne(db, { id: postId }, false))!;
  },
};
