import { blogTagStruct } from '@folio/contracts';
import { defineSection } from '../section-definition';
import { blogGroup, displayOrderField, nameAndSlugFields } from './shared-fields';

export const blogTagsSection = defineSection({
  resource: 'blog-tags',
  path: 'blog/tags',
  group: blogGroup,
  // Read from the public list (a signed-in owner gets every one), written under /api/admin/blog.
  labels: {
    title: 'Tags',
    description: 'Tags a post can carry, listed on the post page.',
    noun: 'Tag',
    entity: 'tag',
    loading: 'Loading tags...',
    empty: 'No tags yet. Add one to get started!',
  },
  struct: blogTagStruct,
  frame: 'plain',
  formPlacement: 'beside',
  fields: [
    ...nameAndSlugFields,
    displayOrderField,
  ],
  defaults: { name: '', slug: '', displayOrder: 0 },
  row: (tag) => ({ title: tag.name, subtitle: `/${tag.slug}` }),
});
