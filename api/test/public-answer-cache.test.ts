/**
 * The visitors' lists kept until the content changes (http/public-answer-cache.ts): a kept answer is
 * the fresh one byte for byte, and no change is ever hidden behind it: the owner's writes, a counted
 * view and a scheduled post's time all show at once, in every API process on the database.
 */
import { createServer } from 'node:http';
import pino from 'pino';
import request from 'supertest';
import { TOTAL_COUNT_HEADER } from '@folio/contracts';
import { createApp } from '../src/app.js';
import { createLoginLimiter } from '../src/modules/auth/login-limiter.js';
import { freshAddress } from './support/contact.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Post = { id: number; slug: string; title: string; viewCount: number };

const unique = () => Math.random().toString(36).slice(2, 10);
const LIST = '/api/blog/posts?status=published';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(engines)('public answers kept until the content changes, on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  const write = (method: 'post' | 'put' | 'delete', path: string) => admin.agent[method](path).set('x-csrf-token', admin.csrf);
  const createPost = async (body: Record<string, unknown> = {}): Promise<Post> =>
    (await write('post', '/api/admin/blog/posts').send({ title: `Kept ${unique()}`, content: 'Body text.', status: 'published', slug: `k-${unique()}`, displayOrder: 1000, ...body }).expect(201)).body;
  const slugsIn = (answer: { body: Post[] }) => answer.body.map((post) => post.slug);

  /** Reads `path` with a listener on the database: the answer and the statements it took. */
  async function readCounting(client: ReturnType<TestContext['client']>, path: string) {
    const statements: string[] = [];
    const listener = (query: { sql: string }) => statements.push(query.sql);
    ctx.db.on('query', listener);
    try {
      const answer = await client.get(path).expect(200);
      return { answer, statements };
    } finally {
      ctx.db.off('query', listener);
    }
  }

  beforeAll(async () => {
    ctx = await createTestContext(engine, { TRUST_PROXY: 'true' });
    admin = await ctx.admin();
  });
  afterAll(() => ctx.close());

  it('answers a second visitor from the first one’s answer, byte for byte, without reading the posts again', async () => {
    await createPost();
    const first = await readCounting(ctx.client(), LIST);
    const second = await readCounting(ctx.client(), LIST);
    expect(first.statements.some((sql) => /blog_posts/.test(sql))).toBe(true);
    expect(second.statements.filter((sql) => /blog_posts/.test(sql))).toEqual([]);
    expect(second.answer.text).toBe(first.answer.text);
    expect(second.answer.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(first.answer.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
    expect(second.answer.headers['content-type']).toBe(first.answer.headers['content-type']);
    expect(second.answer.headers['cache-control']).toBe(first.answer.headers['cache-control']);
    // A post by its slug alike.
    const post = await createPost();
    const page = await readCounting(ctx.client(), `/api/blog/posts/slug/${post.slug}`);
    const pageAgain = await readCounting(ctx.client(), `/api/blog/posts/slug/${post.slug}`);
    expect(page.statements.some((sql) => /blog_posts/.test(sql))).toBe(true);
    expect(pageAgain.statements.filter((sql) => /blog_posts/.test(sql))).toEqual([]);
    expect(pageAgain.answer.text).toBe(page.answer.text);
    // The portfolio's lists alike.
    const skills = await ctx.client().get('/api/skills').expect(200);
    const again = await readCounting(ctx.client(), '/api/skills');
    expect(again.statements.filter((sql) => /skills/.test(sql))).toEqual([]);
    expect(again.answer.text).toBe(skills.text);
  });

  it('shows the owner’s new post, its edit and its delete at the next read', async () => {
    await ctx.client().get(LIST).expect(200);
    const post = await createPost();
    await ctx.client().get(`/api/blog/posts/slug/${post.slug}`).expect(200);
    expect(slugsIn(await ctx.client().get(LIST).expect(200))).toContain(post.slug);
    const stored = (await admin.agent.get(`/api/admin/blog/posts/${post.id}`).expect(200)).body;
    await write('put', `/api/admin/blog/posts/${post.id}`).send({ ...stored, title: 'Renamed while kept' }).expect(200);
    expect((await ctx.client().get(LIST).expect(200)).body.find((listed: Post) => listed.id === post.id)?.title).toBe('Renamed while kept');
    expect((await ctx.client().get(`/api/blog/posts/slug/${post.slug}`).expect(200)).body.title).toBe('Renamed while kept');
    await write('delete', `/api/admin/blog/posts/${post.id}`).expect(204);
    expect(slugsIn(await ctx.client().get(LIST).expect(200))).not.toContain(post.slug);
    await ctx.client().get(`/api/blog/posts/slug/${post.slug}`).expect(404);
  });

  it('shows a change made through another API process on the same database', async () => {
    // A second process: its own app (and so its own kept answers) on the same database.
    const other = createApp({ config: ctx.config, db: ctx.db, logger: pino({ level: 'silent' }), limiter: createLoginLimiter(ctx.db, ctx.config.loginLimit, false), sessionKey: 'another-session-key-0123456789abcd' });
    const server = createServer(other.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const before = await request(server).get(LIST).expect(200);
      const post = await createPost();
      expect(slugsIn(before)).not.toContain(post.slug);
      expect(slugsIn(await request(server).get(LIST).expect(200))).toContain(post.slug);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('shows a counted view in the list at once', async () => {
    const post = await createPost();
    const listedViews = async () => (await ctx.client().get(LIST).expect(200)).body.find((listed: Post) => listed.id === post.id)?.viewCount;
    expect(await listedViews()).toBe(0);
    const { body } = await ctx.client().post(`/api/blog/posts/${post.id}/view`).set('user-agent', BROWSER).set('x-forwarded-for', freshAddress()).expect(200);
    expect(body.viewCount).toBe(1);
    expect(await listedViews()).toBe(1);
  });

  it('shows a scheduled post when its time comes, with no write in between', async () => {
    const publishedAt = new Date(Date.now() + 2_500).toISOString();
    const post = await createPost({ publishedAt });
    expect(slugsIn(await ctx.client().get(LIST).expect(200))).not.toContain(post.slug);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(publishedAt) - Date.now() + 200));
    expect(slugsIn(await ctx.client().get(LIST).expect(200))).toContain(post.slug);
  });

  it('never keeps the signed-in owner’s answer, nor gives it to a visitor', async () => {
    const draft = await createPost({ status: 'draft' });
    const owners = await admin.agent.get('/api/blog/posts').expect(200);
    expect(slugsIn(owners)).toContain(draft.slug);
    expect(owners.headers['cache-control']).toBe('private, no-store');
    expect(slugsIn(await ctx.client().get('/api/blog/posts').expect(200))).not.toContain(draft.slug);
    expect(slugsIn(await admin.agent.get('/api/blog/posts').expect(200))).toContain(draft.slug);
  });
});
