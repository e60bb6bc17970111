/**
 * The blog's list calls: paging, search and what a list row carries. Kept apart from blog.ts so that
 * a page importing these constants does not pull the validators (superstruct) into its bundle.
 */
import type { BlogPost } from './blog.js';
import type { TagType } from './constants.js';

/**
 * Paging and search of GET /api/blog/posts. `maxCursorLength`: the longest `cursor` the API takes (the
 * ones it gives are far shorter).
 */
export const POST_PAGE = { defaultLimit: 12, maxLimit: 100, maxQueryLength: 200, maxCursorLength: 200 } as const;
/** GET /api/blog/feed: the newest published posts, whole, for the RSS feeds. */
export const FEED_SIZE = 20;
/**
 * The console's status filter of the post list: a stored status, or 'scheduled' (published with a
 * publishedAt still to come). 'published' means published and visible now, so the three never overlap.
 */
export const POST_LIST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type PostListStatus = (typeof POST_LIST_STATUSES)[number];
/**
 * The order of a post list (`?sort=`): 'manual' is the public blog's (displayOrder highest first, then the
 * newest date); 'date' the console's, newest first, with the posts not dated yet (drafts) before them.
 */
export const POST_LIST_ORDERS = ['manual', 'date'] as const;
export type PostListOrder = (typeof POST_LIST_ORDERS)[number];
export const POST_LIST_RULES = {
  sort: 'sort must be manual or date',
  cursorWithDateSort: 'cursor pages the manual order only: page the date order with offset',
  status: 'status must be draft, published or scheduled',
  limit: `limit must be a whole number from 1 to ${POST_PAGE.maxLimit}`,
  offset: 'offset must be a whole number, 0 or more',
  q: `q must be text of at most ${POST_PAGE.maxQueryLength} characters`,
  categoryId: 'categoryId must be a category id',
  tag: "tag must be a tag's slug",
  category: "category must be a category's slug",
  cursor: 'cursor must be the X-Next-Cursor of a page of this list, as it was given',
  cursorWithOffset: 'cursor and offset cannot be combined: the cursor already says where the page starts',
} as const;
/** The header that carries the number of posts matching, all pages together. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/**
 * The header that carries the `cursor` of the next page ('Load more'): present only when more posts
 * follow. Opaque: send it back unchanged as `?cursor=` with the same filters (status, personaId, tag, category,
 * categoryId, q) and any `limit`; the page starts right after the last post of the page that gave it.
 */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
/** The query parameter that takes a NEXT_CURSOR_HEADER back. */
export const CURSOR_PARAM = 'cursor';

/** What a post answer adds to the stored post: its category's name and slug and its tags' names and slugs (the pages of each). */
export type BlogPostNames = { categoryName: string | null; categorySlug: string | null; tags: Array<{ id: number; name: string; slug: string }> };
/** One post of a list: everything but the body (`content`). */
export type BlogPostSummary = Omit<BlogPost, 'content'> & BlogPostNames;

/** The alt text a post's featured image is shown with on its pages: '' when decorative or when there is no image. */
export const featuredImageAltOf = (post: Pick<BlogPost, 'featuredImagePath' | 'featuredImageAlt' | 'featuredImageDecorative'>): string =>
  post.featuredImagePath && !post.featuredImageDecorative ? (post.featuredImageAlt ?? '') : '';

/** The blog's two ways of grouping posts, each with a page of its posts (`/blog/tag/{slug}`, `/blog/category/{slug}`) and feeds. */
export const BLOG_TAXONOMIES = ['tag', 'category'] as const;
export type BlogTaxonomy = (typeof BLOG_TAXONOMIES)[number];
/** The page of a tag's or a category's posts, the slug encoded: the one place its address is written. */
export const taxonomyPath = (taxonomy: BlogTaxonomy, slug: string): string =>
  taxonomy === 'tag' ? `/blog/tag/${encodeURIComponent(slug)}` : `/blog/category/${encodeURIComponent(slug)}`;

/** At most this many related posts end a post. */
export const RELATED_POSTS_MAX = 3;
/**
 * GET /api/blog/posts/slug/{slug}/read-next: what ends a post. `persona`: whose posts these are (the
 * persona asked for when the post is one of its posts, else the post's own, null for the whole blog);
 * `previous` the post published just before it, `next` just after; `related` up to RELATED_POSTS_MAX
 * others, those sharing most tags first, then those of its category.
 */
export type PostReadNext = {
  persona: TagType | null;
  previous: BlogPostSummary | null;
  next: BlogPostSummary | null;
  related: BlogPostSummary[];
};
