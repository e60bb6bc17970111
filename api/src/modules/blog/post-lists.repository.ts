import type { PostListOrder, PostListStatus } from '@folio/contracts';
import type { Knex } from 'knex';
import { nowForDb } from '../../db/dates.js';
import { engineOf, type Db } from '../../db/knex.js';
import type { TaxonomyFilter } from './post-list-query.js';
import type { PostCursor } from './posts.cursor.js';
import { searchHits } from './posts.search.js';

// The queries of the post lists (public, persona, search, the console's) and of the one rule of what
// visitors may read; posts.repository.ts reads the rows' names, tags and media for the page they give.

export type PostFilter = {
  /** Visitors: only what visibleToPublic() lets through, whatever `status` says. */
  publicOnly: boolean;
  /** The admin's filter: 'published' is what visitors see now, 'scheduled' published but dated later. */
  status: PostListStatus | null;
  personaId: number | null;
  categoryId: number | null;
  /** Only the posts of the tag and of the category of these slugs (an unknown slug: none). */
  taxonomy: TaxonomyFilter;
  /** Search words (posts.search.ts); null lists without searching. */
  words: string[] | null;
};
/**
 * `after`: a keyset page starts right after this sort key (then `offset` is 0); null starts at `offset`.
 * `order`: the manual order (the public blog's, the only one a cursor pages) or the date order (the console's).
 */
export type Page = { limit: number; offset: number; after: PostCursor | null; order: PostListOrder };
/** Every column but the body: what a list answers. */
export const SUMMARY_COLUMNS = [
  'id', 'title', 'slug', 'excerpt', 'featured_image_path', 'featured_image_alt', 'featured_image_decorative', 'category_id', 'tag_type', 'status',
  'display_order', 'view_count', 'published_at', 'created_at', 'updated_at',
].map((column) => `blog_posts.${column}`);
/** A post's category's name and slug, from blog_categories joined to the posts (null without a category). */
export const CATEGORY_NAMES = ['blog_categories.name as category_name', 'blog_categories.slug as category_slug'];
/**
 * The manual order (the public lists'): displayOrder highest first, then the newest publishedAt
 * (a post without one after those with one, on both engines), then the highest id; a search sorts by
 * its rank first. The keyset cursor (posts.cursor.ts) is a position in exactly this order.
 */
const SORT_KEY = ['display_order', 'published_at', 'id'] as const;
/**
 * The ORDER BY of a list over `table`'s sort columns. The date order: the posts not dated yet (drafts
 * being written) first, then the newest publishedAt; no index serves it, which the console's list of
 * one owner's posts can afford.
 */
const ORDER_BY: Record<PostListOrder, (table: string) => string> = {
  manual: (table) => SORT_KEY.map((column) => `${table}.${column} desc`).join(', '),
  date: (table) => `(${table}.published_at is null) desc, ${table}.published_at desc, ${table}.id desc`,
};

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

/**
 * Only the posts of a tag and of a category, by slug: the category's id from its unique slug, the
 * tag's posts from its links (blog_post_tags' index on tag_id), so a tag's page reads that tag's posts.
 */
export function whereTaxonomy(query: Knex.QueryBuilder, { tag, category }: TaxonomyFilter): Knex.QueryBuilder {
  if (category !== null) query.whereIn('blog_posts.category_id', (ids) => ids.select('blog_categories.id').from('blog_categories').where('blog_categories.slug', category));
  if (tag !== null) {
    query.whereIn('blog_posts.id', (ids) =>
      ids.select('blog_post_tags.post_id').from('blog_post_tags').join('blog_tags', 'blog_tags.id', 'blog_post_tags.tag_id').where('blog_tags.slug', tag),
    );
  }
  return query;
}

/** The filters on the post itself (who reads, status, category, tag), on a query over blog_posts. */
function whereOwnFilters(query: Knex.QueryBuilder, filter: PostFilter, now: string): Knex.QueryBuilder {
  if (filter.publicOnly) visibleToPublic(query, now);
  else if (filter.status) STATUS_FILTERS[filter.status](query, now);
  if (filter.categoryId !== null) query.where('blog_posts.category_id', filter.categoryId);
  return whereTaxonomy(query, filter.taxonomy);
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

/**
 * One page of rows (no names or tags yet), the number matching and, when more follow, the sort key of
 * the page's last post: a fixed number of queries whatever the page size. A page reads one row past
 * its end to know whether more follow.
 */
export async function listRows(db: Db, filter: PostFilter, page: Page): Promise<{ total: number; rows: Array<Record<string, unknown>>; next: PostCursor | null }> {
  if (filter.words?.length === 0) return { total: 0, rows: [], next: null };
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
  const rows = found.slice(0, page.limit);
  const last = rows.at(-1);
  // Only the manual order is paged by cursor (the date order by offset).
  const next = found.length > page.limit && last && page.order === 'manual' ? sortKeyOf(last, searching) : null;
  for (const row of rows) {
    delete row.search_rank;
    delete row.matching_total;
  }
  return { total, rows, next };
}

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
export function applyPersonaFilter(db: Db, query: Knex.QueryBuilder, personaId: number): void {
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
    const first = query.select(SORT_KEY.map((column) => `blog_posts.${column}`)).orderByRaw(ORDER_BY[page.order]('blog_posts')).limit(take);
    return db.select('*').from(first.as(name));
  };
  const merged = firstOf(sets.all(), 'of_all').unionAll(firstOf(sets.ofTag(), 'of_tag')).unionAll(firstOf(sets.linked(), 'linked'));
  const pageIds = db.from(merged.as('sets')).select('sets.id').orderByRaw(ORDER_BY[page.order]('sets')).limit(page.limit + 1).offset(page.offset);
  return db('blog_posts')
    .join(pageIds.as('candidates'), 'candidates.id', 'blog_posts.id')
    .leftJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
    .select(...SUMMARY_COLUMNS, ...CATEGORY_NAMES)
    .orderByRaw(ORDER_BY[page.order]('blog_posts'));
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
    .select(...SUMMARY_COLUMNS, ...CATEGORY_NAMES)
    .orderByRaw(ORDER_BY[page.order]('blog_posts'))
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
  const byKey = `ranked.search_rank desc, ${ORDER_BY[page.order]('ranked')}`;
  const pageKeys = db.from(ranked.as('ranked')).select('ranked.*').orderByRaw(byKey).limit(page.limit + 1).offset(page.offset);
  if (page.after) whereAfter(pageKeys, page.after, 'ranked', 'ranked.search_rank');
  return db
    .from(pageKeys.as('ranked'))
    .join('blog_posts', 'blog_posts.id', 'ranked.id')
    .leftJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
    .select(...SUMMARY_COLUMNS, ...CATEGORY_NAMES, 'ranked.search_rank as search_rank', 'ranked.matching_total')
    .orderByRaw(byKey);
}

async function countMatching(db: Db, filter: PostFilter, now: string): Promise<number> {
  const [row] = await matching(db, filter, now, false).count({ total: '*' });
  return Number(row?.total ?? 0);
}
