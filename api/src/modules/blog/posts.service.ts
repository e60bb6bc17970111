import { FEED_SIZE, SLUG_PATTERN, postPath, postStanding, type BlogPostInput, type BlogPostTag, type Parsed } from '@folio/contracts';
import { bumpContentGeneration } from '../../db/content-generation.js';
import type { Db } from '../../db/knex.js';
import { notFound } from '../../domain-error.js';
import type { CreateKeyWrites } from '../content/collection-definition.js';
import { withConstraintErrors } from '../content/collections.service.js';
import { adminPathOf } from '../content/content-paths.js';
import { lockVersion, transactionWithRetry, type ExpectedWrite } from '../content/item-version.js';
import { assertReferencesExist, personaReferences } from '../content/references/references.js';
import { recordFirstView, viewVisitOf, type Viewer } from './post-views.js';
import { postRevisionsRepository as revisions } from './post-revisions.repository.js';
import { slugRedirectsRepository as redirects } from './post-slug-redirects.repository.js';
import { NO_TAXONOMY, type PostListQuery, type TaxonomyFilter } from './post-list-query.js';
import { postsRepository as repository, type ListPage, type SavedState, type StoredPost } from './posts.repository.js';
import { searchWords } from './posts.search.js';

/** What every post's path starts with (postPath). */
const POST_PATH_PREFIX = postPath('x').slice(0, -1);

/** A post's body once checked by its contract (blogPostStruct). */
export type ParsedPost = Parsed<BlogPostInput>;

/** Who is asking: drafts reach only a signed-in admin, whatever the query says. */
export type Reader = { signedIn: boolean };

/** What a post is called in messages, the console's path of the posts (from @folio/contracts), and its unique field. */
export const POST = { entity: 'Post', adminPath: adminPathOf('blog-posts'), unique: { field: 'slug', message: 'Slug is already in use' } };

/** A post asked for by slug: the post, or the current slug of the post this old slug leads to. */
export type BySlug = { post: StoredPost } | { movedTo: string };

/**
 * The date a saved post gets when the body gives none. A post visitors can already read keeps the
 * date it has (none stays none, shown as 'Recently'): dated anew at each save, it would move past
 * the moment a visitor's request in flight compares with, and answer that visitor 404. Any other
 * published post (new, a draft published now, a scheduled one brought forward) gets the moment it is saved.
 */
export function publishedAtFor(values: ParsedPost, before?: SavedState): string | null {
  if (values.publishedAt) return values.publishedAt;
  if (values.status !== 'published') return null;
  if (before && postStanding(before) === 'published') return before.publishedAt;
  return new Date().toISOString();
}

/**
 * What every stored save of a post adds, in its transaction: the post's slug is no redirect any more
 * (the live post wins), a published post renamed keeps its old slug as a redirect, and the history
 * gets a revision of what was saved. `before`: the slug and status it had (none for a new post).
 */
export async function recordSave(trx: Db, id: number, slug: string, before?: { slug: string; status: string }): Promise<void> {
  await redirects.release(trx, slug);
  if (before && before.status === 'published' && before.slug !== slug) await redirects.record(trx, before.slug, id);
  await revisions.record(trx, id);
}

export async function checkReferences(trx: Db, values: ParsedPost): Promise<void> {
  await assertReferencesExist(trx, [
    ...personaReferences(values),
    { field: 'categoryId', table: 'blog_categories', ids: values.categoryId === null ? [] : [values.categoryId], label: 'category' },
    { field: 'tagIds', table: 'blog_tags', ids: values.tagIds, label: 'tag' },
  ]);
}

