import { SLUG_MAX, SLUG_PATTERN, freeSlugFrom } from '@folio/contracts';
import { nowForDb } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import type { CollectionDefinition, ContentValues, SlugScheme } from './collection-definition.js';

type Slugged = CollectionDefinition & { slugs: SlugScheme };
export const hasSlugs = (def: CollectionDefinition): def is Slugged => def.slugs !== undefined;

/** Slugs that could clash with one made from `base`: itself and its numbered forms, other items' only. */
async function slugsLike(trx: Db, def: Slugged, base: string, except?: number): Promise<Set<string>> {
  // Slugs hold no LIKE wildcard (SLUG_PATTERN); the prefix leaves room for a '-N' suffix.
  const query = trx(def.table).where('slug', 'like', `${base.slice(0, SLUG_MAX - 12)}%`).pluck('slug');
  if (except !== undefined) query.whereNot({ id: except });
  return new Set<string>(await query);
}

/**
 * The values a write stores: a slug left blank is made from the item's `from` field (its entity's
 * name when that has no letter or digit), the first of 'title', 'title-2'… no other item has.
 * `id`: the item an update saves.
 */
export async function withSlug(trx: Db, def: CollectionDefinition, values: ContentValues, id?: number): Promise<ContentValues> {
  if (!hasSlugs(def) || (typeof values.slug === 'string' && values.slug !== '')) return values;
  const title = String(values[def.slugs.from] ?? '');
  const fallback = def.entity;
  const taken = await slugsLike(trx, def, freeSlugFrom(title, new Set(), fallback), id);
  return { ...values, slug: freeSlugFrom(title, taken, fallback) };
}

/** The slug an item has before an update (the former one to keep answering if it changes). */
export async function slugBefore(trx: Db, def: CollectionDefinition, id: number): Promise<string | undefined> {
  if (!hasSlugs(def)) return undefined;
  const row: { slug: string } | undefined = await trx(def.table).where({ id }).first('slug');
  return row?.slug;
}

/**
 * What a stored save adds, in its transaction: the item's slug is no redirect any more (the live item
 * wins), and a changed slug keeps leading to the item (taking that former slug over if it led elsewhere).
 */
export async function recordSlug(trx: Db, def: CollectionDefinition, id: number, slug: unknown, before?: string): Promise<void> {
  if (!hasSlugs(def) || typeof slug !== 'string') return;
  const { table, key } = def.slugs.redirects;
  await trx(table).where({ slug }).delete();
  if (before && before !== slug) {
    await trx(table).insert({ slug: before, [key]: id, created_at: nowForDb() }).onConflict('slug').merge([key, 'created_at']);
  }
}

/** The current slug of the item a former slug leads to; never while an item has that slug itself. */
export async function redirectTarget(db: Db, def: CollectionDefinition, slug: string): Promise<string | undefined> {
  if (!hasSlugs(def) || slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) return undefined;
  const { table, key } = def.slugs.redirects;
  const row: { slug: string } | undefined = await db(table)
    .join(def.table, `${def.table}.id`, `${table}.${key}`)
    .where(`${table}.slug`, slug)
    .whereNotExists(db(`${def.table} as taken`).select(db.raw('1')).where('taken.slug', slug))
    .first(`${def.table}.slug`);
  return row?.slug;
}
