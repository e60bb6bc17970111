import type { ContentKind } from '@folio/contracts';
import { blogCategories, blogTags } from '../blog/index.js';
import type { CollectionDefinition } from './collection-definition.js';
import { collections } from './definitions.js';

/**
 * Every kind of content the generic collection router serves, by the key the console and the
 * contracts name it with: the simple collections and the blog's categories and tags. The router,
 * the OpenAPI document, the media library's usage and the API suites that run over every kind all
 * read this one list. Posts, whose rules (publishing, revisions, former slugs) are the blog's own,
 * are the one kind outside it.
 */
export const LISTED_KINDS: { readonly [K in Exclude<ContentKind, 'blog-posts'>]: CollectionDefinition } = {
  ...collections,
  'blog-categories': blogCategories,
  'blog-tags': blogTags,
};

/** The same definitions, in the order their routes are mounted. */
export const LISTED_DEFINITIONS: readonly CollectionDefinition[] = Object.values(LISTED_KINDS);
