import { POST_STATUSES, STATUS_RULE, blogPostStruct, type BlogPostInput, type BlogPostTag, type Parsed, type PostStatus } from '@folio/contracts';

type ParsedPost = Parsed<BlogPostInput>;
import type { Db } from '../../db/knex.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { parseBody } from '../../http/input.js';
import { withConstraintErrors } from '../collections/collections.service.js';
import { lockVersion, readExpectedVersion, transactionWithRetry } from '../collections/item-version.js';
import { assertReferencesExist, personaReferences } from '../references/references.js';
import { postsRepository as repository, type StoredPost } from './posts.repository.js';

/** Who is asking: drafts reach only a signed-in admin, whatever the query says. */
export type Reader = { signedIn: boolean };

const POST = { entity: 'Post', unique: { field: 'slug', message: 'Slug is already in use' } };

function parseStatus(value: unknown): PostStatus | null {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && (POST_STATUSES as readonly string[]).includes(value)) return value as PostStatus;
  throw badRequest({ status: STATUS_RULE });
}

const visibleTo = (post: StoredPost | undefined, reader: Reader) =>
  post && (reader.signedIn || post.status === 'published') ? post : undefined;

/** A published post without a date gets the moment it is saved. */
const publishedAtFor = (values: ParsedPost) =>
  values.publishedAt ?? (values.status === 'published' ? new Date().toISOString() : null);

async function checkReferences(trx: Db, values: ParsedPost): Promise<void> {
  await assertReferencesExist(trx, [
    ...personaReferences(values),
    { field: 'categoryId', table: 'blog_categories', ids: values.categoryId === null ? [] : [values.categoryId], label: 'category' },
    { field: 'tagIds', table: 'blog_tags', ids: values.tagIds, label: 'tag' },
  ]);
}

export const postsService = {
  list(db: Db, reader: Reader, query: { status?: unknown; personaId: number | null }): Promise<StoredPost[]> {
    // A visitor's status query is ignored: only published posts are ever listed to them.
    const status = reader.signedIn ? parseStatus(query.status) : 'published';
    return repository.list(db, { status, personaId: query.personaId });
  },

  async getBySlug(db: Db, reader: Reader, slug: string): Promise<StoredPost> {
    const post = visibleTo(await repository.findOne(db, { slug }), reader);
    if (!post) throw notFound('Post');
    return post;
  },

  async tagsOf(db: Db, reader: Reader, id: number): Promise<BlogPostTag[]> {
    const post = visibleTo(await repository.findOne(db, { id }), reader);
    if (!post) throw notFound('Post');
    return post.tagIds.map((tagId) => ({ postId: id, tagId }));
  },

  async countView(db: Db, id: number): Promise<{ viewCount: number }> {
    if ((await repository.incrementViews(db, id)) === 0) throw notFound('Post');
    return { viewCount: await repository.viewCount(db, id) };
  },

  async create(db: Db, body: unknown): Promise<StoredPost> {
    const values = parseBody(blogPostStruct, body);
    const id = await transactionWithRetry(db, async (trx) => {
      await checkReferences(trx, values);
      return withConstraintErrors(POST, () => repository.insert(trx, values, publishedAtFor(values)));
    });
    return (await repository.findOne(db, { id }))!;
  },

  async update(db: Db, id: number, body: unknown): Promise<StoredPost> {
    const values = parseBody(blogPostStruct, body);
    const expected = readExpectedVersion(body);
    await transactionWithRetry(db, async (trx) => {
      const version = await lockVersion(trx, 'blog_posts', id, 'Post', expected);
      await checkReferences(trx, values);
      await withConstraintErrors(POST, () => repository.update(trx, id, values, publishedAtFor(values), version));
    });
    return (await repository.findOne(db, { id }))!;
  },

  async remove(db: Db, id: number): Promise<void> {
    if ((await transactionWithRetry(db, (trx) => repository.remove(trx, id))) === 0) throw notFound('Post');
  },
};
