import type { MediaItem, MediaUse } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import { contentEntries } from '../content/index.js';
import type { MediaUser } from '../content/media-fields.js';

/** Every kind of content that can show a library image, from the content registry. */
export const mediaUsers = (): MediaUser[] => contentEntries().flatMap((entry) => (entry.media ? [entry.media] : []));

type Image = Pick<MediaItem, 'id' | 'path' | 'variants'>;

/** Every file name of one image starts with `/media/<hash>-`; the hash is hexadecimal, so no LIKE wildcard. */
const prefixOf = (image: Image) => image.path.slice(0, image.path.indexOf('-') + 1);

/**
 * Where each of these images is used: an item whose image field holds its path or a variant's, or
 * whose body (markdown, HTML) shows any file of it. One query per kind of content for the whole list.
 */
export async function usesOf(db: Db, images: Image[]): Promise<Map<number, MediaUse[]>> {
  const uses = new Map<number, MediaUse[]>(images.map((image) => [image.id, []]));
  if (images.length === 0) return uses;
  const pathsOf = new Map(images.map((image) => [image.id, [image.path, ...image.variants.map((variant) => variant.path)]]));
  const allPaths = [...pathsOf.values()].flat();
  await Promise.all(
    mediaUsers().map(async ({ entity, table, label, fields }) => {
      const pathColumns = Object.entries(fields.paths);
      const bodyColumns = Object.entries(fields.bodies ?? {});
      const rows: Array<Record<string, unknown>> = await db(table)
        .select('id', label, ...[...pathColumns, ...bodyColumns].map(([, { column }]) => column))
        .where((where) => {
          for (const [, { column }] of pathColumns) where.orWhereIn(column, allPaths);
          for (const [, { column }] of bodyColumns) for (const image of images) where.orWhere(column, 'like', `%${prefixOf(image)}%`);
        })
        .orderBy('id');
      for (const image of images) {
        const paths = pathsOf.get(image.id)!;
        for (const row of rows) {
          const fieldsUsing = [
            ...pathColumns.filter(([, { column }]) => paths.includes(String(row[column]))),
            ...bodyColumns.filter(([, { column }]) => String(row[column] ?? '').includes(prefixOf(image))),
          ];
          for (const [field] of fieldsUsing) uses.get(image.id)!.push({ entity, id: Number(row.id), label: String(row[label]), field });
        }
      }
    }),
  );
  for (const list of uses.values()) list.sort((a, b) => a.entity.localeCompare(b.entity) || a.id - b.id || a.field.localeCompare(b.field));
  return uses;
}

/** What the owner calls a field that shows images ('logo'), from the content definitions. */
function nameOf(use: MediaUse): string {
  const { fields } = mediaUsers().find((user) => user.entity === use.entity)!;
  return (fields.paths[use.field] ?? fields.bodies?.[use.field])?.name ?? use.field;
}

/** 'the image of Case study "Cloud landing zone" and the logo of Company "Acme"'. */
export function describeUses(uses: MediaUse[]): string {
  const names = uses.map((use) => `the ${nameOf(use)} of ${use.entity} "${use.label}"`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
