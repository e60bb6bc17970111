import type Router from '@koa/router';
import { POST_BODY_RENDER_LIMIT, POST_BODY_RENDER_PATH } from '@folio/contracts';
import { renderPostBody } from '../features/blog/post-body-html';
import { refuse } from './form-post';
import { readBody } from './request-body';

/**
 * A post's body for the API (the newsletter's email): the HTML a post page carries, from the same
 * renderer and the same cache, so the page, the feeds and the email change together when either the
 * post or the renderer does. Only the API asks, straight: a request that came through nginx or the
 * gateway (which both set X-Forwarded-For, and answer 404 under /internal/ anyway) is not served.
 */
export function mountPostBodyDoor(router: Router): void {
  router.post(POST_BODY_RENDER_PATH, async (ctx) => {
    if (ctx.get('x-forwarded-for')) return refuse(ctx, 404, 'Not found');
    if (!ctx.is('text/markdown')) return refuse(ctx, 415, 'The body must be sent as text/markdown.');
    const read = await readBody(ctx.req, POST_BODY_RENDER_LIMIT);
    if ('tooLarge' in read) return refuse(ctx, 413, `The body is larger than ${POST_BODY_RENDER_LIMIT} bytes.`);
    if ('aborted' in read) return refuse(ctx, 400, 'The body did not arrive whole.');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderPostBody(read.text).html;
  });
}
