import { MEDIA_MESSAGES, type MediaListItem } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { conflict, notFound } from '../../domain-error.js';
import { lockVersion, transactionWithRetry, type ExpectedWrite } from '../content/item-version.js';
import type { MediaListQuery } from './media-query.js';
import { describeUses, usesOf } from './media-usage.js';
import { processUpload } from './media.processing.js';
import { mediaRepository as repository } from './media.repository.js';
import type { MediaStorage } from './storage/index.js';

/** An image as the owner sent it, its alt text already checked (mediaAltStruct). */
export type Upload = { bytes: Buffer; originalName: string; altText: string };

const ENTITY = 'Image';

async function withUses(db: Db, items: Awaited<ReturnType<typeof repository.findById>>[]): Promise<MediaListItem[]> {
  const found = items.filter((item) => item !== null);
  const uses = await usesOf(db, found);
  return found.map((item) => ({ ...item, usedBy: uses.get(item.id) ?? [] }));
}

/** The media library: upload, browse, describe and remove images. */
export const mediaService = {
  /** Stores a new image (201), or answers the one already stored from the same bytes (200). */
  async upload(db: Db, storage: MediaStorage, upload: Upload): Promise<{ created: boolean; item: MediaListItem }> {
    const image = await processUpload(upload.bytes);
    const existing = await repository.findByHash(db, image.hash);
    if (existing) return { created: false, item: (await withUses(db, [existing]))[0]! };
    await Promise.all(image.files.map((file) => storage.put(file.name, file.body, file.contentType)));
    try {
      const id = await repository.insert(db, image, { originalName: upload.originalName, byteSize: upload.bytes.length, altText: upload.altText });
      return { created: true, item: await mediaService.get(db, id) };
    } catch (error) {
      // The same bytes stored at the same moment by another request: its record is this upload's answer.
      const raced = isUniqueViolation(error) ? await repository.findByHash(db, image.hash) : null;
      if (raced) return { created: false, item: (await withUses(db, [raced]))[0]! };
      await storage.remove(image.files.map((file) => file.name));
      throw error;
    }
  },

  async list(db: Db, query: MediaListQuery): Promise<{ total: number; items: MediaListItem[] }> {
    const { path, ...page } = query;
    if (path !== null) {
      const item = await repository.findByPath(db, path);
      return { total: item ? 1 : 0, items: await withUses(db, [item]) };
    }
    const { total, items } = await repository.list(db, page);
    return { total, items: await withUses(db, items) };
  },

  async get(db: Db, id: number): Promise<MediaListItem> {
    const item = await repository.findById(db, id);
    if (!item) throw notFound(ENTITY);
    return (await withUses(db, [item]))[0]!;
  },

  /** `expected`: the version the image was loaded with (readExpectedVersion). */
  async updateAltText(db: Db, id: number, altText: string, expected: ExpectedWrite): Promise<MediaListItem> {
    await transactionWithRetry(db, async (trx) => {
      const version = await lockVersion(trx, 'media', id, ENTITY, expected);
      if (version.replayed) return;
      await repository.updateAltText(trx, id, altText, version);
    });
    return mediaService.get(db, id);
  },

  /** Refused (409, naming each use) while any content shows the image; otherwise record and files go. */
  async remove(db: Db, storage: MediaStorage, id: number): Promise<void> {
    const item = await mediaService.get(db, id);
    if (item.usedBy.length > 0) {
      throw conflict(MEDIA_MESSAGES.inUse(describeUses(item.usedBy)), undefined, { usedBy: item.usedBy });
    }
    if ((await repository.remove(db, id)) === 0) throw notFound(ENTITY);
    await storage.remove([item.path, ...item.variants.map((variant) => variant.path)].map((path) => path.slice(path.lastIndexOf('/') + 1)));
  },
};
