import { FEED_SIZE, POST_LIST_RULES, TOTAL_COUNT_HEADER } from '@folio/contracts';
import { bumpContentGeneration } from '../src/db/content-generation.js';
import { LISTED_DEFINITIONS } from '../src/content-kinds.js';
import { oneOfEach } from './support/content-kinds.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Summary = { id: number; slug: string; status: string; displayOrder: number; title: string; categoryName: string | null; tags: Array<{ id: number; name: string }> };

const total = (response: { headers: Record<string, string> }) => Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
const unique = () => Math.random().toString(36).slice(2, 10);

describe.each(engines)('blog lists, paging and search on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  const create = async (body: Record<string, unknown>) =>
    (await admin.agent.post('/api/admin/blog/posts').set('x-csrf-token', admin.csrf).send({ title: 'Paging post', content: 'Body text.', status: 'published', slug: `p-${unique()}`, ...body }).expect(201))
      .body as Summary & { content: string };

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
    // Enough posts for several pages, some sharing a displayOrder so that the tie-break is exercised.
    for (let index = 0; index < 26; index += 1) await create({ title: `Paging post ${index}`, displayOrder: index % 3 });
  });
  afterAll(() => ctx.close());

  describe('paging', () => {
    it('answers 12 posts by default, the number matching in X-Total-Count, and pages through all of them in order without repeats', async () => {
      const first = await ctx.client().get('/api/blog/posts?status=published').expect(200);
      expect(first.body).toHaveLength(12);
      const count = total(first);
      expect(count).toBeGreaterThanOrEqual(33);

      const seen: Summary[] = [];
      for (let offset = 0; offset < count; offset += 5) {
        const page = await ctx.client().get(`/api/blog/posts?limit=5&offset=${offset}`).expect(200);
        expect(total(page)).toBe(count);
        seen.push(...(page.body as Summary[]));
      }
      expect(seen).toHaveLength(count);
      expect(new Set(seen.map((post) => post.id)).size).toBe(count);
      // Highest displayOrder first, as the spec's post list call says; ties in a stable order.
      const orders = seen.map((post) => post.displayOrder);
      expect(orders).toEqual([...orders].sort((a, b) => b - a));
      const again = (await ctx.client().get(`/api/blog/posts?limit=100`).expect(200)).body as Summary[];
      expect(again.map((post) => post.id)).toEqual(seen.map((post) => post.id));
    });

    it('answers an empty page past the end, with the total still given', async () => {
      const response = await ctx.client().get('/api/blog/posts?offset=100000').expect(200);
      expect(response.body).toEqual([]);
      expect(total(response)).toBeGreaterThan(0);
      // A search counts its matches with its page: past the end, it counts them alone.
      const searched = await ctx.client().get('/api/blog/posts?q=paging&offset=100000').expect(200);
      expect(searched.body).toEqual([]);
      expect(total(searched)).toBe(total(await ctx.client().get('/api/blog/posts?q=paging').expect(200)));
      expect(total(searched)).toBeGreaterThan(0);
    });

    it.each([
      ['limit=0', { limit: POST_LIST_RULES.limit }],
      ['limit=101', { limit: POST_LIST_RULES.limit }],
      ['limit=-1', { limit: POST_LIST_RULES.limit }],
      ['limit=ten', { limit: POST_LIST_RULES.limit }],
      ['limit=1.5', { limit: POST_LIST_RULES.limit }],
      ['limit=1&limit=2', { limit: POST_LIST_RULES.limit }],
      ['offset=-3', { offset: POST_LIST_RULES.offset }],
      ['offset=99999999999', { offset: POST_LIST_RULES.offset }],
      ['limit=0&offset=x', { limit: POST_LIST_RULES.limit, offset: POST_LIST_RULES.offset }],
      [`q=${'a'.repeat(201)}`, { q: POST_LIST_RULES.q }],
      ['q=a&q=b', { q: POST_LIST_RULES.q }],
    ])('refuses %s with a 400 naming each bad parameter', async (query, fields) => {
      const { body } = await ctx.client().get(`/api/blog/posts?${query}`).expect(400);
      expect(body.fields).toEqual(fields);
    });

    it('lists posts without their body, with their category name and tag names', async () => {
      const [category] = (await ctx.client().get('/api/blog/categories').expect(200)).body as Array<{ id: number; name: string }>;
      const tags = ((await ctx.client().get('/api/blog/tags').expect(200)).body as Array<{ id: number; name: string }>).slice(0, 2);
      const post = await create({ title: 'Named things', categoryId: category!.id, tagIds: tags.map((tag) => tag.id), displayOrder: 999 });
      expect(post.categoryName).toBe(category!.name);

      const [listed] = (await ctx.client().get('/api/blog/posts?limit=1').expect(200)).body as Summary[];
      expect(listed!.id).toBe(post.id);
      expect(listed).not.toHaveProperty('content');
      expect(listed!.categoryName).toBe(category!.name);
      expect(listed!.tags.map((tag) => tag.name).sort()).toEqual(tags.map((tag) => tag.name).sort());

      const page = (await ctx.client().get(`/api/blog/posts/slug/${post.slug}`).expect(200)).body;
      expect(page.content).toBe('Body text.');
      expect(page.categoryName).toBe(category!.name);
      expect(page.tags).toEqual(listed!.tags);
    });

    it("gives the console its own list: admin only, every post, filtered by status, category, persona and search", async () => {
      await ctx.client().get('/api/admin/blog/posts').expect(401);
      const [category] = (await ctx.client().get('/api/blog/categories').expect(200)).body as Array<{ id: number }>;
      const draft = await create({ title: 'Console draft', status: 'draft', categoryId: category!.id, personaIds: [1] });
      const everything = await admin.agent.get('/api/admin/blog/posts?limit=100').expect(200);
      expect((everything.body as Summary[]).some((post) => post.id === draft.id)).toBe(true);
      expect(everything.body[0]).not.toHaveProperty('content');

      const filtered = await admin.agent.get(`/api/admin/blog/posts?status=draft&categoryId=${category!.id}&personaId=1&limit=100`).expect(200);
      expect((filtered.body as Summary[]).map((post) => post.id)).toContain(draft.id);
      expect((filtered.body as Array<Summary & { categoryId: number }>).every((post) => post.status === 'draft' && post.categoryId === category!.id)).toBe(true);
      expect(total(filtered)).toBe(filtered.body.length);
      expect((await admin.agent.get('/api/admin/blog/posts?q=console').expect(200)).body.map((post: Summary) => post.id)).toContain(draft.id);
      expect((await admin.agent.get('/api/admin/blog/posts?categoryId=abc').expect(400)).body.fields).toEqual({ categoryId: POST_LIST_RULES.categoryId });
    });

    it('never lists a draft to a visitor, and counts drafts only for the admin', async () => {
      await create({ title: 'Hidden draft post', status: 'draft' });
      const visitor = await ctx.client().get('/api/blog/posts?limit=100&status=draft').expect(200);
      expect((visitor.body as Summary[]).every((post) => post.status === 'published')).toBe(true);
      const drafts = await admin.agent.get('/api/blog/posts?status=draft&limit=1').expect(200);
      expect(total(drafts)).toBeGreaterThanOrEqual(1);
      const everything = await admin.agent.get('/api/blog/posts').expect(200);
      expect(total(everything)).toBe(total(visitor) + total(drafts));
    });
  });

  describe('the feed', () => {
    it('answers the newest published posts, whole, newest first, never a draft nor a scheduled post', async () => {
      // Dated when saved: the latest publishedAt that has come. A post dated later is scheduled, not in the feed yet.
      const newest = await create({ title: 'Newest of all' });
      const scheduled = await create({ title: 'Scheduled for later', publishedAt: '2099-01-01T00:00:00.000Z' });
      await create({ title: 'Newer draft', status: 'draft', publishedAt: '2099-02-01T00:00:00.000Z' });
      for (const client of [ctx.client(), admin.agent]) {
        const posts = (await client.get('/api/blog/feed').expect(200)).body as Array<Summary & { content: string; publishedAt: string }>;
        expect(posts).toHaveLength(FEED_SIZE);
        expect(posts[0]!.id).toBe(newest.id);
        expect(posts.map((post) => post.id)).not.toContain(scheduled.id);
        expect(posts[0]!.content).toBe('Body text.');
        expect(posts.every((post) => post.status === 'published')).toBe(true);
        const times = posts.map((post) => Date.parse(post.publishedAt));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }
      await ctx.client().get('/api/blog/feed?personaId=x').expect(400);
    });
  });

  describe('search', () => {
    const search = async (q: string, client = ctx.client()) => {
      const response = await client.get('/api/blog/posts').query({ q, limit: 100 }).expect(200);
      return { posts: response.body as Summary[], total: total(response) };
    };

    it('finds a word in the title, the excerpt, the body or a tag name, and the title match first', async () => {
      const word = `zebrafinch${unique().replace(/\d/g, '')}`;
      const inBody = await create({ title: 'Plain title', content: `Some text about a ${word} in the body.`, displayOrder: 50 });
      const inTitle = await create({ title: `The ${word} story`, content: 'Nothing here.', displayOrder: 0 });
      const inExcerpt = await create({ title: 'Another', excerpt: `An excerpt on the ${word}.`, displayOrder: 10 });
      const tag = (await admin.agent.post('/api/admin/blog/tags').set('x-csrf-token', admin.csrf).send({ name: `${word}tag`, slug: `t-${unique()}` }).expect(201)).body;
      const tagged = await create({ title: 'Tagged only', tagIds: [tag.id] });

      const found = await search(word);
      expect(found.posts.map((post) => post.id).sort()).toEqual([inBody.id, inTitle.id, inExcerpt.id].sort());
      expect(found.total).toBe(3);
      expect(found.posts[0]!.id).toBe(inTitle.id);
      expect(found.posts[0]).not.toHaveProperty('content');
      expect((await search(`${word}tag`)).posts.map((post) => post.id)).toEqual([tagged.id]);

      // Kept in step with edits: a renamed tag, a changed body, a deleted post.
      await admin.agent.put(`/api/admin/blog/tags/${tag.id}`).set('x-csrf-token', admin.csrf).send({ name: `${word}renamed`, slug: tag.slug }).expect(200);
      expect((await search(`${word}renamed`)).posts.map((post) => post.id)).toEqual([tagged.id]);
      await admin.agent.put(`/api/admin/blog/posts/${inBody.id}`).set('x-csrf-token', admin.csrf).send({ title: 'Plain title', slug: inBody.slug, content: 'Changed.', status: 'published' }).expect(200);
      await admin.agent.delete(`/api/admin/blog/posts/${inExcerpt.id}`).set('x-csrf-token', admin.csrf).expect(204);
      expect((await search(word)).posts.map((post) => post.id)).toEqual([inTitle.id]);
    });

    it('pages search results with the same limit and offset', async () => {
      const found = await search('paging');
      expect(found.total).toBeGreaterThanOrEqual(26);
      const page = await ctx.client().get('/api/blog/posts?q=paging&limit=4&offset=4').expect(200);
      expect(total(page)).toBe(found.total);
      expect((page.body as Summary[]).map((post) => post.id)).toEqual(found.posts.slice(4, 8).map((post) => post.id));
    });

    it('never finds a draft for a visitor, and does for the admin', async () => {
      const word = `secretword${unique().replace(/\d/g, '')}`;
      const draft = await create({ title: `Draft ${word}`, status: 'draft' });
      expect((await search(word)).posts).toEqual([]);
      expect((await search(word, admin.agent)).posts.map((post) => post.id)).toEqual([draft.id]);
    });

    it('finds unicode words and answers any input without an error', async () => {
      const post = await create({ title: 'Café crème über Straße', content: 'Ünïcödé and 日本語 text.' });
      expect((await search('crème')).posts.map((p) => p.id)).toContain(post.id);
      expect((await search('Straße')).posts.map((p) => p.id)).toContain(post.id);
      const hostile = [
        '"', "'", '""', '"unclosed', 'a" OR "1"="1', '*', 'crème*', '+-~<>()', 'NEAR(a b)', 'title:café', '^x', 'AND', 'OR NOT',
        '@distance', '%', '_', '\\', '\u0000', '🙂', '🙂 café', ' ', 'DROP TABLE blog_posts;--', '\u202e', 'a'.repeat(200), '日本語',
      ];
      for (const q of hostile) {
        const response = await ctx.client().get('/api/blog/posts').query({ q });
        expect([q, response.status]).toEqual([q, 200]);
        expect((response.body as Summary[]).every((found) => found.status === 'published')).toBe(true);
      }
      expect((await search('!!! ???')).total).toBe(0);
    });
  });

  describe('query discipline', () => {
    /**
     * The SQL statements one request runs to work its answer out: after a change (none kept from before:
     * http/public-answer-cache.ts), and without the cache's own two reads (whether the content changed,
     * and when the next scheduled post shows).
     */
    async function queriesOf(path: string): Promise<number> {
      let count = 0;
      const listener = (query: { sql: string }) => {
        if (!/content_generation|min\(/.test(query.sql)) count += 1;
      };
      await bumpContentGeneration(ctx.db);
      ctx.db.on('query', listener);
      try {
        await ctx.client().get(path).expect(200);
      } finally {
        ctx.db.off('query', listener);
      }
      return count;
    }

    it('runs as many queries for a page of 100 posts as for one, for a search as for a list', async () => {
      const one = await queriesOf('/api/blog/posts?limit=1');
      expect(await queriesOf('/api/blog/posts?limit=100')).toBe(one);
      expect(await queriesOf('/api/blog/posts?limit=100&personaId=4')).toBe(one);
      // A search counts its matches as it ranks them: one query fewer, as many for 100 posts as for one.
      const search = await queriesOf('/api/blog/posts?limit=1&q=paging');
      expect(await queriesOf('/api/blog/posts?limit=100&q=paging')).toBe(search);
      expect(search).toBeLessThanOrEqual(one);
      expect(one).toBeLessThanOrEqual(4);
    });

    it('answers the feed in a fixed number of queries', async () => {
      expect(await queriesOf('/api/blog/feed')).toBeLessThanOrEqual(3);
      expect(await queriesOf('/api/blog/feed?personaId=4')).toBeLessThanOrEqual(3);
    });

    it('reads a post with its names in a fixed number of queries', async () => {
      const [post] = (await ctx.client().get('/api/blog/posts?limit=1').expect(200)).body as Summary[];
      expect(await queriesOf(`/api/blog/posts/slug/${post!.slug}`)).toBeLessThanOrEqual(3);
    });

    it('answers every public list in a few queries, however many rows it holds', async () => {
      const paths = LISTED_DEFINITIONS.flatMap((def) => (def.publicPath ? [`/api${def.publicPath}`] : []));
      await oneOfEach(admin);
      for (const path of paths) {
        const { body } = await ctx.client().get(path).expect(200);
        const queries = await queriesOf(path);
        // Never more than a handful, however many rows (the seed holds several of most kinds).
        expect([path, queries <= 4]).toEqual([path, true]);
        expect([path, (body as unknown[]).length]).not.toEqual([path, 0]);
      }
    });
  });
});
