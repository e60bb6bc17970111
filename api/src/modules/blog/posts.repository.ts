import { PERSONA_IDS, type BlogPost, type BlogPostInput, type BlogPostNames, type BlogPostSummary, type Parsed, type PostStatus } from '@folio/contracts';
import { fromDbDateTime, nowForDb, toDbDateTime } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { loadLinks, replaceLinks, type LinkTable } from '../../db/links.js';
import { camelKeys } from '../../db/rows.js';
import { updateVersioned, type VersionedWrite } from '../content/item-version.js';
import { withMediaInfo, type MediaUser } from '../content/media-fields.js';
import type { PostCursor } from './posts.cursor.js';
import type { TaxonomyFilter } from './post-list-query.js';
import { applyPersonaFilter, CATEGORY_NAMES, listRows, SUMMARY_COLUMNS, visibleToPublic, whereTaxonomy, type Page, type PostFilter } from './post-lists.repository.js';

export type { Page, PostFilter } from './post-lists.repository.js';
export { visibleToPublic } from './post-lists.repository.js';

type ParsedPost = Parsed<BlogPostInput>;

/** One page, how many match in all, and the sort key of its last post when more follow (the next page's cursor). */
export type ListPage = { total: number; posts: PostSummary[]; next: PostCursor | null };
export type StoredPost = BlogPost & BlogPostNames & { createdAt: string; updatedAt: string };
export type PostSummary = BlogPostSummary & { createdAt: string; updatedAt: string };

export const POST_PERSONA_LINKS: LinkTable = { table: 'blog_post_personas', key: 'post_id', valueKey: 'persona_id' };
export const TAG_LINKS: LinkTable = { table: 'blog_post_tags', key: 'post_id', valueKey: 'tag_id' };

export const postsRepository = {
  /** The posts with these slugs: id, slug and title (the slug index). */
  async titlesBySlug(db: Db, slugs: readonly string[]): Promise<{ id: number; slug: string; title: string }[]> {
    if (slugs.length === 0) return [];
    const rows: { id: number; slug: string; title: string }[] = await db('blog_posts').whereIn('slug', slugs).select('id', 'slug', 'title');
    return rows.map((row) => ({ id: Number(row.id), slug: row.slug, title: row.title }));
  },

  /**
   * A persona's delete (its links cascade away): a post linked to it and to no other persona becomes
   * unassigned, and shows for every persona by its tag type. `has_personas` says so on the post's row
   * (the persona lists read it from an index); a cascade fires no trigger on MySQL, so it is set here.
   */
  async releasePersona(trx: Db, personaId: number): Promise<void> {
    await trx('blog_posts')
      .whereIn('id', trx('blog_post_personas').select('post_id').where('persona_id', personaId))
      .whereNotExists(
        trx('blog_post_personas as other')
          .select(1)
          .whereRaw('other.post_id = blog_posts.id')
          .andWhere('other.persona_id', '<>', personaId),
      )
      .update({ has_personas: 0 });
  },

  /**
   * One page of posts, the number matching and, when more follow, the sort key of the page's last
   * post: a fixed number of queries whatever the page size. A page reads one row past its end to
   * know whether more follow.
   */
  async list(db: Db, filter: PostFilter, page: Page): Promise<ListPage> {
    const { total, rows, next } = await listRows(db, filter, page);
    return { total, posts: (await hydrate(db, rows)) as PostSummary[], next };
  },

  /** The newest published posts, whole (bodies included), for the feeds: newest publishedAt first. */
  async newest(db: Db, personaId: number | null, count: number, taxonomy: TaxonomyFilter): Promise<StoredPost[]> {
    const query = whereTaxonomy(visibleToPublic(db('blog_posts')), taxonomy)
      .leftJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
      .select('blog_posts.*', ...CATEGORY_NAMES)
      .orderBy([{ column: 'blog_posts.published_at', order: 'desc' }, { column: 'blog_posts.id', order: 'desc' }])
      .limit(count);
    if (personaId !== null) applyPersonaFilter(db, query, personaId);
    return (await hydrate(db, await query)) as StoredPost[];
  },

  /** These posts without their bodies, in the order of `ids` (ids not found left out): a few queries whatever their number. */
  async summaries(db: Db, ids: readonly number[]): Promise<PostSummary[]> {
    if (ids.length === 0) return [];
    const rows = await db('blog_posts')
      .leftJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
      .select(...SUMMARY_COLUMNS, ...CATEGORY_NAMES)
      .whereIn('blog_posts.id', ids);
    const posts = (await hydrate(db, rows)) as PostSummary[];
    return ids.map((id) => posts.find((post) => post.id === id)).filter((post): post is PostSummary => post !== undefined);
  },

  async findOne(db: Db, where: { id: number } | { slug: string }, publicOnly: boolean): Promise<StoredPost | undefined> {
    const query = db('blog_posts')
      .leftJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
      .select('blog_posts.*', ...CATEGORY_NAMES)
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

  /** When the next post scheduled for later becomes visible (null: none is). */
  async nextScheduledPublish(db: Db): Promise<Date | null> {
    const row = await db('blog_posts').where('status', 'published').andWhere('published_at', '>', nowForDb()).min({ next: 'published_at' }).first();
    const next = fromDbDateTime(row?.next ?? null);
    return next === null ? null : new Date(next);
  },

  async viewCount(db: Db, id: number): Promise<number> {
    const row = await db('blog_posts').where({ id }).first('view_count');
    return Number(row?.view_count ?? 0);
  },
};

function toRow(values: ParsedPost, publishedAt: string | null): Record<string, unknown> {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt ?? null,
    content: values.content,
    featured_image_path: values.featuredImagePath ?? null,
    featured_image_alt: values.featuredImageAlt ?? null,
    featured_image_decorative: values.featuredImageDecorative ? 1 : 0,
    category_id: values.categoryId,
    tag_type: values.tagType ?? null,
    has_personas: values.personaIds.length > 0 ? 1 : 0,
    status: values.status,
    display_order: values.displayOrder,
    published_at: publishedAt ? toDbDateTime(publishedAt) : null,
  };
}

