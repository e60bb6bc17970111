import {
  ALL_TAG_TYPES_LABEL,
  DEFAULT_POST_STATUS,
  POST_PAGE,
  POST_STATUSES,
  TAG_TYPE_LABELS,
  blogPostStruct,
  categoryLabel,
  formatPublishDate,
  viewsLabel,
} from '@folio/contracts';
import { PostFilters } from '../../features/blog/post-filters';
import { defineSection } from '../section-definition';
import { assignToPersonasField, displayOrderField, orderDetail, tagTypeOptions } from './shared-fields';

export const blogPostsSection = defineSection({
  resource: 'blog-posts',
  labels: {
    title: 'Blog Posts',
    description: 'Drafts stay private; published posts appear on the blog.',
    noun: 'Post',
    entity: 'post',
    loading: 'Loading posts...',
    empty: 'No posts yet. Add one to get started!',
  },
  struct: blogPostStruct,
  frame: 'plain',
  formPlacement: 'beside',
  paging: { pageSize: POST_PAGE.defaultLimit, Filters: PostFilters },
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true, wide: true },
    { kind: 'slug', name: 'slug', label: 'Slug', required: true, from: 'title' },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      options: POST_STATUSES.map((status) => ({ value: status, label: categoryLabel(status) })),
    },
    { kind: 'textarea', name: 'excerpt', label: 'Excerpt', wide: true, rows: 2 },
    { kind: 'markdown', name: 'content', label: 'Content', required: true, wide: true },
    { kind: 'image', name: 'featuredImagePath', label: 'Featured Image Path', wide: true, placeholder: '/images/blog/cover.svg' },
    { kind: 'category-select', name: 'categoryId', label: 'Category' },
    { kind: 'select', name: 'tagType', label: 'Tag Type', placeholder: ALL_TAG_TYPES_LABEL, blankValue: null, options: tagTypeOptions },
    displayOrderField,
    { kind: 'tag-checkboxes', name: 'tagIds', label: 'Tags', wide: true },
    assignToPersonasField,
  ],
  // §4: new posts default to draft.
  defaults: {
    title: '',
    slug: '',
    status: DEFAULT_POST_STATUS,
    excerpt: '',
    content: '',
    featuredImagePath: '',
    categoryId: null,
    tagType: null,
    displayOrder: 0,
    tagIds: [],
    personaIds: [],
  },
  row: (post, context) => ({
    title: post.title,
    subtitle: `/${post.slug}`,
    image: post.featuredImagePath,
    description: post.excerpt,
    badges: [
      { label: categoryLabel(post.status), variant: post.status === 'published' ? 'solid' : 'outline' },
      ...(context.categoryName(post.categoryId) ? [{ label: context.categoryName(post.categoryId)!, variant: 'soft' as const }] : []),
      { label: post.tagType ? TAG_TYPE_LABELS[post.tagType] : ALL_TAG_TYPES_LABEL, variant: 'soft' },
    ],
    details: [
      // §2's date rule ('Recently' when a published post has none); drafts say they are not out yet.
      { label: 'Date', value: post.status === 'published' || post.publishedAt ? formatPublishDate(post.publishedAt) : 'Not published yet' },
      ...(post.viewCount > 0 ? [{ label: 'Views', value: viewsLabel(post.viewCount) }] : []),
      orderDetail(post.displayOrder),
    ],
    personaIds: post.personaIds,
  }),
});