export const postsService = {
  /**
   * One page of posts without their bodies, how many match, and where the next page starts when more
   * follow; `q` searches and ranks by relevance.
   */
  list(db: Db, reader: Reader, query: PostListQuery): Promise<ListPage> {
    const { status, personaId, categoryId, taxonomy, q, page } = query;
    const words = q === null ? null : searchWords(q);
    return repository.list(db, { publicOnly: !reader.signedIn, status, personaId, categoryId, taxonomy, words }, page);
  },

  /** What the feeds show: the newest published posts with their bodies (a persona's, a tag's, a category's), whoever asks. */
  feed(db: Db, personaId: number | null, taxonomy: TaxonomyFilter = NO_TAXONOMY): Promise<StoredPost[]> {
    return repository.newest(db, personaId, FEED_SIZE, taxonomy);
  },

  /**
   * The post of this slug; else, when the slug is one a post had before, where it is now (visitors:
   * only a post they may read). A slug that a post has, visible or not, is never redirected.
   */
  async getBySlug(db: Db, reader: Reader, slug: string): Promise<BySlug> {
    const post = await repository.findOne(db, { slug }, !reader.signedIn);
    if (post) return { post };
    const couldBeOld = slug.length <= 200 && SLUG_PATTERN.test(slug);
    const movedTo = couldBeOld ? await redirects.target(db, slug, !reader.signedIn) : undefined;
    if (movedTo === undefined) throw notFound('Post');
    return { movedTo };
  },

  /** A post whole, whatever its status: what the console's editor loads. */
  async getById(db: Db, id: number): Promise<StoredPost> {
    const post = await repository.findOne(db, { id }, false);
    if (!post) throw notFound('Post');
    return post;
  },

  async tagsOf(db: Db, reader: Reader, id: number): Promise<BlogPostTag[]> {
    const post = await repository.findOne(db, { id }, !reader.signedIn);
    if (!post) throw notFound('Post');
    return post.tagIds.map((tagId) => ({ postId: id, tagId }));
  },

  /** When the next post scheduled for later becomes visible (null: none is): the public lists change then. */
  nextScheduledPublish(db: Db): Promise<Date | null> {
    return repository.nextScheduledPublish(db);
  },

  /**
   * The posts whose pages these paths are, by path (the analytics overview's most read posts): each
   * path's slug looked up in the slug index, and kept only when the post's own path is that path
   * exactly (MySQL's collation would also match another case).
   */
  async atPaths(db: Db, paths: readonly string[]): Promise<Map<string, { id: number; title: string }>> {
    const asked = new Set(paths);
    const slugs = paths.flatMap((path) => {
      const slug = path.startsWith(POST_PATH_PREFIX) ? path.slice(POST_PATH_PREFIX.length) : '';
      return slug && postPath(slug) === path ? [slug] : [];
    });
    const found = new Map<string, { id: number; title: string }>();
    for (const post of await repository.titlesBySlug(db, slugs)) if (asked.has(postPath(post.slug))) found.set(postPath(post.slug), { id: post.id, title: post.title });
    return found;
  },

  /**
   * A visitor's view of a post visitors may read: counted once per visitor and post a day, not at all
   * for a view that does not count (`viewer` null: analytics/visitors.ts). The answer is the count either way.
   */
  async countView(db: Db, id: number, viewer: Viewer): Promise<{ viewCount: number }> {
    if (!(await repository.isVisibleToPublic(db, id))) throw notFound('Post');
    if (viewer !== null) {
      const visit = await viewVisitOf(db, viewer);
      // The visit and its count together: a repeated view sent meanwhile waits, then answers the new count.
      const counted = await transactionWithRetry(db, async (trx) => {
        const first = await recordFirstView(trx, id, visit);
        if (first) await repository.incrementViews(trx, id);
        return first;
      });
      // The lists show the count: the answers kept before it are from before it.
      if (counted) await bumpContentGeneration(db);
    }
    return { viewCount: await repository.viewCount(db, id) };
  },

  async create(db: Db, values: ParsedPost, key?: CreateKeyWrites): Promise<StoredPost> {
    const id = await transactionWithRetry(db, async (trx) => {
      await key?.claim(trx);
      await checkReferences(trx, values);
      const created = await withConstraintErrors(POST, () => repository.insert(trx, values, publishedAtFor(values)));
      await recordSave(trx, created, values.slug);
      await key?.record(trx, created);
      return created;
    });
    return (await repository.findOne(db, { id }, false))!;
  },

  /** `expected`: the version the edit was loaded with (readExpectedVersion). */
  async update(db: Db, id: number, values: ParsedPost, expected: ExpectedWrite): Promise<StoredPost> {
    await transactionWithRetry(db, async (trx) => {
      const version = await lockVersion(trx, 'blog_posts', id, 'Post', expected);
      // The same save sent again once stored: nothing to write, no revision.
      if (version.replayed) return;
      const before = await repository.savedState(trx, id);
      await checkReferences(trx, values);
      await withConstraintErrors(POST, () => repository.update(trx, id, values, publishedAtFor(values, before), version));
      await recordSave(trx, id, values.slug, before);
    });
    return (await repository.findOne(db, { id }, false))!;
  },

  async remove(db: Db, id: number): Promise<void> {
    if ((await transactionWithRetry(db, (trx) => repository.remove(trx, id))) === 0) throw notFound('Post');
  },
};
