import { mediaVariants, parseMediaPath, type MediaContentType, type MediaItem } from '@folio/contracts';
import { fromDbDateTime, nowForDb } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { updateVersioned, type VersionedWrite } from '../content/item-version.js';
import type { ProcessedImage } from './media.processing.js';

export type MediaPage = { limit: number; offset: number; q: string | null };

/** A variant's name (`<hash>-640w.webp`) leads to its image by the hash. */
const VARIANT_PATH = /^\/media\/([0-9a-f]{16})-\d+w\.(?:avif|webp)$/;

function toItem(row: Record<string, unknown>): MediaItem {
  const path = String(row.path);
  const name = parseMediaPath(path);
  return {
    id: Number(row.id),
    originalName: String(row.original_name),
    contentType: row.content_type as MediaContentType,
    byteSize: Number(row.byte_size),
    width: Number(row.width),
    height: Number(row.height),
    altText: String(row.alt_text ?? ''),
    path,
    variants: name ? mediaVariants(name) : [],
    placeholder: (row.placeholder as string | null) ?? null,
    createdAt: fromDbDateTime(row.created_at)!,
    updatedAt: fromDbDateTime(row.updated_at)!,
  };
}

/** Every SQL statement of the media library. */
export const mediaRepository = {
  async insert(db: Db, image: ProcessedImage, upload: { originalName: string; byteSize: number; altText: string }): Promise<number> {
    const now = nowForDb();
    const [id] = await db('media').insert(
      {
        hash: image.hash,
        path: image.path,
        original_name: upload.originalName,
        content_type: image.contentType,
        byte_size: upload.byteSize,
        width: image.width,
        height: image.height,
        alt_text: upload.altText,
        placeholder: image.placeholder,
        created_at: now,
        updated_at: now,
    });
    return Number(id);
  },

  async findById(db: Db, id: number): Promise<MediaItem | null> {
    const row = await db('media').where({ id }).first();
    return row ? toItem(row) : null;
  },

  async findByHash(db: Db, hash: string): Promise<MediaItem | null> {
    const row = await db('media').where({ hash }).first();
    return row ? toItem(row) : null;
  },

  /** The image a path names: its own path or one of its variants'. */
  async findByPath(db: Db, path: string): Promise<MediaItem | null> {
    const hash = parseMediaPath(path)?.hash ?? VARIANT_PATH.exec(path)?.[1];
    return hash ? mediaRepository.findByHash(db, hash) : null;
  },

  /** Newest first; `q` finds words of the original name or the alt text. */
  async list(db: Db, page: MediaPage): Promise<{ total: number; items: MediaItem[] }> {
    const matching = db('media').where((where) => {
      for (const word of (page.q ?? '').split(/\s+/).filter(Boolean)) {
        // '!' escapes LIKE's wildcards the same way on both engines (a backslash does not).
        const like = `%${word.replace(/[!%_]/g, '!$&')}%`;
        where.andWhere((either) => either.whereRaw("original_name like ? escape '!'", [like]).orWhereRaw("alt_text like ? escape '!'", [like]));
      }
    });
    const [counted, rows] = await Promise.all([
      matching.clone().count({ total: '*' }).first(),
      matching.clone().orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(page.limit).offset(page.offset).select('*'),
    ]);
    return { total: Number(counted?.total ?? 0), items: rows.map(toItem) };
  },

  updateAltText(trx: Db, id: number, altText: string, version: VersionedWrite): Promise<void> {
    return updateVersioned(trx, 'media', id, version, { alt_text: altText });
  },

  async remove(db: Db, id: number): Promise<number> {
    return db('media').where({ id }).delete();
  },
};
