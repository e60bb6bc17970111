import { blogCategoryStruct, blogTagStruct } from '@folio/contracts';
import type { Struct } from 'superstruct';
import type { CollectionDefinition } from '../content/collection-definition.js';
import { adminPathOf } from '../content/content-paths.js';

/** The blog's categories and tags: plain lists, served by the generic collection router from these definitions. */
const asStruct = (struct: unknown) => struct as Struct<Record<string, unknown>, unknown>;

const SLUG_TAKEN = { field: 'slug', message: 'Slug is already in use' };

export const blogCategories: CollectionDefinition = {
  entity: 'Category',
  label: 'name',
  table: 'blog_categories',
  struct: asStruct(blogCategoryStruct),
  publicPath: '/blog/categories',
  publicItem: true,
  adminPath: adminPathOf('blog-categories'),
  personas: { kind: 'none' },
  orderBy: [['display_order', 'asc'], ['name', 'asc'], ['id', 'asc']],
  unique: SLUG_TAKEN,
  example: { name: 'Automation', slug: 'automation', description: 'Less typing, fewer mistakes.', displayOrder: 0 },
};

export const blogTags: CollectionDefinition = {
  entity: 'Tag',
  label: 'name',
  table: 'blog_tags',
  struct: asStruct(blogTagStruct),
  publicPath: '/blog/tags',
  adminPath: adminPathOf('blog-tags'),
  personas: { kind: 'none' },
  orderBy: [['display_order', 'asc'], ['name', 'asc'], ['id', 'asc']],
  unique: SLUG_TAKEN,  example: { name: 'Kubernetes', slug: 'kubernetes', displayOrder: 0 },
};
