/**
 * Old slugs keep working: a published post renamed leaves its old slug answering 301 to the current
 * one (query string kept, any number of renames in one hop), for visitors only while they may read
 * the post; a post that takes the slug wins over the redirect.
 */
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Post = { id: number; slug: string; status: string; publishedAt: string | null; updatedAt: string };

const CSRF = 'x-csrf-token';
const unique = () => Math.random().toString(36).slice(2, 10);
const at = (slug: string) => `/api/blog/posts/slug/${slug}`;

describe.each(engines)('old post slugs on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  const write = (method: 'post' | 'put', path: string) => admin.agent[method](path).set(CSRF, admin.csrf);
  const create = async (body: Record<string, unknown> = {}): Promise<Post> =>
    (await write('post', '/api/admin/blog/posts').send({ title: 'Redirect post', content: 'Body.', status: 'published', slug: `old-${unique()}`, ...body }).expect(201)).body;
  const save = async (post: Post, changes: Record<string, unknown>): Promise<Post> =>
    (await write('put', `/api/admin/blog/posts/${post.id}`).send({ ...post, ...changes }).expect(200)).body;
  const redirectRows = (postId: number) => ctx.db('blog_post_slug_redirects').where({ post_id: postId }).orderBy('slug').pluck('slug');

  /** The answer to a visitor (or the given client) for the slug, with the query string given. */
  const get = (slug: string, query = '', client = ctx.client()) => client.get(`${at(slug)}${query}`);

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
  });
  afterAll(() => ctx.close());

  it('answers 301 to the new slug with the query string kept, to visitors and the admin', async () => {
    const post = await create();
    const oldSlug = post.slug;
    const renamed = await save(post, { slug: `new-${unique()}` });

    for (const client of [ctx.client(), admin.agent]) {
      const moved = await get(oldSlug, '', client).expect(301);
      expect(moved.headers.location).toBe(at(renamed.slug));
      expect(moved.body.message).toContain(at(renamed.slug));
      const withQuery = await get(oldSlug, '?persona=fitness&utm_source=mail%20list&x=%C3%A9', client).expect(301);
      expect(withQuery.headers.location).toBe(`${at(renamed.slug)}?persona=fitness&utm_source=mail%20list&x=%C3%A9`);
    }
    // Never cached as permanent by a shared cache for visitors, nor at all for the admin.
    expect((await get(oldSlug).expect(301)).headers['cache-control']).toBe('no-cache');
    expect((await get(oldSlug, '', admin.agent).expect(301)).headers['cache-control']).toBe('private, no-store');
    expect((await get(renamed.slug).expect(200)).body.id).toBe(post.id);
    expect(await redirectRows(post.id)).toEqual([oldSlug]);
  });

  it('lands every earlier slug on the current one in one hop (a → b → c)', async () => {
    const a = await create();
    const b = await save(a, { slug: `b-${unique()}` });
    const c = await save(b, { slug: `c-${unique()}` });
    for (const slug of [a.slug, b.slug]) expect((await get(slug).expect(301)).headers.location).toBe(at(c.slug));
    expect((await get(c.slug).expect(200)).body.id).toBe(a.id);

    // Back to a's slug: a is the post again, b and c lead to it.
    const back = await save(c, { slug: a.slug });
    expect((await get(a.slug).expect(200)).body.id).toBe(a.id);
    for (const slug of [b.slug, c.slug]) expect((await get(slug).expect(301)).headers.location).toBe(at(back.slug));
    expect(await redirectRows(a.id)).toEqual([b.slug, c.slug].sort());
  });

  it('lets a post that takes an old slug win: the redirect is removed, on create and on save', async () => {
    const first = await create();
    await save(first, { slug: `moved-${unique()}` });
    await get(first.slug).expect(301);
    const taker = await create({ slug: first.slug, title: 'The new owner' });
    expect((await get(first.slug).expect(200)).body.id).toBe(taker.id);
    expect(await redirectRows(first.id)).toEqual([]);

    const second = await create();
    const secondMoved = await save(second, { slug: `moved-${unique()}` });
    expect(await redirectRows(second.id)).toEqual([second.slug]);
    const other = await create();
    await save(other, { slug: second.slug });
    expect((await get(second.slug).expect(200)).body.id).toBe(other.id);
    expect(await redirectRows(second.id)).toEqual([]);
    expect((await get(secondMoved.slug).expect(200)).body.id).toBe(second.id);
    // The post that took it is a draft now: still no redirect to the old owner.
    const otherNow = (await admin.agent.get(at(second.slug)).expect(200)).body as Post;
    await save(otherNow, { status: 'draft' });
    await get(second.slug).expect(404);
  });

  it('records no redirect when a draft is renamed, nor for a restore', async () => {
    const draft = await create({ status: 'draft' });
    const renamed = await save(draft, { slug: `draft-${unique()}` });
    await get(draft.slug).expect(404);
    await get(draft.slug, '', admin.agent).expect(404);
    expect(await redirectRows(draft.id)).toEqual([]);

    const [revision] = (await admin.agent.get(`/api/admin/blog/posts/${draft.id}/revisions`).expect(200)).body as Array<{ id: number }>;
    await write('post', `/api/admin/blog/posts/${draft.id}/revisions/${revision!.id}/restore`).send({ updatedAt: renamed.updatedAt }).expect(200);
    expect(await redirectRows(draft.id)).toEqual([]);
  });

  it('answers 404 to visitors while the post is a draft or scheduled, 301 to the admin; and 404 once the post is deleted', async () => {
    const post = await create();
    const renamed = await save(post, { slug: `hidden-${unique()}` });
    const draft = await save(renamed, { status: 'draft' });
    expect((await get(post.slug).expect(404)).body.message).toBe('Post not found');
    expect((await get(post.slug, '?a=1', admin.agent).expect(301)).headers.location).toBe(`${at(draft.slug)}?a=1`);

    const scheduled = await save(draft, { status: 'published', publishedAt: '2099-01-01T00:00:00.000Z' });
    await get(post.slug).expect(404);
    await get(post.slug, '', admin.agent).expect(301);
    await save(scheduled, { publishedAt: '2020-01-01T00:00:00.000Z' });
    expect((await get(post.slug).expect(301)).headers.location).toBe(at(draft.slug));

    await admin.agent.delete(`/api/admin/blog/posts/${post.id}`).set(CSRF, admin.csrf).expect(204);
    expect(await redirectRows(post.id)).toEqual([]);
    await get(post.slug).expect(404);
    await get(post.slug, '', admin.agent).expect(404);
  });
});
