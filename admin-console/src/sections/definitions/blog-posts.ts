import {
  ALL_TAG_TYPES_LABEL,
  DEFAULT_POST_STATUS,
  POST_PAGE,
  POST_STATUSES,
  TAG_TYPE_LABELS,
  blogPostStruct,
  categoryLabel,
  POST_STANDING_LABELS,
  formatPublishDate,
  postPath,
  postStanding,
  viewsLabel,
} from '@folio/contracts';
import { FeaturedImageField } from '../../features/blog/featured-image-field';
import { POST_FILTER_NAMES, PostFilters, reorderableUnder } from '../../features/blog/post-filters';
import { POST_LABEL_HINTS } from '../../features/blog/post-labels';
import { PostBodyEditor } from '../../features/blog/post-body-editor';
import { PostTools } from '../../features/blog/post-tools';
import { defineSection } from '../section-definition';
import { assignToPersonasField, blogGroup, displayOrderField, orderDetail, tagTypeOptions } from './shared-fields';

export const blogPostsSection = defineSection({
  resource: 'blog-posts',
  group: blogGroup,
  path: 'blog/posts',
  // Its calls (cf. the spec's admin post calls): the console's paged list, without bodies; a post to edit is read whole by its id.
  rowLookup: 'blog-categories',
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
  // The whole width for the writing (the body and its preview side by side), the list coming back on Cancel or a save.
  formPlacement: 'replace',
  // Listed newest first; the blog's own (manual) order is one of the filters, and only there can rows be dragged.
  paging: { pageSize: POST_PAGE.defaultLimit, Filters: PostFilters, filterNames: POST_FILTER_NAMES, reorderable: reorderableUnder },
  autosave: true,
  newItemsFirst: true,
  // Drafts and scheduled posts too: the signed-in owner sees them there as a preview.
  publicPath: (post) => postPath(post.slug),
  FormTools: PostTools,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true, wide: true },
    { kind: 'slug', name: 'slug', label: 'Slug', required: true, from: 'title' },
    {
      kind: 'select',
      name: 'status',
      label: 'Status',
      options: POST_STATUSES.map((status) => ({ value: status, label: categoryLabel(status) })),
    },
    {
      kind: 'datetime',
      name: 'publishedAt',
      label: 'Publish Date',
      hint: 'Blank: the moment it is first published. A later date with status Published schedules it: visitors see it from then.',
    },
    { kind: 'textarea', name: 'excerpt', label: 'Excerpt', wide: true, rows: 2 },
    { kind: 'markdown', name: 'content', label: 'Content', required: true, wide: true, widget: PostBodyEditor },
    { kind: 'image', widget: FeaturedImageField, name: 'featuredImagePath', label: 'Featured Image Path', wide: true, placeholder: '/images/blog/cover.svg' },
    {
      kind: 'lookup-select',
      from: 'blog-categories',
      name: 'categoryId',
      label: 'Category',
      hint: POST_LABEL_HINTS.category,
      loading: 'Loading categories...',
      placeholder: 'No category',
      blankValue: null,
    },
    { kind: 'select', name: 'tagType', label: 'Tag Type', hint: POST_LABEL_HINTS.tagType, placeholder: ALL_TAG_TYPES_LABEL, blankValue: null, options: tagTypeOptions },
    { ...displayOrderField, hint: POST_LABEL_HINTS.displayOrder },
    {
      kind: 'lookup-checkboxes',
      from: 'blog-tags',
      name: 'tagIds',
      label: 'Tags',
      hint: POST_LABEL_HINTS.tags,
      wide: true,
      loading: 'Loading tags...',
      empty: 'No tags yet. Add them under Tags.',
    },
    { ...assignToPersonasField, hint: POST_LABEL_HINTS.personas },
  ],
  // New posts default to draft, as the spec says.
  defaults: {
    title: '',
    slug: '',
    status: DEFAULT_POST_STATUS,
    excerpt: '',
    content: '',
    featuredImagePath: '',
    featuredImageAlt: '',
    featuredImageDecorative: false,
    categoryId: null,
    tagType: null,
    displayOrder: 0,
    tagIds: [],
    personaIds: [],
    publishedAt: null,
  },
  row: (post, context) => ({
    title: post.title,
    subtitle: `/${post.slug}`,
    image: post.featuredImagePath,
    description: post.excerpt,
    badges: [
      { label: POST_STANDING_LABELS[postStanding(post)], variant: postStanding(post) === 'published' ? 'solid' : 'outline' },
      ...(context.lookupName(post.categoryId) ? [{ label: context.lookupName(post.categoryId)!, variant: 'soft' as const }] : []),
      { label: post.tagType ? TAG_TYPE_LABELS[post.tagType] : ALL_TAG_TYPES_LABEL, variant: 'soft' },
    ],
    details: [
      // The spec's blog date rule ('Recently' when a published post has none); drafts say they are not out yet.
      {
        label: postStanding(post) === 'scheduled' ? 'Scheduled for' : 'Date',
        value: post.status === 'published' || post.publishedAt ? formatPublishDate(post.publishedAt) : 'Not published yet',
      },
      ...(post.viewCount > 0 ? [{ label: 'Views', value: viewsLabel(post.viewCount) }] : []),
      orderDetail(post.displayOrder),
    ],
    personaIds: post.personaIds,
  }),
});
