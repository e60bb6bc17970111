import { readFile } from 'node:fs/promises';
import { basename, join, normalize } from 'node:path';
import type { Db } from '../../db/knex.js';
import { mediaUsers } from './media-usage.js';
import { mediaService } from './media.service.js';
import type { MediaStorage } from './storage/index.js';

/** Where the sample portfolio's images are named in its content: /images/<folder>/<file>. */
const BUNDLED_PREFIX = '/images/';

/**
 * Moves the sample site's images into the media library: each content path under /images/ whose file
 * ships in `dir` (api/seed-images) is uploaded like an owner's image, and every field that names it
 * then names its library path. Runs at each start and does nothing once no content names such a path,
 * so a database seeded before the library existed moves over on its first start with it. A path
 * with no bundled file (the owner's own, served elsewhere) is left as it is.
 */
export async function importBundledImages(db: Db, storage: MediaStorage, dir: string): Promise<number> {
  const columns = mediaUsers().flatMap(({ table, fields }) => Object.values(fields.paths).map(({ column }) => ({ table, column })));
  const named = await Promise.all(
    columns.map(async ({ table, column }) => (await db(table).distinct(column).where(column, 'like', `${BUNDLED_PREFIX}%`)).map((row) => String(row[column]))),
  );
  let moved = 0;
  for (const path of [...new Set(named.flat())].sort()) {
    const relative = normalize(path.slice(BUNDLED_PREFIX.length));
    if (relative.startsWith('..')) continue;
    const bytes = await readFile(join(dir, relative)).catch(() => null);
    if (!bytes) continue;
    const { item } = await mediaService.upload(db, storage, { bytes, originalName: basename(relative), altText: '' });
    for (const { table, column } of columns) await db(table).where(column, path).update({ [column]: item.path });
    moved += 1;
  }
  return moved;
}
