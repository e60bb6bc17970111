// Seeds an API through its admin calls (as the console writes), so whatever the API keeps in step on
// a write (search index, links) is kept in step here too. Writes run `concurrency` at a time.
import { signInThroughApi } from '../../e2e/support/admin-api.mjs';
import { COLLECTIONS, postInput, random } from './content.mjs';

async function inParallel(count, task, concurrency) {
  const results = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** 1,000 (or `each`) of every entity but posts; resolves to the ids posts link to. */
export async function seedEntities(apiUrl, each, log, concurrency) {
  const { write } = await signInThroughApi(apiUrl);
  const rand = random(13);
  const started = Date.now();
  const personas = await inParallel(each, (i) => write('POST', 'admin/personas', COLLECTIONS.personas(rand, i + 1)), concurrency);
  const personaIds = personas.map((p) => p.id);
  for (const [name, make] of Object.entries(COLLECTIONS)) {
    if (name === 'personas') continue;
    await inParallel(each, (i) => write('POST', `admin/${name}`, make(rand, i + 1, personaIds)), concurrency);
  }
  const categories = await inParallel(each, (i) =>
    write('POST', 'admin/blog/categories', { name: `Category ${i + 1}`, slug: `bench-category-${i + 1}`, description: `Posts about topic ${i + 1}`, displayOrder: i }),
    concurrency,
  );
  const tags = await inParallel(each, (i) => write('POST', 'admin/blog/tags', { name: `tag${i + 1}`, slug: `bench-tag-${i + 1}`, displayOrder: i }), concurrency);
  log(`    ${each} of each entity (${Object.keys(COLLECTIONS).length} collections, categories, tags) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { personaIds, categoryIds: categories.map((c) => c.id), tagIds: tags.map((t) => t.id) };
}

/** Posts number `from` … `to - 1` (bench-post-<n>); the ids and slugs of those created. */
export async function seedPosts(apiUrl, from, to, links, log, concurrency) {
  const { write } = await signInThroughApi(apiUrl);
  const started = Date.now();
  const posts = await inParallel(to - from, (offset) => {
    const index = from + offset;
    return write('POST', 'admin/blog/posts', postInput(random(1000 + index), index, links));
  }, concurrency);
  log(`    posts ${from}…${to - 1} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return posts.map((p) => ({ id: p.id, slug: p.slug, status: p.status, categoryId: p.categoryId }));
}
