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

export const POST_STANDING_LABELS: Record<PostStanding, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
