/**
 * A post's history: every stored save (create, update, restore) keeps a revision of its title, slug,
 * excerpt and body, the newest POST_REVISIONS_KEPT per post. Restoring one copies its title, excerpt
 * and body (not its slug, status or date) into the post as a new save.
 */
import { object } from 'superstruct';
import { field } from './fields.js';
import { UPDATED_AT_RULE, expectedVersion } from './version.js';

/** How many revisions a post keeps; a save past that removes the oldest. */
export const POST_REVISIONS_KEPT = 20;

/** One kept version of a post, as GET /api/admin/blog/posts/{id}/revisions answers it (newest first). */
export type BlogPostRevision = {
  id: number;
  postId: number;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  /** When that save was stored: the post's `updatedAt` after it. */
  createdAt: string;
};

/**
 * POST /api/admin/blog/posts/{id}/revisions/{revisionId}/restore: the `updatedAt` of the post as the
 * console shows it. Required: a restore overwrites the text, so it is refused (409) when the post was
 * saved since, like a PUT that sends its version.
 */
export const revisionRestoreStruct = object({
  updatedAt: field<string>(
    'updatedAt',
    (value) => {
      const expected = typeof value === 'string' ? expectedVersion({ updatedAt: value }) : null;
      return (expected?.ok === true && expected.value !== null) || UPDATED_AT_RULE;
    },
    (value) => value,
  ),
});

export type RevisionRestoreInput = { updatedAt: string };
