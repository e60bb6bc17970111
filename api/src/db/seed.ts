import { blogPostStruct, check, type Parsed } from '@folio/contracts';
import type { Struct } from 'superstruct';
import type { CollectionDefinition } from '../modules/content/collection-definition.js';
import { collectionsRepository } from '../modules/content/collections.repository.js';
import { blogCategories, blogTags } from '../modules/blog/blog-taxonomies.js';
import { collections } from '../modules/content/definitions.js';
import { postRevisionsRepository } from '../modules/blog/post-revisions.repository.js';
import { postsRepository } from '../modules/blog/posts.repository.js';
import type { Db } from './knex.js';
import { nowForDb } from './dates.js';
import { snakeKeys } from './rows.js';
import * as data from './seed-data/index.js';

/** Every seed record passes the same contract as an admin write; a broken seed fails loudly. */
function validated<T>(def: { entity: string; struct: Struct<T, unknown> }, record: unknown): Parsed<T> {
  const result = check(def.struct, record);
  if (!result.ok) throw new Error(`Seed ${def.entity} ${JSON.stringify(record).slice(0, 80)} is invalid: ${JSON.stringify(result.fields)}`);
  return result.value;
}

async function insertAll(trx: Db, def: CollectionDefinition, records: readonly unknown[]): Promise<Map<string, number>> {
  const idsBySlug = new Map<string, number>();
  for (const record of records) {
    const values = validated(def, record);
    const id = await collectionsRepository.insert(trx, def, values);
    if (typeof values.slug === 'string') idsBySlug.set(values.slug, id);
  }
  return idsBySlug;
}

/** Fills an empty database with the sample portfolio; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const row = await db('personas').count({ count: '*' }).first();
  if (Number(row?.count ?? 0) > 0) return false;

  await db.transaction(async (trx) => {
    for (const { id, ...persona } of data.personas) {
      await trx('personas').insert({ id, ...snakeKeys(validated(collections.personas, persona)), updated_at: nowForDb() });
    }
    await insertAll(trx, collections.companies, data.companies);
    await insertAll(trx, collections.experiences, data.experiences);
    await insertAll(trx, collections.skills, data.skills);
    await insertAll(trx, collections.education, data.education);
    await insertAll(trx, collections.certifications, data.certifications);
    await insertAll(trx, collections['hero-items'], data.heroItems);
    await insertAll(trx, collections['case-studies'], data.caseStudies);
    await insertAll(trx, collections['social-links'], data.socialLinks);
    const categoryIds = await insertAll(trx, blogCategories, data.categories);
    const tagIds = await insertAll(trx, blogTags, data.tags);

    for (const { categorySlug, tagSlugs, viewCount, ...post } of data.posts) {
      const values = validated({ entity: 'Post', struct: blogPostStruct }, {
        ...post,
        categoryId: categorySlug ? categoryIds.get(categorySlug) : null,
        tagIds: tagSlugs.map((slug) => tagIds.get(slug)),
      });
      const id = await postsRepository.insert(trx, values, values.publishedAt);
      await trx('blog_posts').where({ id }).update({ view_count: viewCount });
      // Its history starts with what it holds, as after any save (and as the migration did for posts already there).
      await postRevisionsRepository.record(trx, id);
    }
  });
  return true;
}
