/**
 * Scheduling: a published post with a publishedAt still to come is hidden from visitors everywhere
 * (lists and search, the post by slug, its tags, its view counter, the feed that the RSS is made of;
 * the sitemap pages through the visitor's list and link previews read the post by slug) until its
 * time comes, with no job to run; the signed-in admin sees it wherever drafts show.
 */
import { POST_LIST_RULES } from '@folio/contracts';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Post = { id: number; slug: string; status: string; publishedAt: string | null; updatedAt: string; content?: string };

const unique = () => Math.random().toString(36).slice(2, 10);
const FAR_FUTURE = '2099-06-01T08:00:00.000Z';

describe.each(engines)('scheduled posts on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  let tagId: number;
  const write = (method: 'post' | 'put', path: string) => admin.agent[method](path).set('x-csrf-token', admin.csrf);
  const create = async (body: Record<string, unknown> = {}): Promise<Post> =>
    (await write('post', '/api/admin/blog/posts').send({ title: 'Scheduling post', content: 'Body text.', status: 'published', slug: `s-${unique()}`, ...body }).expect(201)).body;

  /** What a visitor can reach of the post, each way the site reads it. */
  async function visitorSees(post: Post, word: string): Promise<Record<string, boolean>> {
    const visitor = ctx.client();
    const ids = async (path: string) => ((await visitor.get(path).expect(200)).body as Post[]).map((listed) => listed.id);
    return {
      list: (await ids('/api/blog/posts?limit=100')).includes(post.id),
      personaList: (await ids('/api/blog/posts?limit=100&personaId=4')).includes(post.id),
      sitemapList: (await ids('/api/blog/posts?status=published&limit=100')).includes(post.id),
      search: (await ids(`/api/blog/posts?q=${word}`)).includes(post.id),
      feed: (await ids('/api/blog/feed')).includes(post.id),
      slug: (await visitor.get(`/api/blog/posts/slug/${post.slug}`)).status === 200,
      tags: (await visitor.get(`/api/blog/posts/${post.id}/tags`)).status === 200,
      view: (await visitor.post(`/api/blog/posts/${post.id}/view`)).status === 200,
    };
  }
  const everywhere = (seen: boolean) => ({ list: seen, personaList: seen, sitemapList: seen, search: seen, feed: seen, slug: seen, tags: seen, view: seen });

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
    tagId = ((await ctx.client().get('/api/blog/tags').expect(200)).body as Array<{ id: number }>)[0]!.id;
  });
  afterAll(() => ctx.close());

  it('hides a post dated later from visitors everywhere, and shows it to the admin wherever drafts show', async () => {
    const word = `futureword${unique().replace(/\d/g, '')}`;
    const post = await create({ title: `Coming ${word}`, publishedAt: FAR_FUTURE, tagIds: [tagId] });
    expect(post).toMatchObject({ status: 'published', publishedAt: FAR_FUTURE });
    expect(await visitorSees(post, word)).toEqual(everywhere(false));

    const ids = async (path: string) => ((await admin.agent.get(path).expect(200)).body as Post[]).map((listed) => listed.id);
    expect(await ids('/api/admin/blog/posts?limit=100')).toContain(post.id);
    expect(await ids('/api/blog/posts?limit=100')).toContain(post.id);
    expect(await ids(`/api/admin/blog/posts?q=${word}`)).toContain(post.id);
    expect((await admin.agent.get(`/api/blog/posts/slug/${post.slug}`).expect(200)).body.id).toBe(post.id);
    expect((await admin.agent.get(`/api/blog/posts/${post.id}/tags`).expect(200)).body).toEqual([{ postId: post.id, tagId }]);
    // The feed (RSS) is the public's, whoever asks.
    expect(await ids('/api/blog/feed')).not.toContain(post.id);
  });

  it("filters the admin's list by 'scheduled', 'published' (visible now) and 'draft', which never overlap", async () => {
    const scheduled = await create({ publishedAt: FAR_FUTURE });
    const live = await create({ publishedAt: '2020-01-01T00:00:00.000Z' });
    const undated = await create();
    const draft = await create({ status: 'draft', publishedAt: FAR_FUTURE });
    const ids = async (status: string) => ((await admin.agent.get(`/api/admin/blog/posts?limit=100&status=${status}`).expect(200)).body as Post[]).map((post) => post.id);
    const [scheduledIds, publishedIds, draftIds] = [await ids('scheduled'), await ids('published'), await ids('draft')];
    expect(scheduledIds).toContain(scheduled.id);
    expect(scheduledIds).not.toContain(live.id);
    expect(scheduledIds).not.toContain(undated.id);
    expect(scheduledIds).not.toContain(draft.id);
    expect(publishedIds).toEqual(expect.arrayContaining([live.id, undated.id]));
    expect(publishedIds).not.toContain(scheduled.id);
    expect(draftIds).toContain(draft.id);
    expect(draftIds).not.toContain(scheduled.id);
    // The three together are every post.
    const all = await admin.agent.get('/api/admin/blog/posts?limit=1').expect(200);
    const count = async (status: string) => Number((await admin.agent.get(`/api/admin/blog/posts?limit=1&status=${status}`).expect(200)).headers['x-total-count']);
    expect((await count('draft')) + (await count('published')) + (await count('scheduled'))).toBe(Number(all.headers['x-total-count']));

    const bad = await admin.agent.get('/api/admin/blog/posts?status=later').expect(400);
    expect(bad.body.fields).toEqual({ status: POST_LIST_RULES.status });
  });

  it('shows a scheduled post once a PUT backdates it, and hides it again when dated later', async () => {
    const word = `backdated${unique().replace(/\d/g, '')}`;
    const post = await create({ title: `Backdated ${word}`, publishedAt: FAR_FUTURE, tagIds: [tagId] });
    const whole = (await admin.agent.get(`/api/blog/posts/slug/${post.slug}`).expect(200)).body as Post;
    const { body: backdated } = await write('put', `/api/admin/blog/posts/${post.id}`).send({ ...whole, publishedAt: '2021-03-04T05:06:07.089Z' }).expect(200);
    expect(backdated.publishedAt).toBe('2021-03-04T05:06:07.089Z');
    expect(await visitorSees(post, word)).toEqual(everywhere(true));

    const { body: later } = await write('put', `/api/admin/blog/posts/${post.id}`).send({ ...backdated, publishedAt: FAR_FUTURE }).expect(200);
    expect(later.publishedAt).toBe(FAR_FUTURE);
    expect(await visitorSees(post, word)).toEqual(everywhere(false));
  });

  it('shows a post to visitors by itself when its time comes, with no job and no other write', async () => {
    const word = `soonword${unique().replace(/\d/g, '')}`;
    const at = new Date(Date.now() + 2_500);
    const post = await create({ title: `Soon ${word}`, publishedAt: at.toISOString(), tagIds: [tagId] });
    expect(await visitorSees(post, word)).toEqual(everywhere(false));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 100));
    expect(await visitorSees(post, word)).toEqual(everywhere(true));
  });

  it('dates a published post saved without a date at saving, and keeps any date given, past or future', async () => {
    const before = Date.now();
    const undated = await create();
    expect(Date.parse(undated.publishedAt!)).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(undated.publishedAt!)).toBeLessThanOrEqual(Date.now() + 5);
    // A PUT without a date keeps the date of a post visitors already read: it is not dated anew.
    const whole = (await admin.agent.get(`/api/blog/posts/slug/${undated.slug}`).expect(200)).body as Post;
    const { body: resaved } = await write('put', `/api/admin/blog/posts/${undated.id}`).send({ ...whole, publishedAt: null }).expect(200);
    expect(resaved.publishedAt).toBe(undated.publishedAt);

    for (const date of ['1999-12-31T23:59:59.999Z', '2300-01-01T00:00:00.000Z']) {
      expect((await create({ publishedAt: date })).publishedAt).toBe(date);
      const { body } = await write('put', `/api/admin/blog/posts/${undated.id}`).send({ ...whole, updatedAt: undefined, publishedAt: date }).expect(200);
      expect(body.publishedAt).toBe(date);
    }
    // A draft keeps no date unless given one.
    expect((await create({ status: 'draft' })).publishedAt).toBeNull();
    const { body: invalid } = await write('post', '/api/admin/blog/posts').send({ title: 'x', content: 'y', slug: `s-${unique()}`, publishedAt: 'next week' }).expect(400);
    expect(invalid.fields).toEqual({ publishedAt: 'Published date must be a valid date' });
  });

  it("answers the admin a post whole by its id, drafts and scheduled posts too; a visitor nothing", async () => {
    const scheduled = await create({ publishedAt: FAR_FUTURE, content: 'Scheduled body.', tagIds: [tagId] });
    const draft = await create({ status: 'draft', content: 'Draft body.' });
    for (const post of [scheduled, draft]) {
      const { body } = await admin.agent.get(`/api/admin/blog/posts/${post.id}`).expect(200);
      expect(body).toEqual((await admin.agent.get(`/api/blog/posts/slug/${post.slug}`).expect(200)).body);
      expect(body).toMatchObject({ id: post.id, status: post.status, content: post.content });
      expect((await ctx.client().get(`/api/admin/blog/posts/${post.id}`)).status).toBe(401);
    }
    expect((await admin.agent.get(`/api/admin/blog/posts/${draft.id}`).expect(200)).body.tagIds).toEqual([]);
    expect((await admin.agent.get(`/api/admin/blog/posts/${scheduled.id}`).expect(200)).body.tagIds).toEqual([tagId]);
    for (const id of ['999999', '0', 'abc', '1.5']) expect([id, (await admin.agent.get(`/api/admin/blog/posts/${id}`)).status]).toEqual([id, 404]);
  });

  it("never hides a post visitors read when it is saved without a date; a scheduled or draft post saved so comes out now", async () => {
    // A post published before posts had dates (as the seed's are): visible, and shown 'Recently'.
    const legacy = await create();
    await ctx.db('blog_posts').where({ id: legacy.id }).update({ published_at: null });
    const stored = (await admin.agent.get(`/api/admin/blog/posts/${legacy.id}`).expect(200)).body as Post;
    const { body: saved } = await write('put', `/api/admin/blog/posts/${legacy.id}`).send({ ...stored, title: 'Saved again' }).expect(200);
    // Still without a date: dated 'now' by this save, it would have been hidden from a visitor whose request began a moment before.
    expect(saved.publishedAt).toBeNull();
    expect((await ctx.client().get(`/api/blog/posts/slug/${legacy.slug}`)).status).toBe(200);

    for (const body of [{ publishedAt: FAR_FUTURE }, { status: 'draft' }]) {
      const hidden = await create(body);
      const before = Date.now();
      const { body: out } = await write('put', `/api/admin/blog/posts/${hidden.id}`).send({ ...hidden, status: 'published', publishedAt: null }).expect(200);
      expect(Date.parse(out.publishedAt)).toBeGreaterThanOrEqual(before - 5);
      expect(Date.parse(out.publishedAt)).toBeLessThanOrEqual(Date.now() + 5);
      expect((await ctx.client().get(`/api/blog/posts/slug/${hidden.slug}`)).status).toBe(200);
    }
  });
});
