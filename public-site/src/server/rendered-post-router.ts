import type Router from '@koa/router';
import { SLUG_PATTERN } from '@folio/contracts';
import type { PostWithBody, PostWithNames } from '../features/blog/blog-api';
import { renderedMarkdownKey } from '../features/blog/rendered-markdown-slice';
import { RENDERED_POST_ROUTE } from '../features/blog/rendered-post-path';
import { fetchApiJson } from './api-fetch';
import { renderPostBody } from './markdown-html';
import { sessionCookieHeader } from './session-cookie';

export interface RenderedPostDeps {
  /** The API's internal origin; /api/… is added. */
  apiUrl: string;
}

/**
 * The post the API answers for `slug` (to the session in `cookie`, if any: the owner's draft too; a
 * former slug's answer is the post under its current one), with its body rendered as a page of it
 * carries it; null for no such post.
 */
export async function renderedPostOf(apiUrl: string, slug: string, cookie?: string | null): Promise<PostWithBody | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const post = await fetchApiJson<PostWithNames>(apiUrl, `blog/posts/slug/${encodeURIComponent(slug)}`, { cookie });
  if (!post) return null;
  const { html, headings } = renderPostBody(post.content);
  return { post, body: { key: renderedMarkdownKey(post.id, post.content), html, headings } };
}

/**
 * GET /rendered/post/{slug}.json: a post reached by a click, in one request — the API's answer and its
 * body as this server renders it (highlighted code, heading ids and the contents), so the browser
 * needs neither a second trip nor a highlighter. Revalidated at every use like a page (nginx's
 * micro-cache keeps an anonymous answer a few seconds); what the owner's session went into is kept
 * by nothing. The API out of reach is a 503 (failures.ts), and the browser then asks the API itself.
 */
export function mountRenderedPosts(router: Router, { apiUrl }: RenderedPostDeps): void {
  router.get(RENDERED_POST_ROUTE, async (ctx) => {
    const cookie = sessionCookieHeader((name) => ctx.cookies.get(name));
    const found = await renderedPostOf(apiUrl, ctx.params.slug ?? '', cookie);
    if (!found) {
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { message: 'Post not found' };
      return;
    }
    ctx.set('Cache-Control', cookie ? 'private, no-store' : 'no-cache');
    ctx.body = found;
  });
}
