/** The media library's routes (api/src/modules/media/media.router.ts), described. */
import { ALT_TEXT_MAX, MAX_INT, MEDIA_MESSAGES, MEDIA_PAGE, TOTAL_COUNT_HEADER } from '@folio/contracts';
import { jsonContent, listOf, ref } from './components.js';
import { NO_CONTENT, REPLACE, answer, type Described } from './described.js';

const MEDIA = 'media';

export const mediaRoutes: Record<string, Described> = {
  'POST /api/admin/media': {
    tag: MEDIA,
    operationId: 'uploadImage',
    summary: 'Upload an image to the media library',
    description:
      'One image in the form field `file` (and its alt text in `altText`). Its type is read from its bytes: JPEG, PNG, WebP, AVIF, GIF or SVG ' +
      `(else 400 '${MEDIA_MESSAGES.unsupported}'); a damaged or truncated file is a 400, an SVG with a script, an event handler or an external ` +
      'reference a 400 naming it, a file over MEDIA_MAX_UPLOAD_MB (10 MB by default) a 413. Raster images are stored upright without metadata, ' +
      'with AVIF and WebP variants at each width up to theirs; a refused upload leaves nothing behind. The same bytes again answer the stored image (200).',
    multipartBody: {
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' }, altText: { type: 'string', maxLength: ALT_TEXT_MAX } },
      required: ['file'],
    },
    responses: { 200: answer('The image already stored from the same bytes.', ref('MediaListItem')), 201: answer('The stored image.', ref('MediaListItem')) },
  },
  'GET /api/admin/media': {
    tag: MEDIA,
    operationId: 'listImages',
    summary: 'One page of the media library, newest first, with where each image is used',
    query: [
      { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: MEDIA_PAGE.maxLimit, default: MEDIA_PAGE.defaultLimit } },
      { name: 'offset', in: 'query', required: false, schema: { type: 'integer', minimum: 0, maximum: MAX_INT, default: 0 } },
      { name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: MEDIA_PAGE.maxQueryLength }, description: 'Words of the original name or the alt text.' },
      { name: 'path', in: 'query', required: false, schema: { type: 'string' }, description: 'The image whose path, or one of whose variant paths, this is (0 or 1 item).' },
    ],
    responses: {
      200: {
        ...answer('The images of the page.', listOf('MediaListItem')),
        headers: { [TOTAL_COUNT_HEADER]: { description: 'How many images match, all pages together.', schema: { type: 'integer', minimum: 0 } } },
      },
    },
    errors: [400],
  },
  'GET /api/admin/media/{id}': { tag: MEDIA, operationId: 'getImage', summary: 'One image of the library', responses: { 200: answer('The image.', ref('MediaListItem')) } },
  'PUT /api/admin/media/{id}': {
    tag: MEDIA,
    operationId: 'describeImage',
    summary: "Change an image's alt text",
    description: REPLACE,
    body: 'MediaAltInput',
    responses: { 200: answer('The image.', ref('MediaListItem')) },
    errors: [409],
  },
  'DELETE /api/admin/media/{id}': {
    tag: MEDIA,
    operationId: 'deleteImage',
    summary: 'Delete an image and its files',
    description: 'Refused with 409 while any content shows it: `usedBy` lists each item and field, and the message names them.',
    responses: { ...NO_CONTENT, 409: { description: 'Still used.', content: jsonContent(ref('MediaInUse')) } },
  },
};
