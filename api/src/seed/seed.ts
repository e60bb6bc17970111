import { check, type ContentKind } from '@folio/contracts';
import type { Db } from '../db/knex.js';
import { CONTENT_REGISTRY } from '../content-kinds.js';
import type { ContentEntry } from '../modules/content/index.js';
import { SAMPLE_CONTENT, type IdOf, type SampleItem } from './samples/index.js';

/** Every sample item passes the same contract as an admin write; a broken seed fails loudly. */
function validated(entry: ContentEntry, { values }: SampleItem): Record<string, unknown> {
  const result = check(entry.struct, values);
  if (!result.ok) throw new Error(`Seed ${entry.entity} ${JSON.stringify(values).slice(0, 80)} is invalid: ${JSON.stringify(result.fields)}`);
  return result.value;
}

/** The slug the insert made for an item sent without one (a case study's, from its title), so later kinds can name it. */
async function madeSlug(trx: Db, entry: ContentEntry, id: number): Promise<string | undefined> {
  if (!entry.collection?.slugs) return undefined;
  const row: { slug: string } | undefined = await trx(entry.collection.table).where({ id }).first('slug');
  return row?.slug;
}

/** Fills an empty database with the sample portfolio, every kind of the content registry; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const row = await db('personas').count({ count: '*' }).first();
  if (Number(row?.count ?? 0) > 0) return false;

  await db.transaction(async (trx) => {
    const idsBySlug = new Map<string, number>();
    const idOf = (kind: ContentKind, slug: string) => idsBySlug.get(`${kind}/${slug}`);
    for (const [kind, sample] of Object.entries(SAMPLE_CONTENT) as [ContentKind, (idOf: IdOf) => SampleItem[]][]) {
      const entry = CONTENT_REGISTRY[kind];
      for (const item of sample(idOf)) {
        const values = validated(entry, item);
        const id = await entry.insertAsGiven(trx, values, item.kept);
        const slug = typeof values.slug === 'string' && values.slug !== '' ? values.slug : await madeSlug(trx, entry, id);
        if (slug) idsBySlug.set(`${kind}/${slug}`, id);
      }
    }
  });
  return true;
}
