import { blogPostStruct, postRestoreStruct, type Parsed, type PostRestoreInput } from '@folio/contracts';
import type { Struct } from 'superstruct';
import { toDbDateTime } from '../../db/dates.js';
import { parseContent, type CollectionDefinition, type ContentValues, type RestoredValues } from '../content/index.js';
import { POST_PERSONA_LINKS, postExample, postMediaUser, postsRepository } from './posts.repository.js';
import { POST, checkReferences, postsService, publishedAtFor, recordSave, type ParsedPost } from './posts.service.js';

type RestoredPost = Parsed<PostRestoreInput>;

// The values a hook gets are those blogPostStruct (or postRestoreStruct) checked.
const asPost = (values: ContentValues) => values as ParsedPost;
const asRestored = (values: ContentValues) => values as unknown as RestoredPost;

/**
 * The posts, described as every kind is (content/collection-definition.ts); what they do their own
 * way is in the hooks: their saves are the posts' service (publishing and scheduling, revisions,
 * former slugs), their lists and pages the blog's own routes (paging and search, drafts, views), and
 * a restore is a create (references checked, publishedAt as a create sets it, slug redirects and
 * revision recorded) that also keeps the post's id, views and creation time.
 */
export const postsDefinition: CollectionDefinition = {
  entity: POST.entity,
  label: postMediaUser.label,
  table: 'blog_posts',
  struct: blogPostStruct as unknown as Struct<Record<string, unknown>, unknown>,
  publicPath: '/blog/posts',
  adminPath: POST.adminPath,
  personas: { kind: 'links', table: POST_PERSONA_LINKS.table, key: POST_PERSONA_LINKS.key },
  // The console's list: displayOrder highest first, then the newest publishedAt, then the highest id (posts.repository.ts).
  orderBy: [
    ['display_order', 'desc'],
    ['published_at', 'desc'],
    ['id', 'desc'],
  ],
  example: postExample,
  unique: POST.unique,
  media: postMediaUser.fields,
  docs: {
    reorderRun: 'a run of neighbouring posts of the list `GET /api/admin/blog/posts?sort=manual` shows without filters or `q` (one page, or several)',
    restoredWith: 'its persona assignments, category, tags, `viewCount` and `createdAt` (its revisions start again with this one)',
    restoreRefersTo: 'category or tag',
  },
  hooks: {
    ownReads: true,
    writes: {
      create: (db, values, key) => postsService.create(db, asPost(values), key),
      get: async (db, id) => (await postsRepository.findOne(db, { id }, false))!,
      update: (db, id, values, expected) => postsService.update(db, id, asPost(values), expected),
      remove: (db, id) => postsService.remove(db, id),
    },
    get: async (db, id) => (await postsRepository.findOne(db, { id }, false))!,
    restore: {
      parse: (body) => parseContent({ struct: postRestoreStruct as unknown as Struct<Record<string, unknown>, unknown> }, body) as RestoredValues,
      checkReferences: (trx, values) => checkReferences(trx, asRestored(values)),
      async insert(trx, values) {
        const { id, viewCount, createdAt, ...post } = asRestored(values);
        await postsRepository.insert(trx, post, publishedAtFor(post), { id, view_count: viewCount, created_at: toDbDateTime(createdAt) });
        await recordSave(trx, id, post.slug);
      },
    },
    personaRemoved: postsRepository.releasePersona,
    async insertAsGiven(trx, values, kept) {
      const post = asPost(values);
      const id = await postsRepository.insert(trx, post, post.publishedAt, kept);
      await recordSave(trx, id, post.slug);
      return id;
    },
  },
};
