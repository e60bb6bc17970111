import { PERSONA_IDS, POST_LIST_RULES, TOTAL_COUNT_HEADER, type PostReadNext } from '@folio/contracts';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Summary = { id: number; slug: string; title: string; categorySlug: string | null; tags: Array<{ id: number; name: string; slug: string }> };

const total = (response: { headers: Record<string, string> }) => Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
const unique = () => Math.random().toString(36).slice(2, 10);

describe.each(engines)("tag and category lists, and what ends a post, on %s", (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  const write = async (path: string, body: Record<string, unknown>) =>
    (await admin.agent.post(`/api/admin/${path}`).set('x-csrf-token', admin.csrf).send(body).expect(201)).body;
  const createPost = (body: Record<string, unknown>): Promise<Summary> =>
    write('blog/posts', { title: `Post ${unique()}`, content: 'Body text.', status: 'published', slug: `p-${unique()}`, ...body });
  const slugsOf = (posts: Summary[]) => posts.map((post) => post.slug);

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
  });
  afterAll(() => ctx.close());

  describe('GET /api/blog/posts?tag= and ?category=', () => {
    let tag: { id: number; slug: string; name: string };
    let other: { id: number; slug: string };
    let category: { id: number; slug: string; name: string };
    const posts: Record<string, Summary> = {};

    beforeAll(async () => {
      tag = await write('blog/tags', { name: 'Webhooks', slug: `webhooks-${unique()}` });
      other = await write('blog/tags', { name: 'Other', slug: `other-${unique()}` });
      category = await write('blog/categories', { name: 'Integration', slug: `integration-${unique()}` });
      posts.tagged = await createPost({ tagIds: [tag.id, other.id], categoryId: category.id, personaIds: [PERSONA_IDS.enterprise] });
      posts.taggedFitness = await createPost({ tagIds: [tag.id], personaIds: [PERSONA_IDS.fitness] });
      posts.otherTag = await createPost({ tagIds: [other.id], categoryId: category.id });
      posts.draft = await createPost({ tagIds: [tag.id], categoryId: category.id, status: 'draft' });
      posts.scheduled = await createPost({ tagIds: [tag.id], publishedAt: '2999-01-01T00:00:00.000Z' });
    });

    it("lists only the published posts of the tag, counted in X-Total-Count, a persona's among them", async () => {
      const all = await ctx.client().get(`/api/blog/posts?tag=${tag.slug}`).expect(200);
      expect(slugsOf(all.body).sort()).toEqual([posts.tagged!.slug, posts.taggedFitness!.slug].sort());
      expect(total(all)).toBe(2);
      const enterprise = await ctx.client().get(`/api/blog/posts?tag=${tag.slug}&personaId=${PERSONA_IDS.enterprise}`).expect(200);
      expect(slugsOf(enterprise.body)).toEqual([posts.tagged!.slug]);
      expect(total(enterprise)).toBe(1);
    });

    it('lists only the published posts of the category, and both filters together', async () => {
      const listed = await ctx.client().get(`/api/blog/posts?category=${category.slug}`).expect(200);
      expect(slugsOf(listed.body).sort()).toEqual([posts.tagged!.slug, posts.otherTag!.slug].sort());
      expect(total(listed)).toBe(2);
      const both = await ctx.client().get(`/api/blog/posts?category=${category.slug}&tag=${tag.slug}`).expect(200);
      expect(slugsOf(both.body)).toEqual([posts.tagged!.slug]);
      // A search within the tag, and the admin's drafts of it.
      expect(slugsOf((await ctx.client().get(`/api/blog/posts?tag=${tag.slug}&q=body`).expect(200)).body).sort()).toEqual([posts.tagged!.slug, posts.taggedFitness!.slug].sort());
      const drafts = await admin.agent.get(`/api/admin/blog/posts?tag=${tag.slug}&status=draft`).expect(200);
      expect(slugsOf(drafts.body)).toEqual([posts.draft!.slug]);
    });

    it('pages a tag by cursor as the blog is paged', async () => {
      const first = await ctx.client().get(`/api/blog/posts?tag=${tag.slug}&limit=1`).expect(200);
      const cursor = first.headers['x-next-cursor'];
      expect(cursor).toBeTruthy();
      const second = await ctx.client().get(`/api/blog/posts?tag=${tag.slug}&limit=1&cursor=${cursor}`).expect(200);
      expect([...slugsOf(first.body), ...slugsOf(second.body)].sort()).toEqual([posts.tagged!.slug, posts.taggedFitness!.slug].sort());
      expect(second.headers['x-next-cursor']).toBeUndefined();
    });

    it('lists nothing for a slug no tag or category has', async () => {
      const response = await ctx.client().get('/api/blog/posts?tag=no-such-tag').expect(200);
      expect(response.body).toEqual([]);
      expect(total(response)).toBe(0);
      expect((await ctx.client().get('/api/blog/posts?category=no-such-category').expect(200)).body).toEqual([]);
    });

    it.each([
      ['tag=Not%20A%20Slug', { tag: POST_LIST_RULES.tag }],
      ['tag=a&tag=b', { tag: POST_LIST_RULES.tag }],
      [`tag=${'a'.repeat(201)}`, { tag: POST_LIST_RULES.tag }],
      ["tag=x'%20or%201=1--", { tag: POST_LIST_RULES.tag }],
      ['category=..%2Fetc', { category: POST_LIST_RULES.category }],
      ['category=a&category=b', { category: POST_LIST_RULES.category }],
      ['tag=-x&category=x-&limit=0', { tag: POST_LIST_RULES.tag, category: POST_LIST_RULES.category, limit: POST_LIST_RULES.limit }],
    ])('refuses %s with a 400 naming each bad parameter', async (query, fields) => {
      expect((await ctx.client().get(`/api/blog/posts?${query}`).expect(400)).body.fields).toEqual(fields);
    });

    it('gives each post its category and tags with their slugs (the pages a post links to)', async () => {
      const { body } = await ctx.client().get(`/api/blog/posts/slug/${posts.tagged!.slug}`).expect(200);
      expect(body.categoryName).toBe('Integration');
      expect(body.categorySlug).toBe(category.slug);
      expect(body.tags).toEqual(expect.arrayContaining([{ id: tag.id, name: 'Webhooks', slug: tag.slug }]));
      const listed = (await ctx.client().get(`/api/blog/posts?tag=${tag.slug}`).expect(200)).body as Summary[];
      expect(listed.find((post) => post.slug === posts.taggedFitness!.slug)).toMatchObject({ categorySlug: null, tags: [{ id: tag.id, name: 'Webhooks', slug: tag.slug }] });
    });

    it("feeds a tag's and a category's newest posts, and refuses what is no slug", async () => {
      const tagFeed = (await ctx.client().get(`/api/blog/feed?tag=${tag.slug}`).expect(200)).body as Array<Summary & { content: string }>;
      expect(slugsOf(tagFeed).sort()).toEqual([posts.tagged!.slug, posts.taggedFitness!.slug].sort());
      expect(tagFeed[0]!.content).toBe('Body text.');
      const categoryFeed = (await ctx.client().get(`/api/blog/feed?category=${category.slug}&personaId=${PERSONA_IDS.enterprise}`).expect(200)).body as Summary[];
      expect(slugsOf(categoryFeed).sort()).toEqual([posts.tagged!.slug, posts.otherTag!.slug].sort());
      expect((await ctx.client().get('/api/blog/feed?tag=%3Cscript%3E').expect(400)).body.fields).toEqual({ tag: POST_LIST_RULES.tag });
    });
  });

  describe('GET /api/blog/posts/slug/{slug}/read-next', () => {
    const readNext = async (slug: string, query = ''): Promise<PostReadNext> =>
      (await ctx.client().get(`/api/blog/posts/slug/${slug}/read-next${query}`).expect(200)).body;
    const slugOf = (post: { slug: string } | null) => post?.slug ?? null;
    // Dated long before the seeded posts, so that their neighbours are the ones made here.
    const dated = (day: number) => `1990-01-${String(day).padStart(2, '0')}T09:00:00.000Z`;

    it("gives the persona's posts published just before and after, skipping other personas' posts, drafts and scheduled ones", async () => {
      const enterprise = { personaIds: [PERSONA_IDS.enterprise] };
      const first = await createPost({ ...enterprise, publishedAt: dated(1) });
      await createPost({ personaIds: [PERSONA_IDS.fitness], publishedAt: dated(2) });
      await createPost({ ...enterprise, publishedAt: dated(3), status: 'draft' });
      const middle = await createPost({ ...enterprise, publishedAt: dated(4) });
      const last = await createPost({ ...enterprise, publishedAt: dated(5) });

      const around = await readNext(middle.slug, `?personaId=${PERSONA_IDS.enterprise}`);
      expect(around.persona).toBe('enterprise');
      expect([slugOf(around.previous), slugOf(around.next)]).toEqual([first.slug, last.slug]);
      // Asked for by a fitness reader: still the enterprise post's own persona.
      expect((await readNext(middle.slug, `?personaId=${PERSONA_IDS.fitness}`)).persona).toBe('enterprise');
      // Summaries: no body.
      expect(around.previous).not.toHaveProperty('content');
      expect(slugOf((await readNext(last.slug)).previous)).toBe(middle.slug);
    });

    it("uses the reader's persona for a post meant for everyone, and the whole blog without one", async () => {
      const everyone = await createPost({ tagType: null, publishedAt: dated(20) });
      expect((await readNext(everyone.slug, `?personaId=${PERSONA_IDS.business}`)).persona).toBe('business');
      expect((await readNext(everyone.slug)).persona).toBeNull();
      // An id no persona has: as if none were asked.
      expect((await readNext(everyone.slug, '?personaId=999')).persona).toBeNull();
    });

    it('relates the posts sharing most tags first, then those of its category, never the post itself, published only', async () => {
      const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((name) => write('blog/tags', { name: `Rel ${name}`, slug: `rel-${name}-${unique()}` })));
      const category = await write('blog/categories', { name: 'Related', slug: `related-${unique()}` });
      // In a month of their own, between two posts unrelated to it (the previous and next are not related ones).
      const inMay = (day: number) => `1991-05-${String(day).padStart(2, '0')}T09:00:00.000Z`;
      const post = await createPost({ tagIds: [a.id, b.id, c.id], categoryId: category.id, publishedAt: inMay(20) });
      await createPost({ publishedAt: inMay(19) });
      await createPost({ publishedAt: inMay(21) });
      const sharesOne = await createPost({ tagIds: [c.id], publishedAt: inMay(12) });
      const sharesThree = await createPost({ tagIds: [a.id, b.id, c.id], publishedAt: inMay(9) });
      const sameCategory = await createPost({ categoryId: category.id, publishedAt: inMay(8) });
      await createPost({ tagIds: [a.id, b.id, c.id], status: 'draft' });
      await createPost({ tagIds: [a.id, b.id, c.id], publishedAt: '2999-01-01T00:00:00.000Z' });
      await createPost({ categoryId: category.id, publishedAt: inMay(7) });

      const { related } = await readNext(post.slug);
      expect(related.map((found) => found.slug)).toEqual([sharesThree.slug, sharesOne.slug, sameCategory.slug]);
      // The related post as the lists give it: its names and slugs, no body.
      expect(related[0]).toMatchObject({ title: sharesThree.title, tags: expect.arrayContaining([expect.objectContaining({ slug: a.slug })]) });
      expect(related[0]).not.toHaveProperty('content');
      // With no tags and no category, nothing is related.
      expect((await readNext(sameCategory.slug)).related.map((found) => found.slug)).not.toContain(sameCategory.slug);
    });

    it('never relates the previous or next post, which end the post already, and fills the list from the next candidates', async () => {
      const tag = await write('blog/tags', { name: 'Neighbours', slug: `neighbours-${unique()}` });
      const inJune = (day: number) => `1991-06-${String(day).padStart(2, '0')}T09:00:00.000Z`;
      const tagged = (day: number) => createPost({ tagIds: [tag.id], publishedAt: inJune(day) });
      const [oldest, older, old, previous, post, next] = [await tagged(1), await tagged(2), await tagged(3), await tagged(10), await tagged(11), await tagged(12)];

      const around = await readNext(post.slug);
      expect([slugOf(around.previous), slugOf(around.next)]).toEqual([previous.slug, next.slug]);
      expect(around.related.map((found) => found.slug)).toEqual([old.slug, older.slug, oldest.slug]);
    });

    it('answers 404 for a draft, a scheduled post or an unknown slug, and 400 for a persona that is no id', async () => {
      const draft = await createPost({ status: 'draft' });
      const scheduled = await createPost({ publishedAt: '2999-01-01T00:00:00.000Z' });
      for (const slug of [draft.slug, scheduled.slug, 'no-such-post', '%27%20or%201%3D1--']) {
        expect((await ctx.client().get(`/api/blog/posts/slug/${slug}/read-next`)).status).toBe(404);
      }
      // The owner's preview of a draft ends as it will once published.
      expect((await admin.agent.get(`/api/blog/posts/slug/${draft.slug}/read-next`).expect(200)).body).toHaveProperty('related');
      const published = await createPost({});
      const refused = await ctx.client().get(`/api/blog/posts/slug/${published.slug}/read-next?personaId=abc`).expect(400);
      expect(refused.body.fields).toEqual({ personaId: expect.any(String) });
    });
  });
});
