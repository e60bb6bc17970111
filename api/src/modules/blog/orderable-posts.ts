import { postRestoreStruct, type Parsed, type PostRestoreInput } from '@folio/contracts';
import { toDbDateTime } from '../../db/dates.js';
import { parseBody } from '../../http/input.js';
import { POST, checkReferences, publishedAtFor, recordSave } from './posts.service.js';
import { postsRepository } from './posts.repository.js';
import type { Orderable, RestoredValues } from '../content/ordering/orderable.js';

type RestoredPost = Parsed<PostRestoreInput>;

/**
 * The posts as an Orderable: the admin list's sort (displayOrder highest first, then the newest
 * publishedAt, then the highest id: posts.repository.ts), and a restore that is a create (references
 * checked, publishedAt as a create sets it, slug redirects and revision recorded as a create records
 * them) which also keeps the post's id, views and creation time.
 */
export const orderablePosts: Orderable = {
  entity: POST.entity,
  table: 'blog_posts',
  adminPath: POST.adminPath,
  orderBy: [
    ['display_order', 'desc'],
    ['published_at', 'desc'],
    ['id', 'desc'],
  ],
  unique: POST.unique,
  parseRestore: (body) => parseBody(postRestoreStruct, body) as RestoredValues,
  checkReferences: (trx, values) => checkReferences(trx, values as unknown as RestoredPost),
  async insertRestored(trx, values) {
    const { id, viewCount, createdAt, ...post } = values as unknown as RestoredPost;
    await postsRepository.insert(trx, post, publishedAtFor(post), { id, view_count: viewCount, created_at: toDbDateTime(createdAt) });
    await recordSave(trx, id, post.slug);
  },
  async get(db, id) {
    return (await postsRepository.findOne(db, { id }, false))!;
  },
};
