import { PERSONA_IDS, type BlogPost, type BlogPostInput, type BlogPostNames, type BlogPostSummary, type Parsed, type PostListStatus, type PostStatus } from '@folio/contracts';

type ParsedPost = Parsed<BlogPostInput>;
import type { Knex } from 'knex';
import { fromDbDateTime, nowForDb, toDbDateTime } from '../../db/dates.js';
import { engineOf, type Db } from '../../db/knex.js';
import { loadLinks, replaceLinks, type LinkTable } from '../../db/links.js';
import { camelKeys } from '../../db/rows.js';
import { updateVersioned, type VersionedWrite } from '../collections/item-version.js';
import { withMediaInfo, type MediaUser } from '../media/media-fields.js';
import type { PostCursor } from './posts.cursor.js';
import { searchHits } from './posts.search.js';

export type PostFilter = {
  /** Visitors: only what visibleToPublic() lets through, whatever `status` says. */
  publicOnly: boolean;
  /** The admin's filter: 'published' is what visitors see now, 'scheduled' published but dated later. */
  status: PostListStatus | null;
  personaId: number | null;
  categoryId: number | null;
  /** Search words (posts.search.ts); null lists without searching. */
  words: string[] | null;
};
/** `after`: a keyset page starts right after this sort key (then `offset` is 0); null starts at `offset`. */
export type Page = { limit: number; offset: number; after: PostCursor | null };
/** One page, how many match in all, and the sort key of its last post when more follow (the next page's cursor). */
export type ListPage = { total: number; posts: PostSummary[]; next: PostCursor | null };
export type StoredPost = BlogPost & BlogPostNames & { createdAt: string; updatedAt: string };
export type PostSummary = BlogPostSummary & { createdAt: string; updatedAt: string };

const PERSONA_LINKS: LinkTable = { table: 'blog_post_personas', key: 'post_id', valueKey: 'persona_id' };
const TAG_LINKS: LinkTable = { table: 'blog_post_tags', key: 'post_id', valueKey: 'tag_id' };
/** Every column but the body: what a list answers. */
const SUMMARY_COLUMNS = [
  'id', 'title', 'slug', 'excerpt', 'featured_image_path', 'category_id', 'tag_type', 'status',
  'display_order', 'view_count', 'published_at', 'created_at', 'updated_at',
].map((column) => `blog_posts.${column}`);
/**
 * The order of every list, whoever reads it: displayOrder highest first, then the newest publishedAt
 * (a post without one after those with one, on both engines), then the highest id; a search sorts by
 * its rank first. The keyset cursor (posts.cursor.ts) is a position in exactly this order.
 */
const SORT_KEY = ['display_order', 'published_at', 'id'] as const;
const listOrder = (searching: boolean) => [
  ...(searching ? [{ column: 'hits.search_rank', order: 'desc' as const }] : []),
  ...SORT_KEY.map((column) => ({ column: `blog_posts.${column}`, order: 'desc' as const })),
];

/**
 * The one rule of what visitors may read: published posts whose publishedAt has come (or that have
 * none). A published post dated later is scheduled: it appears at that moment, with no job to run.
 * Lists, search, the feed (so RSS and the sitemap), the post by slug and its old slugs, its tags and
 * its view counter all go through it. The API's clock, bound as a parameter: publishedAt is set by
 * the same clock, and both engines compare the stored UTC text the same way.
 */
export function visibleToPublic(query: Knex.QueryBuilder, now: string = nowForDb()): Knex.QueryBuilder {
  return query
    .where('blog_posts.status', 'published')
    .andWhere((date) => date.whereNull('blog_posts.published_at').orWhere('blog_posts.published_at', '<=', now));
}

/** Published, but dated later than now: what visibleToPublic() still hides. */
function scheduledOnly(query: Knex.QueryBuilder, now: string): Knex.QueryBuilder {
  return query.where('blog_posts.status', 'published').andWhere('blog_posts.published_at', '>', now);
}

const STATUS_FILTERS: Record<PostListStatus, (query: Knex.QueryBuilder, now: string) => Knex.QueryBuilder> = {
  draft: (query) => query.where('blog_posts.status', 'draft'),
  published: (query, now) => visibleToPublic(query, now),
  scheduled: (query, now) => scheduledOnly(query, now),
};

/** The filters on the post itself (who reads, status, category), on a query over blog_posts. */
function whereOwnFilters(query: Knex.QueryBuilder, filter: PostFilter, now: string): Knex.QueryBuilder {
  if (filter.publicOnly) visibleToPublic(query, now);
  else if (filter.status) STATUS_FILTERS[filter.status](query, now);
  if (filter.categoryId !== null) query.where('blog_posts.category_id', filter.categoryId);
  return query;
}

