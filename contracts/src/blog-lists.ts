/**
 * The blog's list calls: paging, search and what a list row carries. Kept apart from blog.ts so that
 * a page importing these constants does not pull the validators (superstruct) into its bundle.
 */
import type { BlogPost } from './blog.js';

/** Paging and search of GET /api/blog/posts. */
export const POST_PAGE = { defaultLimit: 12, maxLimit: 100, maxQueryLength: 200 } as const;
/** GET /api/blog/feed: the newest published posts, whole, for the RSS feeds. */
export const FEED_SIZE = 20;
/**
 * The console's status filter of the post list: a stored status, or 'scheduled' (published with a
 * publishedAt still to come). 'published' means published and visible now, so the three never overlap.
 */
export const POST_LIST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type PostListStatus = (typeof POST_LIST_STATUSES)[number];
export const POST_LIST_RULES = {
  status: 'status must be draft, published or scheduled',
  limit: `limit must be a whole number from 1 to ${POST_PAGE.maxLimit}`,
  offset: 'offset must be a whole number, 0 or more',
  q: `q must be text of at most ${POST_PAGE.maxQueryLength} characters`,
  categoryId: 'categoryId must be a category id',
} as const;
/** The header that carries the number of posts matching, all pages together. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** What a post answer adds to the stored post: its category's name and its tags' names. */
export type BlogPostNames = { categoryName: string | null; tags: Array<{ id: number; name: string }> };
/** One post of a list: everything but the body (`content`). */
export type BlogPostSummary = Omit<BlogPost, 'content'> & BlogPostNames;
