import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import { openApiDocument, routesOf } from './openapi-document.js';

/**
 * GET /api/openapi.json: the document of every route of `router`, built on the first request
 * (when every module has mounted its routes) and kept; public and cacheable, with an ETag.
 */
export function mountOpenApi(router: Router): void {
  let served: { json: string; etag: string } | undefined;
  router.get('/openapi.json', (ctx) => {
    if (!served) {
      const json = JSON.stringify(openApiDocument(routesOf(router)));
      served = { json, etag: createHash('sha256').update(json).digest('base64url').slice(0, 27) };
    }
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.etag = served.etag;
    ctx.type = 'application/json';
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = served.json;
  });
}