async function writeLinks(trx: Db, id: number, values: ParsedPost): Promise<void> {
  await replaceLinks(trx, POST_PERSONA_LINKS, id, values.personaIds);
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
  featuredImageAlt: null,
  featuredImageDecorative: false,
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
  const [personaIds, tags] = await Promise.all([loadLinks(db, POST_PERSONA_LINKS, ids), loadTags(db, ids)]);
  const posts = rows.map((row) => {
    const post = camelKeys(row);
    const id = Number(post.id);
    const postTags = tags.get(id) ?? [];
    return {
      ...post,
      id,
      categoryId: post.categoryId === null ? null : Number(post.categoryId),
      categoryName: post.categoryName ?? null,
      categorySlug: post.categorySlug ?? null,
      featuredImageAlt: post.featuredImageAlt ?? null,
      featuredImageDecorative: Boolean(Number(post.featuredImageDecorative ?? 0)),
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

type TagNames = BlogPostNames['tags'][number];

/** The tags of these posts with their names and slugs, in the tags' own order (displayOrder, then name), in one query. */
async function loadTags(db: Db, postIds: number[]): Promise<Map<number, TagNames[]>> {
  const byPost = new Map<number, TagNames[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db('blog_post_tags')
    .join('blog_tags', 'blog_tags.id', 'blog_post_tags.tag_id')
    .whereIn('blog_post_tags.post_id', postIds)
    .orderBy([{ column: 'blog_tags.display_order' }, { column: 'blog_tags.name' }, { column: 'blog_tags.id' }])
    .select('blog_post_tags.post_id', 'blog_tags.id', 'blog_tags.name', 'blog_tags.slug');
  for (const row of rows) {
    const postId = Number(row.post_id);
    byPost.set(postId, [...(byPost.get(postId) ?? []), { id: Number(row.id), name: String(row.name), slug: String(row.slug) }]);
  }
  return byPost;
}
