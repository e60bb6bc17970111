import type Router from '@koa/router';
import { MEDIA_MESSAGES, mediaAltStruct, TOTAL_COUNT_HEADER } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import { requireAdmin, requireCsrf } from '../../http/guards.js';
import { parseBody, parseId } from '../../http/input.js';
import { readFileUpload } from '../../http/multipart.js';
import { readExpectedVersion } from '../content/item-version.js';
import { parseMediaQuery } from './media-query.js';
import { mediaService as service } from './media.service.js';
import type { MediaStorage } from './storage/index.js';

/** The owner's media library under /api/admin/media (the files themselves are served by media-files.ts). */
export function mountMedia(router: Router, db: Db, storage: MediaStorage, maxBytes: number): void {
  router.post('/admin/media', requireAdmin, requireCsrf, async (ctx) => {
    const upload = await readFileUpload(ctx, 'file', maxBytes, MEDIA_MESSAGES.tooLarge(maxBytes), MEDIA_MESSAGES.noFile);
    const { created, item } = await service.upload(db, storage, {
      bytes: upload.bytes,
      originalName: upload.fileName.slice(0, 255) || 'image',
      altText: parseBody(mediaAltStruct, { altText: upload.fields.altText ?? '' }).altText,
    });
    ctx.status = created ? 201 : 200;
    ctx.body = item;
  });
  router.get('/admin/media', requireAdmin, async (ctx) => {
    const { total, items } = await service.list(db, parseMediaQuery(ctx.query));
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = items;
  });
  router.get('/admin/media/:id', requireAdmin, async (ctx) => {
    ctx.body = await service.get(db, parseId(ctx.params.id, 'Image'));
  });
  router.put('/admin/media/:id', requireAdmin, requireCsrf, async (ctx) => {
    const id = parseId(ctx.params.id, 'Image');
    const { altText } = parseBody(mediaAltStruct, ctx.request.body);
    ctx.body = await service.updateAltText(db, id, altText, readExpectedVersion(ctx.request.body));
  });
  router.delete('/admin/media/:id', requireAdmin, requireCsrf, async (ctx) => {
    await service.remove(db, storage, parseId(ctx.params.id, 'Image'));
    ctx.status = 204;
  });
}
