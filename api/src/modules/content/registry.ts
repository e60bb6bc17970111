import type { ContentKind } from '@folio/contracts';
import { blogCategories, blogTags, postsContent } from '../blog/index.js';
import type { CollectionDefinition } from './collection-definition.js';
import { collections } from './definitions.js';
import type { MediaUser } from './media-fields.js';
import { orderableCollection, type Orderable } from './ordering/orderable.js';

/** What every reader of the registry needs of one kind of content. */
export interface ContentEntry {
  /** Singular name used in messages: 'Company', 'Post'. */
  entity: string;
  /** Reordering (PUT {adminPath}/order) and undoing a delete (POST {adminPath}/restore). */
  orderable: Orderable;
  /** Where its items keep library images and how an item is named, for the media library's "used by"; null when it keeps none. */
  media: MediaUser | null;
  /** A valid new item as a POST sends it (the API documentation, the suites that run over every kind). */
  example: Record<string, unknown>;
  /**
   * The generic collection router's definition. Null for posts, whose routes the blog mounts with its
   * own rules (publishing and scheduling, revisions, former slugs, the view count).
   */
  collection: CollectionDefinition | null;
}

const collectionEntry = (def: CollectionDefinition): ContentEntry => ({
  entity: def.entity,
  orderable: orderableCollection(def),
  media: def.media ? { entity: def.entity, table: def.table, label: def.label, fields: def.media } : null,
  example: def.example,
  collection: def,
});

/**
 * Every kind of content, posts included, by the key the console and the contracts name it with. The
 * router, the OpenAPI document, the media library's usage, the seed and the API suites that run over
 * every kind all read this one list (posts last: the generic kinds' routes are mounted first).
 */
export const CONTENT_REGISTRY: { readonly [K in ContentKind]: ContentEntry } = {
  ...(Object.fromEntries(Object.entries(collections).map(([key, def]) => [key, collectionEntry(def)])) as Record<keyof typeof collections, ContentEntry>),
  'blog-categories': collectionEntry(blogCategories),
  'blog-tags': collectionEntry(blogTags),
  'blog-posts': postsContent,
};

export const CONTENT_ENTRIES: readonly ContentEntry[] = Object.values(CONTENT_REGISTRY);

/** The kinds the generic collection router serves, in the order their routes are mounted. */
export const LISTED_DEFINITIONS: readonly CollectionDefinition[] = CONTENT_ENTRIES.flatMap((entry) => (entry.collection ? [entry.collection] : []));
