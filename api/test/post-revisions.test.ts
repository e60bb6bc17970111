/**
 * A post's history: every stored save keeps a revision of its title, slug, excerpt and body (the
 * newest 20), a replayed save keeps none, and restoring a revision is a new save of its text with
 * the stale-edit rule of a PUT.
 */
import { POST_REVISIONS_KEPT, STALE_ITEM_MESSAGE, UPDATED_AT_RULE } from '@folio/contracts';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Post = { id: number; title: string; slug: string; excerpt: string | null; content: string; status: string; publishedAt: string | null; updatedAt: string; tagIds: number[] };
type Revision = { id: number; postId: number; title: string; slug: string; excerpt: string | null; content: string; createdAt: string };

const CSRF = 'x-csrf-token';
const unique = () => Math.random().toString(36).slice(2, 10);

describe.each(engines)('post revisions on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  const write = (method: 'post' | 'put', path: string) => admin.agent[method](path).set(CSRF, admin.csrf);
  const create = async (body: Record<string, unknown> = {}): Promise<Post> =>
    (await write('post', '/api/admin/blog/posts').send({ title: 'First title', excerpt: 'First excerpt', content: 'First body.', status: 'published', slug: `r-${unique()}`, ...body }).expect(201)).body;
  const save = async (post: Post, changes: Record<string, unknown>): Promise<Post> =>
    (await write('put', `/api/admin/blog/posts/${post.id}`).send({ ...post, ...changes }).expect(200)).body;
  const revisionsOf = async (id: number): Promise<Revision[]> => (await admin.agent.get(`/api/admin/blog/posts/${id}/revisions`).expect(200)).body;
  const restore = (postId: number | string, revisionId: number | string, body: unknown) =>
    write('post', `/api/admin/blog/posts/${postId}/revisions/${revisionId}/restore`).send(body as object);
  const stored = async (id: number) => ctx.db('blog_post_revisions').where({ post_id: id }).count({ count: '*' }).first().then((row) => Number(row?.count));

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
  });
  afterAll(() => ctx.close());

  it('keeps a revision of what each create and update stored, newest first, dated with the save', async () => {
    const post = await create({ title: '  First title  ' });
    const [first, ...none] = await revisionsOf(post.id);
    expect(none).toEqual([]);
    // What was stored (the title trimmed by the contract), not what was sent.
    expect(first).toEqual({ id: expect.any(Number), postId: post.id, title: 'First title', slug: post.slug, excerpt: 'First excerpt', content: 'First body.', createdAt: post.updatedAt });

    const second = await save(post, { title: 'Second title', slug: `${post.slug}-2`, excerpt: null, content: 'Second body.' });
    const revisions = await revisionsOf(post.id);
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({ postId: post.id, title: 'Second title', slug: `${post.slug}-2`, excerpt: null, content: 'Second body.', createdAt: second.updatedAt });
    expect(revisions[1]).toEqual(first);
    expect(revisions[0]!.id).toBeGreaterThan(revisions[1]!.id);
  });

  it('stores none for a refused save (stale, invalid or a taken slug)', async () => {
    const post = await create();
    const other = await create();
    await save(post, { title: 'Moved on' });
    await write('put', `/api/admin/blog/posts/${post.id}`).send({ ...post, title: 'Stale' }).expect(409);
    await write('put', `/api/admin/blog/posts/${post.id}`).send({ title: '' }).expect(400);
    await write('put', `/api/admin/blog/posts/${post.id}`).send({ ...post, updatedAt: undefined, slug: other.slug }).expect(409);
    await write('post', '/api/admin/blog/posts').send({ title: 'Copy', content: 'x', slug: other.slug }).expect(409);
    expect((await revisionsOf(post.id)).map((revision) => revision.title)).toEqual(['Moved on', 'First title']);
    expect(await stored(other.id)).toBe(1);
  });

  it(`keeps only the newest ${POST_REVISIONS_KEPT} revisions of a post`, async () => {
    let post = await create({ title: 'Save 0' });
    const neighbour = await create();
    for (let index = 1; index <= POST_REVISIONS_KEPT + 4; index += 1) post = await save(post, { title: `Save ${index}` });
    const revisions = await revisionsOf(post.id);
    expect(revisions.map((revision) => revision.title)).toEqual(Array.from({ length: POST_REVISIONS_KEPT }, (_, index) => `Save ${POST_REVISIONS_KEPT + 4 - index}`));
    expect(await stored(post.id)).toBe(POST_REVISIONS_KEPT);
    // Another post's history is its own.
    expect(await stored(neighbour.id)).toBe(1);
  });

  it('stores none for a replayed save, which answers 200 with the post', async () => {
    const post = await create();
    const body = { ...post, title: 'Saved once' };
    const first = await write('put', `/api/admin/blog/posts/${post.id}`).send(body).expect(200);
    const again = await write('put', `/api/admin/blog/posts/${post.id}`).send(body).expect(200);
    expect(again.body.updatedAt).toBe(first.body.updatedAt);
    expect((await revisionsOf(post.id)).map((revision) => revision.title)).toEqual(['Saved once', 'First title']);
  });

  it("restores a revision's title, excerpt and body (not its slug, status or date) as a new save with its own revision", async () => {
    const tag = ((await ctx.client().get('/api/blog/tags').expect(200)).body as Array<{ id: number }>)[0]!;
    const post = await create({ tagIds: [tag.id], publishedAt: '2024-05-06T07:08:09.000Z' });
    const [original] = await revisionsOf(post.id);
    const changed = await save(post, { title: 'Rewritten', excerpt: 'New excerpt', content: 'New body.', slug: `${post.slug}-renamed`, status: 'draft', publishedAt: '2025-01-01T00:00:00.000Z' });

    const { body: restored } = await restore(post.id, original!.id, { updatedAt: changed.updatedAt }).expect(200);
    expect(restored).toMatchObject({
      id: post.id,
      title: 'First title',
      excerpt: 'First excerpt',
      content: 'First body.',
      slug: `${post.slug}-renamed`,
      status: 'draft',
      publishedAt: '2025-01-01T00:00:00.000Z',
      tagIds: [tag.id],
      categoryName: null,
    });
    expect(Date.parse(restored.updatedAt)).toBeGreaterThan(Date.parse(changed.updatedAt));
    // The whole post, as a PUT answers it, and as it now reads.
    expect((await admin.agent.get(`/api/blog/posts/slug/${restored.slug}`).expect(200)).body).toEqual(restored);

    const revisions = await revisionsOf(post.id);
    expect(revisions.map((revision) => revision.title)).toEqual(['First title', 'Rewritten', 'First title']);
    expect(revisions[0]).toMatchObject({ slug: `${post.slug}-renamed`, excerpt: 'First excerpt', content: 'First body.', createdAt: restored.updatedAt });
    expect(revisions[0]!.id).not.toBe(original!.id);
  });

  it('refuses a restore from a stale version with 409 and stores nothing; the same restore sent again answers the post', async () => {
    const post = await create();
    const [original] = await revisionsOf(post.id);
    const changed = await save(post, { title: 'Changed' });
    const stale = await restore(post.id, original!.id, { updatedAt: post.updatedAt }).expect(409);
    expect(stale.body.message).toBe(STALE_ITEM_MESSAGE);
    expect((await admin.agent.get(`/api/blog/posts/slug/${post.slug}`).expect(200)).body.updatedAt).toBe(changed.updatedAt);
    expect(await stored(post.id)).toBe(2);

    const first = await restore(post.id, original!.id, { updatedAt: changed.updatedAt }).expect(200);
    const replayed = await restore(post.id, original!.id, { updatedAt: changed.updatedAt }).expect(200);
    expect(replayed.body).toEqual(first.body);
    expect(await stored(post.id)).toBe(3);
    // Another revision restored from the version that is no longer stored is stale, not a replay.
    const [newest] = await revisionsOf(post.id);
    await restore(post.id, newest!.id, { updatedAt: changed.updatedAt }).expect(409);
    expect(await stored(post.id)).toBe(3);
  });

  it('answers 404 for a missing post or revision, or a revision of another post, and 400 for a missing or malformed version', async () => {
    const post = await create();
    const other = await create();
    const [mine] = await revisionsOf(post.id);
    const [theirs] = await revisionsOf(other.id);
    const updatedAt = post.updatedAt;

    await admin.agent.get('/api/admin/blog/posts/2147483647/revisions').expect(404);
    await admin.agent.get('/api/admin/blog/posts/abc/revisions').expect(404);
    await restore(post.id, theirs!.id, { updatedAt }).expect(404);
    await restore(post.id, 2147483647, { updatedAt }).expect(404);
    await restore(post.id, 'abc', { updatedAt }).expect(404);
    await restore(2147483647, mine!.id, { updatedAt }).expect(404);
    for (const body of [{}, { updatedAt: null }, { updatedAt: 'yesterday' }, { updatedAt: 5 }]) {
      const { body: answer } = await restore(post.id, mine!.id, body).expect(400);
      expect(answer.fields).toEqual({ updatedAt: UPDATED_AT_RULE });
    }
    expect((await restore(post.id, mine!.id, [updatedAt]).expect(400)).body.fields).toEqual({ '': 'The request body must be a JSON object' });
    expect(await stored(post.id)).toBe(1);
    expect(await stored(other.id)).toBe(1);
  });

  it('is for the signed-in admin only, restores with the CSRF token only, and goes with its post', async () => {
    const post = await create();
    const [revision] = await revisionsOf(post.id);
    await ctx.client().get(`/api/admin/blog/posts/${post.id}/revisions`).expect(401);
    await ctx.client().post(`/api/admin/blog/posts/${post.id}/revisions/${revision!.id}/restore`).send({ updatedAt: post.updatedAt }).expect(401);
    await admin.agent.post(`/api/admin/blog/posts/${post.id}/revisions/${revision!.id}/restore`).send({ updatedAt: post.updatedAt }).expect(403);

    await admin.agent.delete(`/api/admin/blog/posts/${post.id}`).set(CSRF, admin.csrf).expect(204);
    expect(await stored(post.id)).toBe(0);
    await admin.agent.get(`/api/admin/blog/posts/${post.id}/revisions`).expect(404);
  });
});
