import type { BlogPost, BlogPostInput, Parsed, PostStatus } from '@folio/contracts';

type ParsedPost = Parsed<BlogPostInput>;
import type { Knex } from 'knex';
import { fromDbDateTime, nowForDb, toDbDateTime } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { loadLinks, replaceLinks, type LinkTable } from '../../db/links.js';
import { camelKeys } from '../../db/rows.js';
import { updateVersioned, type VersionedWrite } from '../collections/item-version.js';

export type PostFilter = { status: PostStatus | null; personaId: number | null };
export type StoredPost = BlogPost & { createdAt: string; updatedAt: string };

const PERSONA_LINKS: LinkTable = { table: 'blog_post_personas', key: 'post_id', valueKey: 'persona_id' };
const TAG_LINKS: LinkTable = { table: 'blog_post_tags', key: 'post_id', valueKey: 'tag_id' };

export const postsRepository = {
  async list(db: Db, filter: PostFilter): Promise<StoredPost[]> {
    const query = db('blog_posts').select('blog_posts.*');
    if (filter.status) query.where('blog_posts.status', filter.status);
    if (filter.personaId !== null) applyPersonaFilter(db, query, filter.personaId);
    query.orderBy([
      { column: 'blog_posts.display_order', order: 'desc' },
      { column: 'blog_posts.published_at', order: 'desc' },
      { column: 'blog_posts.id', order: 'desc' },
    ]);
    return hydrate(db, await query);
  },

  async findOne(db: Db, where: { id: number } | { slug: string }): Promise<StoredPost | undefined> {
    const [post] = await hydrate(db, await db('blog_posts').where(where));
    return post;
  },

  async insert(trx: Db, values: ParsedPost, publishedAt: string | null): Promise<number> {
    const now = nowForDb();
    const [id] = await trx('blog_posts').insert({ ...toRow(values, publishedAt), view_count: 0, created_at: now, updated_at: now });
    await writeLinks(trx, Number(id), values);
    return Number(id);
  },

  /** Changes the post only if it is still the version `lockVersion` read (409 otherwise), then its links. */
  async update(trx: Db, id: number, values: ParsedPost, publishedAt: string | null, version: VersionedWrite): Promise<void> {
    await updateVersioned(trx, 'blog_posts', id, version, toRow(values, publishedAt));
    await writeLinks(trx, id, values);
  },

  remove(trx: Db, id: number): Promise<number> {
    return trx('blog_posts').where({ id }).delete();
  },

  /** One atomic UPDATE, so concurrent views never overwrite each other. */
  incrementViews(db: Db, id: number): Promise<number> {
    return db('blog_posts').where({ id, status: 'published' }).increment('view_count', 1);
  },

  async viewCount(db: Db, id: number): Promise<number> {
    const row = await db('blog_posts').where({ id }).first('view_count');
    return Number(row?.view_count ?? 0);
  },
};

/**
 * A post belongs to a persona when it is assigned to it, or, assigned to none, when its tagType is
 * null (All) or the persona's own tag type.
 */
function applyPersonaFilter(db: Db, query: Knex.QueryBuilder, personaId: number): void {
  const linked = (sub: Knex.QueryBuilder) =>
    sub.select(1).from('blog_post_personas').whereRaw('blog_post_personas.post_id = blog_posts.id');
  query.where((where) =>
    where
      .whereExists((sub) => linked(sub).andWhere('blog_post_personas.persona_id', personaId))
      .orWhere((unassigned) =>
        unassigned
          .whereNotExists(linked)
          .andWhere((tag) =>
            tag.whereNull('blog_posts.tag_type').orWhere('blog_posts.tag_type', db('personas').select('tag_type').where('id', personaId)),
          ),
      ),
  );
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
    status: values.status,
    display_order: values.displayOrder,
    published_at: publishedAt ? toDbDateTime(publishedAt) : null,
  };
}

async function writeLinks(trx: Db, id: number, values: ParsedPost): Promise<void> {
  await replaceLinks(trx, PERSONA_LINKS, id, values.personaIds);
  await replaceLinks(trx, TAG_LINKS, id, values.tagIds);
}

async function hydrate(db: Db, rows: Array<Record<string, unknown>>): Promise<StoredPost[]> {
  const ids = rows.map((row) => Number(row.id));
  const [personaIds, tagIds] = await Promise.all([loadLinks(db, PERSONA_LINKS, ids), loadLinks(db, TAG_LINKS, ids)]);
  return rows.map((row) => {
    const post = camelKeys(row);
    const id = Number(post.id);
    return {
      ...post,
      id,
      categoryId: post.categoryId === null ? null : Number(post.categoryId),
      viewCount: Number(post.viewCount),
      publishedAt: fromDbDateTime(post.publishedAt),
      createdAt: fromDbDateTime(post.createdAt),
      updatedAt: fromDbDateTime(post.updatedAt),
      personaIds: personaIds.get(id) ?? [],
      tagIds: tagIds.get(id) ?? [],
    } as StoredPost;
  });
}
