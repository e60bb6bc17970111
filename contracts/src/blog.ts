/** Contracts of the spec's blog entities, with the spec's validation messages. */
import { object, optional, refine, type Infer } from 'superstruct';
import { DEFAULT_POST_STATUS, POST_STATUSES, TAG_TYPES, type TagType } from './constants.js';
import {
  IMAGE_PATH_RULE,
  LENGTH,
  booleanWithDefault,
  field,
  displayOrder,
  idList,
  oneOf,
  optionalImagePath,
  optionalId,
  optionalOneOf,
  optionalText,
  personaIds,
  requiredText,
  withDefault,
} from './fields.js';
import type { Stored } from './errors.js';
import { ALT_TEXT_MAX } from './media.js';
import { slugField } from './slug.js';

const DISPLAY_ORDER = 'Display order must be positive';
export const STATUS_RULE = 'Status must be draft or published';
const slug = slugField();

/** A date both engines store: MySQL's DATETIME runs from the year 1000 to 9999. */
const isDate = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1000 && year <= 9999;
};

const publishedAt = optional(
  field<string | null>(
    'publishedAt',
    (value) => value === null || isDate(value) || 'Published date must be a valid date',
    (value) => {
      if (value === undefined || value === '') return null;
      return isDate(value) ? new Date(value).toISOString() : value;
    },
  ),
);

export const blogCategoryStruct = object({
  name: requiredText('Name is required', 100),
  slug,
  description: optionalText(LENGTH.text),
  displayOrder: displayOrder(DISPLAY_ORDER),
});

export const blogTagStruct = object({
  name: requiredText('Name is required', 100),
  slug,
  displayOrder: displayOrder(DISPLAY_ORDER),
});

/** A featured image must say what it shows, unless the owner marks it as decoration (then the page gives it alt=""). */
export const FEATURED_IMAGE_ALT_RULE = 'Describe the featured image, or mark it as decorative';

const postFields = object({
  title: requiredText('Title is required'),
  slug,
  excerpt: optionalText(1000),
  content: requiredText('Content is required', LENGTH.markdown, false),
  featuredImagePath: optionalImagePath(IMAGE_PATH_RULE),
  featuredImageAlt: optionalText(ALT_TEXT_MAX),
  featuredImageDecorative: booleanWithDefault(false, 'Decorative must be true or false'),
  categoryId: optionalId('Category must be a category id or empty'),
  tagType: optionalOneOf(TAG_TYPES, `Tag type must be one of ${TAG_TYPES.join(', ')} or empty for all`),
  status: withDefault(oneOf(POST_STATUSES, STATUS_RULE), DEFAULT_POST_STATUS),
  displayOrder: displayOrder(DISPLAY_ORDER),
  personaIds: personaIds(),
  tagIds: idList('Tags must be a list of tag ids'),
  publishedAt,
});

export const blogPostStruct = refine(postFields, 'featuredImageAlt', (post) =>
  !post.featuredImagePath || post.featuredImageDecorative || post.featuredImageAlt ? true : { path: ['featuredImageAlt'], message: FEATURED_IMAGE_ALT_RULE },
);

export type BlogCategoryInput = Infer<typeof blogCategoryStruct>;
export type BlogTagInput = Infer<typeof blogTagStruct>;
export type BlogPostInput = Infer<typeof blogPostStruct>;

export type BlogCategory = Stored<BlogCategoryInput>;
export type BlogTag = Stored<BlogTagInput>;
export type BlogPost = Stored<BlogPostInput> & { tagType: TagType | null; viewCount: number };
/** A post-tag link as GET /api/blog/posts/{id}/tags answers it. */
export type BlogPostTag = { postId: number; tagId: number };