/**
 * Only the posts after `after` in the list's order: a disjunction the engines turn into an index
 * range (displayOrder at most the cursor's first), then the ties in publishedAt (none last) and id.
 * `from`: the table or derived table that holds the sort key (and `search_rank` when searching).
 */
function whereAfter(query: Knex.QueryBuilder, after: PostCursor, from = 'blog_posts', rankOf = 'hits.search_rank'): void {
  const { displayOrder, publishedAt, id } = after;
  const [order, date, key] = SORT_KEY.map((column) => `${from}.${column}`) as [string, string, string];
  const laterInOrder = (rest: Knex.QueryBuilder) =>
    rest.where(order, '<', displayOrder).orWhere((tie) =>
      tie.where(order, displayOrder).andWhere((next) => {
        if (publishedAt === null) next.whereNull(date).andWhere(key, '<', id);
        else next.where(date, '<', publishedAt).orWhereNull(date).orWhere((same) => same.where(date, publishedAt).andWhere(key, '<', id));
      }),
    );
  if (after.rank === null) {
    query.where(order, '<=', displayOrder).andWhere(laterInOrder);
    return;
  }
  const rank = after.rank;
  query.where((ranked) => ranked.where(rankOf, '<', rank).orWhere((tie) => tie.where(rankOf, rank).andWhere(laterInOrder)));
}

/** The sort key of a listed row: what the next page's cursor carries. */
function sortKeyOf(row: Record<string, unknown>, searching: boolean): PostCursor {
  return {
    rank: searching ? Number(row.search_rank) : null,
    displayOrder: Number(row.display_order),
    publishedAt: row.published_at === null || row.published_at === undefined ? null : String(row.published_at),
    id: Number(row.id),
  };
}

export const postsRepository = {
  /**
   * One page of posts, the number matching and, when more follow, the sort key of the page's last
   * post: a fixed number of queries whatever the page size. A page reads one row past its end to
   * know whether more follow.
   */
  async list(db: Db, filter: PostFilter, page: Page): Promise<ListPage> {
    if (filter.words?.length === 0) return { total: 0, posts: [], next: null };
    const now = nowForDb();
    const searching = filter.words !== null;
    let total: number;
    let found: Array<Record<string, unknown>>;
    if (searching) {
      // The page counts its matches as it ranks them: the search is run once.
      found = await searchPage(db, filter, page, now);
      const counted = found[0]?.matching_total;
      total = counted !== undefined ? Number(counted) : page.offset === 0 && !page.after ? 0 : await countMatching(db, filter, now);
    } else if (filter.personaId !== null) {
      [total, found] = await Promise.all([countOfPersona(db, filter, filter.personaId, now), personaPage(db, filter, filter.personaId, page, now)]);
    } else {
      [total, found] = await Promise.all([countMatching(db, filter, now), matchingPage(db, filter, page, now)]);
    }
    const shown = found.slice(0, page.limit);
    const last = shown.at(-1);
    const next = found.length > page.limit && last ? sortKeyOf(last, searching) : null;
    for (const row of shown) {
      delete row.search_rank;
      delete row.matching_total;
    }
    return { total, posts: (await hydrate(db, shown)) as PostSummary[], next };
  },

  /** The newest published posts, whole (bodies included), for the feeds: newest publishedAt first. */
  async newest(db: Db, personaId: number | null, count: number): Promise<StoredPost[]> {
    const query = visibleToPublic(db('blog_posts'))
      .leftJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
      .select('blog_posts.*', 'blog_categories.name as category_name')
      .orderBy([{ column: 'blog_posts.published_at', order: 'desc' }, { column: 'blog_posts.id', order: 'desc' }])
      .limit(count);
    if (personaId !== null) applyPersonaFilter(db, query, personaId);
    return (await hydrate(db, await query)) as StoredPost[];
  },

  async findOne(db: Db, where: { id: number } | { slug: string }, publicOnly: boolean): Promise<StoredPost | undefined> {
    const query = db('blog_posts')
      .leftJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
      .select('blog_posts.*', 'blog_categories.name as category_name')
      .where('id' in where ? { 'blog_posts.id': where.id } : { 'blog_posts.slug': where.slug });
    if (publicOnly) visibleToPublic(query);
    const [post] = await hydrate(db, await query);
    return post as StoredPost | undefined;
  },

  /** `kept`: columns a restored post keeps from before its delete (id, view_count, created_at). */
  async insert(trx: Db, values: ParsedPost, publishedAt: string | null, kept: Record<string, unknown> = {}): Promise<number> {
    const now = nowForDb();
    const [id] = await trx('blog_posts').insert({ ...toRow(values, publishedAt), view_count: 0, created_at: now, updated_at: now, ...kept });
    await writeLinks(trx, Number(id), values);
    return Number(id);
  },

  /** Changes the post only if it is still the version `lockVersion` read (409 otherwise), then its links. */
  async update(trx: Db, id: number, values: ParsedPost, publishedAt: string | null, version: VersionedWrite): Promise<void> {
    await updateVersioned(trx, 'blog_posts', id, version, toRow(values, publishedAt));
    await writeLinks(trx, id, values);
  },

  /** What a post is before a save: its slug and status (for redirects) and its date (kept while visitors read it). */
  async savedState(trx: Db, id: number): Promise<SavedState | undefined> {
    const row = await trx('blog_posts').where({ id }).first('slug', 'status', 'published_at');
    return row && { slug: row.slug, status: row.status, publishedAt: fromDbDateTime(row.published_at) };
  },

  /** A restore: only the text of an older version, as a new versioned save (409 when stale). */
  async updateText(trx: Db, id: number, text: { title: string; excerpt: string | null; content: string }, version: VersionedWrite): Promise<void> {
    await updateVersioned(trx, 'blog_posts', id, version, text);
  },

  remove(trx: Db, id: number): Promise<number> {
    return trx('blog_posts').where({ id }).delete();
  },

  async isVisibleToPublic(db: Db, id: number): Promise<boolean> {
    return (await visibleToPublic(db('blog_posts').where('blog_posts.id', id)).first('blog_posts.id')) !== undefined;
  },

  /** One atomic UPDATE, so concurrent views never overwrite each other. */
  incrementViews(db: Db, id: number): Promise<number> {
    return visibleToPublic(db('blog_posts').where('blog_posts.id', id)).increment('view_count', 1);
  },

  async viewCount(db: Db, id: number): Promise<number> {
    const row = await db('blog_posts').where({ id }).first('view_count');
    return Number(row?.view_count ?? 0);
  },
};

