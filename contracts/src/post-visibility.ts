import type { PostStatus } from './constants.js';

/**
 * Where a post stands for visitors: a draft, published, or scheduled (published with a date still
 * to come: visitors get it from that moment, as the API's single visibility rule decides).
 */
export type PostStanding = 'draft' | 'scheduled' | 'published';

export function postStanding(post: { status: PostStatus; publishedAt?: string | null }, now: number = Date.now()): PostStanding {
  if (post.status !== 'published') return 'draft';
  const at = post.publishedAt ? Date.parse(post.publishedAt) : Number.NaN;
  return !Number.isNaN(at) && at > now ? 'scheduled' : 'published';
}

/**
 * Whether a visitor may see the post now: the one rule every place outside the API's queries uses
 * (the rendering server's pages, feeds, sitemap and link images, and the tests' fake APIs). The API
 * applies the same rule in SQL (`visibleToPublic` in the blog module).
 */
export const isVisibleToPublic = (post: { status: PostStatus; publishedAt?: string | null }, now: number = Date.now()): boolean =>
  postStanding(post, now) === 'published';

/** A post's address on the site, the slug encoded: the one place it is written. */
export const postPath = (slug: string): string => `/blog/${encodeURIComponent(slug)}`;

export const POST_STANDING_LABELS: Record<PostStanding, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
