import { FEATURED_IMAGE_ALT_RULE, POST_LIST_RULES } from '@folio/contracts';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Post = { id: number; title: string; status: string; publishedAt: string | null; displayOrder: number; featuredImageAlt: string | null; featuredImageDecorative: boolean };

const newPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'Editing posts',
  slug: `editor-${Math.random().toString(36).slice(2, 10)}`,
  content: 'Body',
  status: 'published',
  ...overrides,
});

describe.each(engines)("the post editor's rules on %s", (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  const write = (method: 'post' | 'put', path: string) => admin.agent[method](path).set('x-csrf-token', admin.csrf);
  const create = async (overrides: Record<string, unknown>) => (await write('post', '/api/admin/blog/posts').send(newPost(overrides)).expect(201)).body as Post;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
  });
  afterAll(() => ctx.close());

  describe("a featured image's alt text", () => {
    it('is required with a featured image: without it, or blank, the save is a 400 naming the field', async () => {
      for (const featuredImageAlt of [undefined, '', '   ', null]) {
        const { body } = await write('post', '/api/admin/blog/posts').send(newPost({ featuredImagePath: '/images/blog/cover.svg', featuredImageAlt })).expect(400);
        expect(body.fields).toEqual({ featuredImageAlt: FEATURED_IMAGE_ALT_RULE });
      }
    });

    it('is kept with the post and given to visitors with it, in the list and by slug', async () => {
      const post = await create({ featuredImagePath: '/images/blog/cover.svg', featuredImageAlt: '  A whiteboard full of boxes  ' });
      expect(post).toMatchObject({ featuredImageAlt: 'A whiteboard full of boxes', featuredImageDecorative: false });
      const bySlug = (await ctx.client().get(`/api/blog/posts/slug/${(post as unknown as { slug: string }).slug}`).expect(200)).body;
      expect(bySlug.featuredImageAlt).toBe('A whiteboard full of boxes');
      const listed = ((await ctx.client().get('/api/blog/posts?limit=100').expect(200)).body as Post[]).find((row) => row.id === post.id);
      expect(listed).toMatchObject({ featuredImageAlt: 'A whiteboard full of boxes', featuredImageDecorative: false });
    });

    it('may be left out when the image is marked decorative, or when there is no image', async () => {
      const decorative = await create({ featuredImagePath: '/images/blog/cover.svg', featuredImageDecorative: true });
      expect(decorative).toMatchObject({ featuredImageDecorative: true, featuredImageAlt: null });
      const plain = await create({ featuredImagePath: '' });
      expect(plain).toMatchObject({ featuredImageDecorative: false, featuredImageAlt: null });
      await write('post', '/api/admin/blog/posts').send(newPost({ featuredImageDecorative: 'yes' })).expect(400);
    });

    it('cannot be removed from a saved post that keeps its image', async () => {
      const post = await create({ featuredImagePath: '/images/blog/cover.svg', featuredImageAlt: 'A cover' });
      const { body } = await write('put', `/api/admin/blog/posts/${post.id}`).send({ ...post, featuredImageAlt: '' }).expect(400);
      expect(body.fields).toEqual({ featuredImageAlt: FEATURED_IMAGE_ALT_RULE });
      const saved = (await write('put', `/api/admin/blog/posts/${post.id}`).send({ ...post, featuredImageAlt: '', featuredImageDecorative: true }).expect(200)).body;
      expect(saved.featuredImageDecorative).toBe(true);
    });

    it('is given to every seeded post that has a featured image', async () => {
      const posts = (await admin.agent.get('/api/admin/blog/posts?limit=100').expect(200)).body as Array<Post & { featuredImagePath: string | null }>;
      const withImage = posts.filter((post) => post.featuredImagePath);
      expect(withImage.length).toBeGreaterThan(0);
      expect(withImage.every((post) => post.featuredImageAlt || post.featuredImageDecorative)).toBe(true);
    });
  });

  describe("the console's post list", () => {
    it('comes newest first, the posts not dated yet (drafts) before them, whatever their display order', async () => {
      const older = await create({ title: 'Older, moved up', displayOrder: 900, publishedAt: '2020-01-01T00:00:00.000Z' });
      const newer = await create({ title: 'Newer', displayOrder: 0, publishedAt: '2031-06-01T00:00:00.000Z' });
      const draft = await create({ title: 'Still a draft', status: 'draft', displayOrder: 0 });
      const ids = ((await admin.agent.get('/api/admin/blog/posts?limit=100').expect(200)).body as Post[]).map((post) => post.id);
      const draftsFirst = ids.indexOf(draft.id) < ids.indexOf(newer.id);
      expect(draftsFirst).toBe(true);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));

      const listed = (await admin.agent.get('/api/admin/blog/posts?limit=100').expect(200)).body as Post[];
      const dated = listed.filter((post) => post.publishedAt !== null).map((post) => Date.parse(post.publishedAt!));
      expect(dated).toEqual([...dated].sort((a, b) => b - a));
      const undated = listed.findIndex((post) => post.publishedAt !== null);
      expect(listed.slice(undated).every((post) => post.publishedAt !== null)).toBe(true);
    });

    it('pages the date order with offset, each post once', async () => {
      const whole = ((await admin.agent.get('/api/admin/blog/posts?limit=100').expect(200)).body as Post[]).map((post) => post.id);
      const paged: number[] = [];
      for (let offset = 0; offset < whole.length; offset += 5) {
        paged.push(...((await admin.agent.get(`/api/admin/blog/posts?limit=5&offset=${offset}`).expect(200)).body as Post[]).map((post) => post.id));
      }
      expect(paged).toEqual(whole);
    });

    it("keeps the manual order where the public blog uses it, and gives it to the console when asked", async () => {
      const top = await create({ title: 'Pinned old post', displayOrder: 5000, publishedAt: '2019-01-01T00:00:00.000Z' });
      const publicFirst = (await ctx.client().get('/api/blog/posts').expect(200)).body as Post[];
      expect(publicFirst[0]!.id).toBe(top.id);
      const manual = (await admin.agent.get('/api/admin/blog/posts?sort=manual').expect(200)).body as Post[];
      expect(manual[0]!.id).toBe(top.id);
      const byDate = (await admin.agent.get('/api/admin/blog/posts').expect(200)).body as Post[];
      expect(byDate[0]!.id).not.toBe(top.id);
      // The same rule for a persona's list and for a search.
      const searched = (await admin.agent.get('/api/admin/blog/posts?q=Pinned&sort=date').expect(200)).body as Post[];
      expect(searched[0]!.id).toBe(top.id);
      await admin.agent.get('/api/admin/blog/posts?personaId=1&sort=date').expect(200);
    });

    it('refuses an unknown order, and a cursor with the date order, with a 400 that says why', async () => {
      expect((await admin.agent.get('/api/admin/blog/posts?sort=title').expect(400)).body.fields).toEqual({ sort: POST_LIST_RULES.sort });
      const next = (await ctx.client().get('/api/blog/posts?limit=1').expect(200)).headers['x-next-cursor'];
      expect(next).toBeTruthy();
      const { body } = await admin.agent.get(`/api/admin/blog/posts?sort=date&cursor=${next}`).expect(400);
      expect(body.fields).toEqual({ cursor: POST_LIST_RULES.cursorWithDateSort });
      await admin.agent.get(`/api/admin/blog/posts?sort=manual&cursor=${next}`).expect(200);
      // The date order is paged by offset: it hands out no cursor.
      expect((await admin.agent.get('/api/admin/blog/posts?limit=1').expect(200)).headers['x-next-cursor']).toBeUndefined();
    });
  });
});
