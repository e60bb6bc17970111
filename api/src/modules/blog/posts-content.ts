import type { ContentEntry } from '../content/registry.js';
import { orderablePosts } from './orderable-posts.js';
import { postExample, postMediaUser } from './posts.repository.js';

/** Posts in the content registry: ordered and restored by the blog's adapter; their routes are the blog's own. */
export const postsContent: ContentEntry = { entity: 'Post', orderable: orderablePosts, media: postMediaUser, example: postExample, collection: null };
