import { MEDIA_PATH_PREFIX, type MediaInfo } from '@folio/contracts';
import type { Db } from '../../db/knex.js';

/**
 * Where a kind of content keeps images: columns holding one image's path, and text columns (markdown,
 * HTML) that may show library images inside them. Declared by each content definition; the media
 * module reads them to say where an image is used and to add its alt text to content answers.
 */
export type MediaFields = {
  /** field (camelCase, as answered) → its column, and what the owner calls it in a message ('logo'). */
  paths: Readonly<Record<string, MediaColumn>>;
  bodies?: Readonly<Record<string, MediaColumn>>;
};

export type MediaColumn = { column: string; name: string };

/** A kind of content that holds images: its definition's name for it, its table, the column naming an item ('title') and its fields. */
export type MediaUser = { entity: string; table: string; label: string; fields: MediaFields };

type Row = Record<string, unknown>;

/**
 * Adds `media: { [path]: { alt, placeholder } }` to each row that shows library images in its path
 * fields: one query for the whole list, none when no row has a library image.
 */
export async function withMediaInfo<T extends Row>(db: Db, rows: T[], fields: MediaFields | undefined): Promise<T[]> {
  if (!fields) return rows;
  const pathsOf = (row: Row) =>
    Object.keys(fields.paths)
      .map((field) => row[field])
      .filter((value): value is string => typeof value === 'string' && value.startsWith(MEDIA_PATH_PREFIX));
  const wanted = [...new Set(rows.flatMap(pathsOf))];
  if (wanted.length === 0) return rows;
  const found: Array<{ path: string; alt_text: string; placeholder: string | null }> = await db('media')
    .whereIn('path', wanted)
    .select('path', 'alt_text', 'placeholder');
  const info = new Map<string, MediaInfo>(found.map((media) => [media.path, { alt: media.alt_text, placeholder: media.placeholder }]));
  return rows.map((row) => {
    const media = Object.fromEntries(pathsOf(row).flatMap((path) => (info.has(path) ? [[path, info.get(path)!]] : [])));
    return Object.keys(media).length > 0 ? { ...row, media } : row;
  });
}