/**
 * A post belongs to a persona when it is assigned to it, or, assigned to none, when its tagType is
 * null (All) or the persona's own tag type. `has_personas` says "assigned to some persona" on the
 * post's own row (kept in step by every write of its links and by a persona's delete), so that the
 * unassigned posts are an index range rather than a look into the links of every post.
 */
const unassigned = (query: Knex.QueryBuilder) => query.where('blog_posts.has_personas', 0);
const personaTagType = (db: Db, personaId: number) => db('personas').select('tag_type').where('id', personaId);
const linkedTo = (db: Db, personaId: number) =>
  db('blog_post_personas').select(1).whereRaw('blog_post_personas.post_id = blog_posts.id').andWhere('blog_post_personas.persona_id', personaId);

/** The persona rule row by row: for the feed and for search, whose rows come from elsewhere first. */
function applyPersonaFilter(db: Db, query: Knex.QueryBuilder, personaId: number): void {
  query.where((where) =>
    where
      .where((free) =>
        unassigned(free).andWhere((tag) => tag.whereNull('blog_posts.tag_type').orWhere('blog_posts.tag_type', personaTagType(db, personaId))),
      )
      .orWhereExists(linkedTo(db, personaId)),
  );
}

/**
 * The persona rule as three disjoint sets, each read in the list's order from an index: unassigned
 * posts of tag type All, unassigned posts of the persona's tag type (both ranges of
 * blog_posts_audience), and posts linked to the persona (from its links, so their cost follows that
 * persona's links, not the blog). SQLite's planner, without statistics, would rather walk every post
 * in order and look up its link: CROSS JOIN makes it start from the links (MySQL reads it as an inner
 * join, and starts there by its statistics).
 */
function personaSets(db: Db, filter: PostFilter, personaId: number, now: string) {
  const own = (query: Knex.QueryBuilder) => whereOwnFilters(query, filter, now);
  return {
    all: () => own(unassigned(db('blog_posts')).whereNull('blog_posts.tag_type')),
    ofTag: () => own(unassigned(db('blog_posts')).where('blog_posts.tag_type', personaTagType(db, personaId))),
    linked: () =>
      own(db('blog_post_personas').crossJoin('blog_posts', 'blog_posts.id', 'blog_post_personas.post_id').where('blog_post_personas.persona_id', personaId)),
  };
}

