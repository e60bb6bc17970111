import type { AddressInfo } from 'node:net';
import { freshAddress } from './support/contact.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Post = { id: number; slug: string; status: string; displayOrder: number; viewCount: number; tagType: string | null };

const newPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'Testing the blog',
  slug: `testing-${Math.random().toString(36).slice(2, 10)}`,
  content: '# Hello\n\n| a | b |\n|---|---|\n| 1 | 2 |',
  status: 'published',
  ...overrides,
});

describe.each(engines)('blog on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  const write = (method: 'post' | 'put' | 'delete', path: string) => admin.agent[method](path).set('x-csrf-token', admin.csrf);

  beforeAll(async () => {
    // The view counter counts per client address: each reader has an X-Forwarded-For of its own.
    ctx = await createTestContext(engine, { TRUST_PROXY: 'true' });
    admin = await ctx.admin();
  });
  afterAll(() => ctx.close());

  describe('public reading', () => {
    it('lists only published posts to a visitor, whatever status it asks for', async () => {
      for (const query of ['', '?status=published', '?status=draft', '?status=anything']) {
        const { body } = await ctx.client().get(`/api/blog/posts${query}`).expect(200);
        expect(body.length).toBeGreaterThanOrEqual(7);
        expect(body.every((post: Post) => post.status === 'published')).toBe(true);
      }
    });

    it('shows drafts to the signed-in admin, and filters by status when asked', async () => {
      const all = (await admin.agent.get('/api/blog/posts').expect(200)).body as Post[];
      expect(all.some((post) => post.status === 'draft')).toBe(true);
      const drafts = (await admin.agent.get('/api/blog/posts?status=draft').expect(200)).body as Post[];
      expect(drafts.length).toBeGreaterThan(0);
      expect(drafts.every((post) => post.status === 'draft')).toBe(true);
      await admin.agent.get('/api/blog/posts?status=bogus').expect(400);
    });

    it('sorts posts by displayOrder, highest first, with the fields the blog list reads', async () => {
      const { body } = await ctx.client().get('/api/blog/posts?status=published').expect(200);
      const orders = (body as Post[]).map((post) => post.displayOrder);
      expect(orders).toEqual([...orders].sort((a, b) => b - a));
      for (const field of ['id', 'title', 'slug', 'excerpt', 'featuredImagePath', 'categoryId', 'tagType', 'publishedAt', 'viewCount', 'displayOrder']) {
        expect(body[0]).toHaveProperty(field);
      }
    });

    it('reads one post by slug, and hides a draft from visitors behind a 404', async () => {
      const [published] = (await ctx.client().get('/api/blog/posts').expect(200)).body as Post[];
      const { body } = await ctx.client().get(`/api/blog/posts/slug/${published!.slug}`).expect(200);
      expect(body.id).toBe(published!.id);
      expect(typeof body.content).toBe('string');

      const draft = ((await admin.agent.get('/api/blog/posts?status=draft')).body as Post[])[0]!;
      await ctx.client().get(`/api/blog/posts/slug/${draft.slug}`).expect(404);
      await ctx.client().get(`/api/blog/posts/${draft.id}/tags`).expect(404);
      await ctx.client().post(`/api/blog/posts/${draft.id}/view`).expect(404);
      const asAdmin = await admin.agent.get(`/api/blog/posts/slug/${draft.slug}`).expect(200);
      expect(asAdmin.body.status).toBe('draft');
      await ctx.client().get('/api/blog/posts/slug/no-such-post').expect(404);
    });

    it('filters posts by persona: assigned ones, and unassigned ones of that tag type or of all', async () => {
      const category = (await ctx.client().get('/api/blog/categories')).body[0];
      const fitnessOnly = (await write('post', '/api/admin/blog/posts').send(newPost({ personaIds: [1], categoryId: category.id })).expect(201)).body;
      const enterpriseTagged = (await write('post', '/api/admin/blog/posts').send(newPost({ tagType: 'enterprise' })).expect(201)).body;
      const forAll = (await write('post', '/api/admin/blog/posts').send(newPost({ tagType: null })).expect(201)).body;

      const ids = async (personaId: number) =>
        ((await ctx.client().get(`/api/blog/posts?status=published&personaId=${personaId}`).expect(200)).body as Post[]).map((p) => p.id);
      const fitness = await ids(1);
      const enterprise = await ids(4);
      expect(fitness).toEqual(expect.arrayContaining([fitnessOnly.id, forAll.id]));
      expect(fitness).not.toContain(enterpriseTagged.id);
      expect(enterprise).toEqual(expect.arrayContaining([enterpriseTagged.id, forAll.id]));
      expect(enterprise).not.toContain(fitnessOnly.id);
      await ctx.client().get('/api/blog/posts?personaId=x').expect(400);
    });

    it('lists categories and tags, and the tag links of a post', async () => {
      const categories = (await ctx.client().get('/api/blog/categories').expect(200)).body;
      const tags = (await ctx.client().get('/api/blog/tags').expect(200)).body;
      expect(categories).toHaveLength(3);
      expect(tags).toHaveLength(6);
      const { body: one } = await ctx.client().get(`/api/blog/categories/${categories[0].id}`).expect(200);
      expect(one.name).toBe(categories[0].name);

      const post = (await write('post', '/api/admin/blog/posts').send(newPost({ tagIds: [tags[0].id, tags[1].id] })).expect(201)).body;
      const { body: links } = await ctx.client().get(`/api/blog/posts/${post.id}/tags`).expect(200);
      expect(links).toEqual([
        { postId: post.id, tagId: tags[0].id },
        { postId: post.id, tagId: tags[1].id },
      ]);
    });
  });

  describe('view counting', () => {
    const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    /** A reader's view, from an address of its own unless one is given (the API trusts X-Forwarded-For here). */
    const view = (id: number, { userAgent = BROWSER, headers = {} as Record<string, string>, address = freshAddress() } = {}) => {
      const request = ctx.client().post(`/api/blog/posts/${id}/view`).set('user-agent', userAgent).set('x-forwarded-for', address);
      for (const [name, value] of Object.entries(headers)) request.set(name, value);
      return request;
    };
    const views = async (post: { slug: string }) => (await ctx.client().get(`/api/blog/posts/slug/${post.slug}`).expect(200)).body.viewCount as number;
    const published = async () => (await write('post', '/api/admin/blog/posts').send(newPost()).expect(201)).body as Post;

    it('adds exactly 100 for 100 concurrent readers', async () => {
      const post = await published();
      const answers = await Promise.all(Array.from({ length: 100 }, () => view(post.id)));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(await views(post)).toBe(100);
    });

    it('counts one reader once a day, however often and however concurrently they view, and whatever browser they say they use; another address counts again', async () => {
      const post = await published();
      const address = freshAddress();
      const answers = await Promise.all(Array.from({ length: 20 }, () => view(post.id, { address })));
      for (let n = 0; n < 30; n += 1) answers.push(await view(post.id, { address, userAgent: n % 2 ? SAFARI : `${BROWSER} visitor/${n}` }));
      // The spec's answer, unchanged: 200 with the count, whether this view counted or not.
      expect(answers.map((answer) => [answer.status, answer.body])).toEqual(answers.map(() => [200, { viewCount: 1 }]));
      expect(await views(post)).toBe(1);
      await view(post.id, { userAgent: SAFARI }).expect(200, { viewCount: 2 });
      expect(await views(post)).toBe(2);
      // The address is never stored: only a hash keyed by the day's salt.
      const stored = JSON.stringify(await ctx.db('blog_post_views').where({ post_id: post.id }));
      expect(stored).not.toMatch(new RegExp(`${address.replace(/\./g, '\\.')}|Mozilla`));
      expect((await ctx.db('blog_post_views').where({ post_id: post.id })).map((row) => row.visitor)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), expect.stringMatching(/^[0-9a-f]{64}$/)]);
    });

    it.each([
      ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
      ['Bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
      ['a link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
      ['curl', 'curl/8.5.0'],
      ['headless Chrome', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'],
      ['no user agent', ''],
    ])('does not count %s', async (_, userAgent) => {
      const post = await published();
      await view(post.id, { userAgent }).expect(200, { viewCount: 0 });
      expect(await views(post)).toBe(0);
    });

    it("does not count a view posted from another site's page, and counts the site's own", async () => {
      const post = await published();
      await view(post.id, { headers: { origin: 'https://attacker.example' } }).expect(200, { viewCount: 0 });
      await view(post.id, { headers: { origin: 'null' } }).expect(200, { viewCount: 0 });
      await view(post.id, { headers: { 'sec-fetch-site': 'cross-site' } }).expect(200, { viewCount: 0 });
      await view(post.id, { headers: { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' } }).expect(200, { viewCount: 0 });
      expect(await views(post)).toBe(0);
      const own = `http://127.0.0.1:${(ctx.server.address() as AddressInfo).port}`;
      await view(post.id, { headers: { origin: own } }).expect(200, { viewCount: 1 });
      await view(post.id, { headers: { origin: own, 'sec-fetch-site': 'same-origin' } }).expect(200, { viewCount: 2 });
    });

    it("counts the same visitor again on the next day, and forgets a day's salt and visitors after two days", async () => {
      const { firstViewToday } = await import('../src/modules/blog/post-views.js');
      const post = await published();
      const viewer = { network: '203.0.113.9' };
      const day = 24 * 60 * 60 * 1000;
      const start = Date.parse('2031-01-10T12:00:00Z');
      expect(await firstViewToday(ctx.db, post.id, viewer, start)).toBe(true);
      expect(await firstViewToday(ctx.db, post.id, viewer, start + 60_000)).toBe(false);
      expect(await firstViewToday(ctx.db, post.id, viewer, start + day)).toBe(true);
      expect(await ctx.db('visitor_salts').whereIn('day', ['2031-01-10', '2031-01-11']).pluck('day')).toEqual(['2031-01-10', '2031-01-11']);
      expect(await firstViewToday(ctx.db, post.id, viewer, start + 2 * day)).toBe(true);
      const days = await ctx.db('visitor_salts').orderBy('day').pluck('day');
      expect(days).toEqual(['2031-01-11', '2031-01-12']);
      expect(await ctx.db('blog_post_views').where('day', '<', '2031-01-11').count({ n: '*' }).first().then((row) => Number(row?.n))).toBe(0);
    });

    it('answers 404 for a post that does not exist', async () => {
      await ctx.client().post('/api/blog/posts/999999/view').expect(404);
      await ctx.client().post('/api/blog/posts/abc/view').expect(404);
    });
  });

  describe('admin writes', () => {
    it('creates a post with its category, tags and personas, and defaults it to draft', async () => {
      const category = (await ctx.client().get('/api/blog/categories')).body[1];
      const tag = (await ctx.client().get('/api/blog/tags')).body[2];
      const body = newPost({ categoryId: category.id, tagIds: [tag.id], personaIds: [4, 5], status: undefined, excerpt: 'Short' });
      const { body: created } = await write('post', '/api/admin/blog/posts').send(body).expect(201);
      expect(created).toMatchObject({ status: 'draft', categoryId: category.id, tagIds: [tag.id], personaIds: [4, 5], viewCount: 0 });
      expect(created.publishedAt).toBeNull();

      const { body: published } = await write('put', `/api/admin/blog/posts/${created.id}`)
        .send({ ...created, status: 'published' })
        .expect(200);
      expect(published.status).toBe('published');
      expect(Date.parse(published.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('keeps an explicit publish date as given', async () => {
      const { body } = await write('post', '/api/admin/blog/posts').send(newPost({ publishedAt: '2025-03-04T10:00:00.000Z' })).expect(201);
      expect(body.publishedAt).toBe('2025-03-04T10:00:00.000Z');
    });

    it('names every missing field with the messages of the spec', async () => {
      const { body } = await write('post', '/api/admin/blog/posts').send({ displayOrder: -1, status: 'live' }).expect(400);
      expect(body.fields).toEqual({
        title: 'Title is required',
        slug: 'Slug is required',
        content: 'Content is required',
        displayOrder: 'Display order must be positive',
        status: 'Status must be draft or published',
      });
    });

    it('answers 409 on a slug that is taken', async () => {
      const first = newPost();
      await write('post', '/api/admin/blog/posts').send(first).expect(201);
      const { body } = await write('post', '/api/admin/blog/posts').send({ ...first, title: 'Another' }).expect(409);
      expect(body.fields).toEqual({ slug: 'Slug is already in use' });
    });

    it('stores nothing when one reference is unknown (one transaction)', async () => {
      const before = (await admin.agent.get('/api/blog/posts')).body.length;
      const { body } = await write('post', '/api/admin/blog/posts').send(newPost({ tagIds: [999999], categoryId: 999999 })).expect(400);
      expect(body.fields).toEqual({ categoryId: 'No category with id 999999', tagIds: 'No tag with id 999999' });
      expect((await admin.agent.get('/api/blog/posts')).body.length).toBe(before);
    });

    it('updates and deletes, with 404 for unknown ids', async () => {
      const { body: post } = await write('post', '/api/admin/blog/posts').send(newPost()).expect(201);
      await write('put', `/api/admin/blog/posts/${post.id}`).send({ ...post, title: 'Renamed' }).expect(200);
      expect((await ctx.client().get(`/api/blog/posts/slug/${post.slug}`)).body.title).toBe('Renamed');
      await write('delete', `/api/admin/blog/posts/${post.id}`).expect(204);
      await ctx.client().get(`/api/blog/posts/slug/${post.slug}`).expect(404);
      await write('put', `/api/admin/blog/posts/${post.id}`).send(post).expect(404);
      await write('delete', `/api/admin/blog/posts/${post.id}`).expect(404);
    });

    it('requires a session (401) and then the CSRF header (403) for every blog write', async () => {
      const anonymous = ctx.client();
      await anonymous.post('/api/admin/blog/posts').send(newPost()).expect(401);
      await anonymous.put('/api/admin/blog/categories/1').send({}).expect(401);
      await anonymous.delete('/api/admin/blog/tags/1').expect(401);
      await admin.agent.post('/api/admin/blog/posts').send(newPost()).expect(403);
      await admin.agent.post('/api/admin/blog/posts').set('x-csrf-token', 'forged').send(newPost()).expect(403);
      await admin.agent.delete('/api/admin/blog/tags/1').expect(403);
    });

    it('keeps posts when their category is deleted, with no category', async () => {
      const { body: category } = await write('post', '/api/admin/blog/categories').send({ name: 'Temp', slug: 'temp-cat' }).expect(201);
      const { body: post } = await write('post', '/api/admin/blog/posts').send(newPost({ categoryId: category.id })).expect(201);
      await write('delete', `/api/admin/blog/categories/${category.id}`).expect(204);
      expect((await ctx.client().get(`/api/blog/posts/slug/${post.slug}`)).body.categoryId).toBeNull();
    });
  });
});
