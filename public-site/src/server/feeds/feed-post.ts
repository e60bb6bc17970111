import { isVisibleToPublic, type BlogPost } from '@folio/contracts';

/** A post as GET /api/blog/posts answers it: the contract's fields plus the row's own dates. */
export type FeedPost = BlogPost & { createdAt?: string; updatedAt?: string };

/**
 * The API lists only what visitors may see to the rendering server (it reads anonymously), but a
 * feed or sitemap that leaked a draft or a scheduled post would be public for good: check again here.
 */
export const publishedOnly = <T extends Pick<BlogPost, 'status' | 'publishedAt'>>(posts: readonly T[]) => posts.filter((post) => isVisibleToPublic(post));

/** When the post last changed, for lastmod and lastBuildDate. */
export const lastChanged = (post: FeedPost) => post.updatedAt ?? post.publishedAt ?? null;
