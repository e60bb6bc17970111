import { RELATED_POSTS_MAX } from '@folio/contracts';
import type { Knex } from 'knex';
import { nowForDb } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { loadLinks } from '../../db/links.js';
import { applyPersonaFilter, visibleToPublic } from './post-lists.repository.js';
import { POST_PERSONA_LINKS, TAG_LINKS } from './posts.repository.js';

/** A published post as what ends it needs it: its place in the date order, its category, tags and audience. */
export type ReadNextPost = {
  id: number;
  /** The stored text ('YYYY-MM-DD HH:MM:SS.sss', UTC), compared as stored; null: 'Recently', after every dated post. */
  publishedAt: string | null;
  categoryId: number | null;
  tagType: string | null;
  tagIds: number[];
  personaIds: number[];
};

/** Which posts may end it: published ones visitors may read, the persona's when there is one, never the post itself. */
type Audience = { post: ReadNextPost; personaId: number | null; now: string };

function others(db: Db, { post, personaId, now }: Audience): Knex.QueryBuilder {
  const query = visibleToPublic(db('blog_posts'), now).whereNot('blog_posts.id', post.id);
  if (personaId !== null) applyPersonaFilter(db, query, personaId);
  return query;
}

/**
 * The post published just before (`older`) or just after this one, in the blog's date order: the
 * newest publishedAt first, the undated last, then the highest id (the order of the feeds). Read from
 * the index on (status, published_at, id): one row each.
 */
async function neighbour(db: Db, audience: Audience, older: boolean): Promise<number | null> {
  const { id, publishedAt } = audience.post;
  const date = 'blog_posts.published_at';
  const key = 'blog_posts.id';
  const query = others(db, audience).first(key);
  if (older) {
    query.where((before) => {
      if (publishedAt === null) before.whereNull(date).andWhere(key, '<', id);
      else before.where(date, '<', publishedAt).orWhereNull(date).orWhere((same) => same.where(date, publishedAt).andWhere(key, '<', id));
    });
    // Both engines sort NULL lowest: descending, the undated come last.
    query.orderBy([{ column: date, order: 'desc' }, { column: key, order: 'desc' }]);
  } else {
    query.where((after) => {
      if (publishedAt === null) after.whereNotNull(date).orWhere(key, '>', id);
      else after.where(date, '>', publishedAt).orWhere((same) => same.where(date, publishedAt).andWhere(key, '>', id));
    });
    query.orderBy([{ column: date, order: 'asc' }, { column: key, order: 'asc' }]);
  }
  const row = await query;
  return row ? Number(row.id) : null;
}

/** How many related candidates each query reads: the previous and next posts, shown already, may be among them. */
const RELATED_CANDIDATES = RELATED_POSTS_MAX + 2;

/** Up to RELATED_CANDIDATES posts sharing tags with this one, those sharing most first, then the newest. */
async function sharingTags(db: Db, audience: Audience): Promise<number[]> {
  const { tagIds, id } = audience.post;
  if (tagIds.length === 0) return [];
  const shared = db('blog_post_tags').whereIn('tag_id', tagIds).whereNot('post_id', id).groupBy('post_id').select('post_id').count({ shared: '*' });
  const rows = await others(db, audience)
    .join(shared.as('shared'), 'shared.post_id', 'blog_posts.id')
    .select('blog_posts.id')
    .orderBy([{ column: 'shared.shared', order: 'desc' }, { column: 'blog_posts.published_at', order: 'desc' }, { column: 'blog_posts.id', order: 'desc' }])
    .limit(RELATED_CANDIDATES);
  return rows.map((row: { id: unknown }) => Number(row.id));
}

/** Up to RELATED_CANDIDATES of the newest other posts of its category. */
async function ofCategory(db: Db, audience: Audience): Promise<number[]> {
  const { categoryId } = audience.post;
  if (categoryId === null) return [];
  const rows = await others(db, audience)
    .where('blog_posts.category_id', categoryId)
    .select('blog_posts.id')
    .orderBy([{ column: 'blog_posts.published_at', order: 'desc' }, { column: 'blog_posts.id', order: 'desc' }])
    .limit(RELATED_CANDIDATES);
  return rows.map((row: { id: unknown }) => Number(row.id));
}

export const readNextRepository = {
  /** The post of this slug (`publicOnly`: if visitors may read it), with its tags and personas; undefined for any other. */
  async post(db: Db, slug: string, publicOnly: boolean): Promise<ReadNextPost | undefined> {
    const query = db('blog_posts').where('blog_posts.slug', slug);
    if (publicOnly) visibleToPublic(query);
    const row = await query.first(
      'blog_posts.id',
      'blog_posts.published_at',
      'blog_posts.category_id',
      'blog_posts.tag_type',
    );
    if (!row) return undefined;
    const id = Number(row.id);
    const [tags, personas] = await Promise.all([loadLinks(db, TAG_LINKS, [id]), loadLinks(db, POST_PERSONA_LINKS, [id])]);
    return {
      id,
      publishedAt: row.published_at === null ? null : String(row.published_at),
      categoryId: row.category_id === null ? null : Number(row.category_id),
      tagType: row.tag_type ?? null,
      tagIds: tags.get(id) ?? [],
      personaIds: personas.get(id) ?? [],
    };
  },

  /**
   * The ids of the posts before and after it and of the related ones (shared tags first, then its
   * category; never the previous or next post, which end the post already), at once.
   */
  async around(db: Db, post: ReadNextPost, personaId: number | null): Promise<{ previous: number | null; next: number | null; related: number[] }> {
    const audience = { post, personaId, now: nowForDb() };
    const [previous, next, byTags, byCategory] = await Promise.all([
      neighbour(db, audience, true),
      neighbour(db, audience, false),
      sharingTags(db, audience),
      ofCategory(db, audience),
    ]);
    const related = [...new Set([...byTags, ...byCategory])].filter((id) => id !== previous && id !== next).slice(0, RELATED_POSTS_MAX);
    return { previous, next, related };
  },
};