/**
 * A persona's list: the first `offset + limit + 1` of each set in order, merged and cut to the page's
 * ids and sort keys, then the rows of those posts only (a post's row holds its long body).
 */
function personaPage(db: Db, filter: PostFilter, personaId: number, page: Page, now: string): Promise<Array<Record<string, unknown>>> {
  const sets = personaSets(db, filter, personaId, now);
  const take = page.offset + page.limit + 1;
  const firstOf = (query: Knex.QueryBuilder, name: string) => {
    if (page.after) whereAfter(query, page.after);
    const first = query.select(SORT_KEY.map((column) => `blog_posts.${column}`)).orderBy(listOrder(false)).limit(take);
    return db.select('*').from(first.as(name));
  };
  const merged = firstOf(sets.all(), 'of_all').unionAll(firstOf(sets.ofTag(), 'of_tag')).unionAll(firstOf(sets.linked(), 'linked'));
  const byKey = (table: string) => SORT_KEY.map((column) => ({ column: `${table}.${column}`, order: 'desc' as const }));
  const pageIds = db.from(merged.as('sets')).select('sets.id').orderBy(byKey('sets')).limit(page.limit + 1).offset(page.offset);
  return db('blog_posts')
    .join(pageIds.as('candidates'), 'candidates.id', 'blog_posts.id')
    .leftJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
    .select(...SUMMARY_COLUMNS, 'blog_categories.name as category_name')
    .orderBy(listOrder(false));
}

/** How many posts a persona's list holds: the three sets' counts, each from an index alone. */
async function countOfPersona(db: Db, filter: PostFilter, personaId: number, now: string): Promise<number> {
  const sets = personaSets(db, filter, personaId, now);
  const count = (query: Knex.QueryBuilder) => query.count({ n: '*' });
  const linked = db('blog_post_personas')
    .where('blog_post_personas.persona_id', personaId)
    .whereExists(whereOwnFilters(db('blog_posts').select(1).whereRaw('blog_posts.id = blog_post_personas.post_id'), filter, now))
    .count({ n: '*' });
  const [row] = await db.select(db.raw('(?) + (?) + (?) as total', [count(sets.all()), count(sets.ofTag()), linked]));
  return Number(row?.total ?? 0);
}

/**
 * Every list but a persona's without search: one query over the posts, or over the search's matches
 * and their posts. A search starts from its matches, on both engines (SQLite's CROSS JOIN, MySQL's
 * STRAIGHT_JOIN): MySQL would rather walk every published post and look each up among the matches,
 * when its estimate of them is off, as it is for the tags' part.
 */
function matching(db: Db, filter: PostFilter, now: string, ranked = true): Knex.QueryBuilder {
  const query = filter.words
    ? db.from(searchHits(db, filter.words, ranked)).joinRaw(`${engineOf(db) === 'mysql' ? 'STRAIGHT_JOIN' : 'CROSS JOIN'} blog_posts ON blog_posts.id = hits.post_id`)
    : db('blog_posts');
  whereOwnFilters(query, filter, now);
  if (filter.personaId !== null) applyPersonaFilter(db, query, filter.personaId);
  return query;
}

/** The page of a list without search, in the index's order. */
function matchingPage(db: Db, filter: PostFilter, page: Page, now: string): Promise<Array<Record<string, unknown>>> {
  const query = matching(db, filter, now)
    .leftJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
    .select(...SUMMARY_COLUMNS, 'blog_categories.name as category_name')
    .orderBy(listOrder(false))
    .limit(page.limit + 1)
    .offset(page.offset);
  if (page.after) whereAfter(query, page.after);
  return query;
}

/**
 * The page of a search. Relevance order ranks every post matched before it can tell the first, so
 * one pass ranks them with their sort keys and counts them (`matching_total`, before the cursor
 * narrows them); the page is cut from those keys, and only its posts' rows are read.
 */
function searchPage(db: Db, filter: PostFilter, page: Page, now: string): Promise<Array<Record<string, unknown>>> {
  const ranked = matching(db, filter, now).select('hits.search_rank', ...SORT_KEY.map((column) => `blog_posts.${column}`), db.raw('count(*) over () as matching_total'));
  const byKey = [{ column: 'ranked.search_rank', order: 'desc' as const }, ...SORT_KEY.map((column) => ({ column: `ranked.${column}`, order: 'desc' as const }))];
  const pageKeys = db.from(ranked.as('ranked')).select('ranked.*').orderBy(byKey).limit(page.limit + 1).offset(page.offset);
  if (page.after) whereAfter(pageKeys, page.after, 'ranked', 'ranked.search_rank');
  return db
    .from(pageKeys.as('ranked'))
    .join('blog_posts', 'blog_posts.id', 'ranked.id')
    .leftJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
    .select(...SUMMARY_COLUMNS, 'blog_categories.name as category_name', 'ranked.search_rank as search_rank', 'ranked.matching_total')
    .orderBy(byKey);
}

