import type Router from '@koa/router';
import { SLUG_PATTERN, type BlogPost } from '@folio/contracts';
import type { RenderedPostAnswer } from '../features/blog/blog-api';
import { renderedMarkdownKey } from '../features/blog/rendered-markdown-slice';
import { RENDERED_POST_ROUTE, renderedPostVersion } from '../features/blog/rendered-post-path';
import { fetchApiJson } from './api-fetch';
import { renderPostBody } from './markdown-html';

export interface RenderedPostDeps {
  /** The API's internal origin; /api/… is added. */
  apiUrl: string;
}

/** The body of a published post as a page of it would carry it, and the version of the content it is of; null for no such post. */
export async function renderedPostOf(apiUrl: string, slug: string): Promise<{ answer: RenderedPostAnswer; version: string } | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  // Anonymous, as every read of this server: a draft is no post here.
  const post = await fetchApiJson<BlogPost>(apiUrl, `blog/posts/slug/${encodeURIComponent(slug)}`);
  if (!post || post.status !== 'published') return null;
  return {
    answer: { key: renderedMarkdownKey(post.id, post.content), ...renderPostBody(post.content) },
    version: renderedPostVersion(post.content),
  };
}

/**
 * GET /rendered/post/{slug}.json?v=: for a post the browser reached by a click, its body as this
 * server renders it (highlighted code, heading ids and the contents), so the browser needs no
 * highlighter. Kept 5 minutes when `v` names what is answered, otherwise never; the API out of
 * reach is a 503 (failures.ts), and the browser then renders the body itself.
 */
export function mountRenderedPosts(router: Router, { apiUrl }: RenderedPostDeps): void {
  router.get(RENDERED_POST_ROUTE, async (ctx) => {
    const found = await renderedPostOf(apiUrl, ctx.params.slug ?? '');
    if (!found) {
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { message: 'Post not found' };
      return;
    }
    ctx.set('Cache-Control', ctx.query.v === found.version ? 'public, max-age=300' : 'no-store');
    ctx.body = found.answer;
  });
}
