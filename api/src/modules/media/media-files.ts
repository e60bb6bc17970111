import { mediaContentType, MEDIA_PATH_PREFIX } from '@folio/contracts';
import type { Middleware } from 'koa';
import { IMMUTABLE_CACHE_CONTROL, isMediaFileName, type MediaStorage } from './storage/index.js';

/**
 * GET/HEAD /media/<name>: a library file. Its name changes whenever its bytes do, so it is cached for
 * a year by browsers and by nginx. Mounted before the session: an image never reads a session row.
 * An SVG is sandboxed: opened on its own, nothing in it could run on the site's origin.
 */
export function mediaFiles(storage: MediaStorage): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(MEDIA_PATH_PREFIX) || !['GET', 'HEAD'].includes(ctx.method)) return next();
    const name = ctx.path.slice(MEDIA_PATH_PREFIX.length);
    const stored = isMediaFileName(name) ? await storage.get(name) : null;
    if (!stored) {
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = { message: 'Image not found' };
      return;
    }
    ctx.type = mediaContentType(name)!;
    ctx.length = stored.byteSize;
    ctx.set('Cache-Control', IMMUTABLE_CACHE_CONTROL);
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (name.endsWith('.svg')) ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    ctx.body = stored.body;
  };
}
