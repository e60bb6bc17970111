// The composition of the content kinds, above the modules: the generic kinds the kernel describes and
// the blog's (its categories, its tags, its posts), in one registry by the keys of the contracts. The
// app, the seed and the CLIs import it; importing it registers the kinds with the kernel
// (modules/content/registry.ts), where the modules that work over every kind read them. No module
// imports this file (linted), so the kernel stays beneath the kinds.
import { blogCategories, blogTags, postsDefinition } from './modules/blog/index.js';
import { collectionEntry, collections, registerContentKinds, type ContentEntry, type ContentRegistry } from './modules/content/index.js';
import type { CollectionDefinition } from './modules/content/index.js';

/**
 * Every kind of content, posts included, each derived from its one definition. The router, the OpenAPI document, the media library's usage,
 * the seed and the API suites that run over every kind all read this one list (posts last: the generic
 * kinds' routes are mounted first).
 */
export const CONTENT_REGISTRY: ContentRegistry = {
  ...(Object.fromEntries(Object.entries(collections).map(([key, def]) => [key, collectionEntry(def)])) as Record<keyof typeof collections, ContentEntry>),
  'blog-categories': collectionEntry(blogCategories),
  'blog-tags': collectionEntry(blogTags),
  'blog-posts': collectionEntry(postsDefinition),
};
registerContentKinds(CONTENT_REGISTRY);

export const CONTENT_ENTRIES: readonly ContentEntry[] = Object.values(CONTENT_REGISTRY);

/** The kinds the generic collection router serves, in the order their routes are mounted. */
export const LISTED_DEFINITIONS: readonly CollectionDefinition[] = CONTENT_ENTRIES.flatMap((entry) => (entry.collection ? [entry.collection] : []));
