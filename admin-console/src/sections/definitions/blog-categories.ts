import { blogCategoryStruct } from '@folio/contracts';
import { defineSection } from '../section-definition';
import { blogGroup, displayOrderField, nameAndSlugFields, orderDetail } from './shared-fields';

export const blogCategoriesSection = defineSection({
  resource: 'blog-categories',
  path: 'blog/categories',
  group: blogGroup,
  // Read from the public list (a signed-in owner gets every one), written under /api/admin/blog.
  labels: {
    title: 'Categories',
    description: 'Each post belongs to at most one category.',
    noun: 'Category',
    entity: 'category',
    loading: 'Loading categories...',
    empty: 'No categories yet. Add one to get started!',
  },
  struct: blogCategoryStruct,
  frame: 'plain',
  formPlacement: 'beside',
  fields: [
    ...nameAndSlugFields,
    { kind: 'textarea', name: 'description', label: 'Description', wide: true, rows: 3 },
    displayOrderField,
  ],
  defaults: { name: '', slug: '', description: '', displayOrder: 0 },
  row: (category) => ({
    title: category.name,
    subtitle: `/${category.slug}`,
    description: category.description,
    details: [orderDetail(category.displayOrder)],
  }),
});
