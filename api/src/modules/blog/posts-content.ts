import { blogPostStruct } from '@folio/contracts';
import type { ContentEntry } from '../content/registry.js';
import { orderablePosts } from './orderable-posts.js';
import { POST_PERSONA_LINKS, postExample, postMediaUser, postsRepository } from './posts.repository.js';
import { postsService, recordSave, type ParsedPost } from './posts.service.js';

/** Posts in the content registry: written through every kind's routes by the posts' service, ordered and restored by the blog's adapter; their reads are the blog's own routes. */
export const postsContent: ContentEntry = {
  entity: 'Post',
  orderable: orderablePosts,
  media: postMediaUser,
  example: postExample,
  struct: blogPostStruct as unknown as ContentEntry['struct'],
  // The values are those blogPostStruct checked (the entry's struct).
  writes: {
    create: (db, values) => postsService.create(db, values as ParsedPost),
    update: (db, id, values, expected) => postsService.update(db, id, values as ParsedPost, expected),
    remove: (db, id) => postsService.remove(db, id),
  },
  label: postMediaUser.label,
  publicPath: '/blog/posts',
  personaLinks: POST_PERSONA_LINKS.table,
  async insertAsGiven(trx, values, kept) {
    const post = values as ParsedPost;
    const id = await postsRepository.insert(trx, post, post.publishedAt, kept);
    await recordSave(trx, id, post.slug);
    return id;
  },
  collection: null,
};