async function countMatching(db: Db, filter: PostFilter, now: string): Promise<number> {
  const [row] = await matching(db, filter, now, false).count({ total: '*' });
  return Number(row?.total ?? 0);
}

function toRow(values: ParsedPost, publishedAt: string | null): Record<string, unknown> {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt ?? null,
    content: values.content,
    featured_image_path: values.featuredImagePath ?? null,
    category_id: values.categoryId,
    tag_type: values.tagType ?? null,
    has_personas: values.personaIds.length > 0 ? 1 : 0,
    status: values.status,
    display_order: values.displayOrder,
    published_at: publishedAt ? toDbDateTime(publishedAt) : null,
  };
}

async function writeLinks(trx: Db, id: number, values: ParsedPost): Promise<void> {
  await replaceLinks(trx, PERSONA_LINKS, id, values.personaIds);
  await replaceLinks(trx, TAG_LINKS, id, values.tagIds);
}

/** Where a post keeps images: its featured image, and any the markdown body shows. */
export const postMediaUser: MediaUser = {
  entity: 'Post',
  table: 'blog_posts',
  label: 'title',
  fields: {
    paths: { featuredImagePath: { column: 'featured_image_path', name: 'featured image' } },
    bodies: { content: { column: 'content', name: 'body' } },
  },
};

/** A valid new post as a POST sends it: the API documentation shows it, and the suites that run over every kind create posts from it. */
export type SavedState = { slug: string; status: PostStatus; publishedAt: string | null };

export const postExample: Record<string, unknown> = {
  title: 'Retry budgets, not retry loops',
  slug: 'retry-budgets-not-retry-loops',
  excerpt: 'Why a cap on retries keeps an outage small.',
  content: '## The problem\n\nEvery client retried three times, so one slow database became four times as busy.',
  featuredImagePath: null,
  categoryId: null,
  tagType: 'enterprise',
  status: 'published',
  displayOrder: 0,
  personaIds: [PERSONA_IDS.enterprise],
  tagIds: [],
  publishedAt: '2026-03-02T09:00:00.000Z',
};

async function hydrate(db: Db, rows: Array<Record<string, unknown>>): Promise<Array<StoredPost | PostSummary>> {
  const ids = rows.map((row) => Number(row.id));
  const [personaIds, tags] = await Promise.all([loadLinks(db, PERSONA_LINKS, ids), loadTags(db, ids)]);
  const posts = rows.map((row) => {
    const post = camelKeys(row);
    const id = Number(post.id);
    const postTags = tags.get(id) ?? [];
    return {
      ...post,
      id,
      categoryId: post.categoryId === null ? null : Number(post.categoryId),
      categoryName: post.categoryName ?? null,
      viewCount: Number(post.viewCount),
      publishedAt: fromDbDateTime(post.publishedAt),
      createdAt: fromDbDateTime(post.createdAt),
      updatedAt: fromDbDateTime(post.updatedAt),
      personaIds: personaIds.get(id) ?? [],
      tagIds: postTags.map((tag) => tag.id).sort((a, b) => a - b),
      tags: postTags,
    } as StoredPost;
  });
  return withMediaInfo(db, posts, postMediaUser.fields);
}

/** The tags of these posts with their names, in the tags' own order (displayOrder, then name), in one query. */
async function loadTags(db: Db, postIds: number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
  const byPost = new Map<number, Array<{ id: number; name: string }>>();
  if (postIds.length === 0) return byPost;
  const rows = await db('blog_post_tags')
    .join('blog_tags', 'blog_tags.id', 'blog_post_tags.tag_id')
    .whereIn('blog_post_tags.post_id', postIds)
    .orderBy([{ column: 'blog_tags.display_order' }, { column: 'blog_tags.name' }, { column: 'blog_tags.id' }])
    .select('blog_post_tags.post_id', 'blog_tags.id', 'blog_tags.name');
  for (const row of rows) {
    const postId = Number(row.post_id);
    byPost.set(postId, [...(byPost.get(postId) ?? []), { id: Number(row.id), name: String(row.name) }]);
  }
  return byPost;
}
