/**
 * Keyset paging of the post list (`cursor`, answered `X-Next-Cursor`): the walk from cursor to cursor
 * gives exactly the offset pages for every filter the list takes; a change between two pages neither
 * repeats nor drops a post the keyset still places after the cursor; a cursor the API did not give is
 * a 400 naming it. And the persona's list reads its posts from indexes (its plans, on each engine),
 * which keeps its cost flat as the blog grows (bench/blog times it).
 */
import { NEXT_CURSOR_HEADER, POST_LIST_RULES, POST_PAGE, TOTAL_COUNT_HEADER } from '@folio/contracts';
import type { Knex } from 'knex';
import { bumpContentGeneration } from '../src/db/content-generation.js';
import { collections } from '../src/modules/content/definitions.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Listed = { id: number; slug: string; displayOrder: number; publishedAt: string | null };
type Agent = ReturnType<TestContext['client']>;
type Answer = { status: number; body: unknown; headers: Record<string, string> };
type Statement = { sql: string; bindings: Knex.RawBinding[] };

const unique = () => Math.random().toString(36).slice(2, 10);
const nextCursor = (response: Answer) => response.headers[NEXT_CURSOR_HEADER.toLowerCase()];
const totalOf = (response: Answer) => Number(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
const idsOf = (response: Answer) => (response.body as Listed[]).map((post) => post.id);
const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');
const WORD = 'keysetword';

describe.each(engines)('keyset paging of the post list on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  let categoryId: number;
  /** A persona with no tag type (its unassigned posts are those of tag type All) that may be deleted. */
  let extraPersonaId: number;
  const write = (method: 'post' | 'put' | 'delete', path: string) => admin.agent[method](path).set('x-csrf-token', admin.csrf);
  const create = async (body: Record<string, unknown>): Promise<Listed> =>
    (await write('post', '/api/admin/blog/posts').send({ title: 'Keyset post', content: 'Body text.', status: 'published', slug: `k-${unique()}`, ...body }).expect(201)).body;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
    categoryId = ((await ctx.client().get('/api/blog/categories').expect(200)).body as Array<{ id: number }>)[0]!.id;
    extraPersonaId = (await write('post', '/api/admin/personas').send({ ...collections.personas.example, title: 'Keyset persona' }).expect(201)).body.id;
    // Few display orders, shared dates and no date at all, every tag type, persona links of every
    // shape, a category on some, drafts and scheduled posts, and a search word of varied weight:
    // every tie-breaker of the order is used, in every filter.
    const tagTypes = ['enterprise', 'business', 'fitness', null];
    const personaSets = [[], [1], [4, 5], [extraPersonaId], []];
    const sameDate = '2025-05-05T10:00:00.000Z';
    for (let index = 0; index < 60; index += 1) {
      const status = index % 9 === 4 ? 'draft' : 'published';
      const publishedAt = index % 11 === 6 ? '2099-01-01T00:00:00.000Z' : index % 3 === 0 ? sameDate : `2025-0${1 + (index % 8)}-1${index % 10}T08:00:00.000Z`;
      const post = await create({
        title: index % 5 === 0 ? `The ${WORD} ${index}` : `Keyset post ${index}`,
        content: index % 4 === 0 ? `About the ${WORD}, and the ${WORD} again.` : index % 7 === 0 ? `Once about the ${WORD}.` : 'Body text.',
        displayOrder: Math.floor(index / 7) % 4,
        tagType: tagTypes[index % tagTypes.length],
        personaIds: personaSets[index % personaSets.length],
        categoryId: index % 3 === 1 ? categoryId : null,
        status,
        publishedAt: status === 'draft' ? null : publishedAt,
      });
      // Posts without a date (from before dates were kept): the order puts them after the dated ones.
      if (index % 7 === 2) await ctx.db('blog_posts').where({ id: post.id }).update({ published_at: null });
    }
  });
  afterAll(() => ctx.close());

  /** Every page of `path` by offset, and every page by cursor from the first, with their headers. */
  async function bothWalks(agent: Agent, path: string, limit: number) {
    const join = path.includes('?') ? '&' : '?';
    const byOffset: Answer[] = [];
    for (let offset = 0; ; offset += limit) {
      const page = (await agent.get(`${path}${join}limit=${limit}&offset=${offset}`).expect(200)) as Answer;
      byOffset.push(page);
      if (offset + limit >= totalOf(page)) break;
    }
    const byCursor: Answer[] = [(await agent.get(`${path}${join}limit=${limit}`).expect(200)) as Answer];
    for (let cursor = nextCursor(byCursor[0]!); cursor; cursor = nextCursor(byCursor.at(-1)!)) {
      byCursor.push((await agent.get(`${path}${join}limit=${limit}&cursor=${cursor}`).expect(200)) as Answer);
      if (byCursor.length > 100) throw new Error(`${path}: the cursor walk does not end`);
    }
    return { byOffset, byCursor };
  }

  it('walks from cursor to cursor through exactly the offset pages, for every filter, status, search and category', async () => {
    const personas = ['', '&personaId=1', '&personaId=4', '&personaId=5', `&personaId=${extraPersonaId}`, '&personaId=999999'];
    const filters = personas.flatMap((persona) => ['', `&categoryId=${categoryId}`].flatMap((category) => ['', `&q=${WORD}`].map((q) => `${persona}${category}${q}`)));
    const lists: Array<[Agent, string]> = [
      ...filters.map((filter): [Agent, string] => [ctx.client(), `/api/blog/posts?status=published${filter}`]),
      ...['', 'draft', 'published', 'scheduled'].flatMap((status) =>
        filters.map((filter): [Agent, string] => [admin.agent, `/api/admin/blog/posts?sort=manual&status=${status}${filter}`]),
      ),
    ];
    let walked = 0;
    for (const [agent, path] of lists) {
      const everything = (await agent.get(`${path}&limit=${POST_PAGE.maxLimit}`).expect(200)) as Answer;
      const { byOffset, byCursor } = await bothWalks(agent, path, 4);
      const where = `${agent === admin.agent ? 'admin' : 'visitor'} ${path}`;
      expect([where, totalOf(everything)]).toEqual([where, idsOf(everything).length]);
      expect([where, byCursor.map(idsOf)]).toEqual([where, byOffset.map(idsOf)]);
      expect([where, byOffset.flatMap(idsOf)]).toEqual([where, idsOf(everything)]);
      // The count is the whole list's on every page; the last page gives no cursor, every other one does.
      expect([where, [...byOffset, ...byCursor].map(totalOf)]).toEqual([where, [...byOffset, ...byCursor].map(() => totalOf(everything))]);
      expect([where, byCursor.map((page) => nextCursor(page) !== undefined)]).toEqual([where, byCursor.map((_, i) => i < byCursor.length - 1)]);
      expect([where, byOffset.map((page) => nextCursor(page))]).toEqual([where, byCursor.map((page) => nextCursor(page))]);
      if (totalOf(everything) > 4) walked += 1;
    }
    // The fixture is meant to give most lists several pages.
    expect(walked).toBeGreaterThan(lists.length / 3);
  });

  it('answers a cursor page with any limit, and the same cursor again with the same page', async () => {
    const first = (await ctx.client().get('/api/blog/posts?limit=3').expect(200)) as Answer;
    const cursor = nextCursor(first)!;
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const offsetPage = (await ctx.client().get('/api/blog/posts?limit=10&offset=3').expect(200)) as Answer;
    const cursorPage = (await ctx.client().get(`/api/blog/posts?limit=10&cursor=${cursor}`).expect(200)) as Answer;
    expect(idsOf(cursorPage)).toEqual(idsOf(offsetPage));
    expect(idsOf((await ctx.client().get(`/api/blog/posts?limit=10&cursor=${cursor}`).expect(200)) as Answer)).toEqual(idsOf(cursorPage));
    // `offset=0` and an empty cursor say nothing more.
    expect(idsOf((await ctx.client().get(`/api/blog/posts?limit=10&offset=0&cursor=${cursor}`).expect(200)) as Answer)).toEqual(idsOf(cursorPage));
    expect(idsOf((await ctx.client().get('/api/blog/posts?limit=3&cursor=').expect(200)) as Answer)).toEqual(idsOf(first));
  });

  it('neither repeats nor drops a post between two pages when posts are added, moved and deleted meanwhile', async () => {
    const persona = `personaId=${extraPersonaId}`;
    const list = async () => idsOf((await ctx.client().get(`/api/blog/posts?${persona}&limit=${POST_PAGE.maxLimit}`).expect(200)) as Answer);
    const before = await list();
    const first = (await ctx.client().get(`/api/blog/posts?${persona}&limit=5`).expect(200)) as Answer;
    expect(idsOf(first)).toEqual(before.slice(0, 5));
    const [seenFirst, seenSecond] = idsOf(first);
    const [unseenA, unseenB, unseenC] = before.slice(7, 10);
    const read = async (id: number) => (await admin.agent.get(`/api/admin/blog/posts/${id}`).expect(200)).body;
    const save = async (id: number, change: Record<string, unknown>) => write('put', `/api/admin/blog/posts/${id}`).send({ ...(await read(id)), ...change }).expect(200);

    // Before the cursor: a new post at the top, a seen post moved within the seen part (the keyset
    // does not show them: they sort before where the walk stands). After it: a new post at the bottom,
    // an unseen post moved further down, an unseen post deleted.
    const top = await create({ title: 'Added at the top', displayOrder: 1000, personaIds: [extraPersonaId] });
    await save(seenSecond!, { displayOrder: 900 });
    const bottom = await create({ title: 'Added at the bottom', displayOrder: 0, publishedAt: '2001-01-01T00:00:00.000Z', personaIds: [extraPersonaId] });
    await save(unseenA!, { displayOrder: 0 });
    await write('delete', `/api/admin/blog/posts/${unseenB}`).expect(204);

    const rest: number[] = [];
    for (let cursor = nextCursor(first); cursor; ) {
      const page = (await ctx.client().get(`/api/blog/posts?${persona}&limit=5&cursor=${cursor}`).expect(200)) as Answer;
      rest.push(...idsOf(page));
      cursor = nextCursor(page);
    }
    const after = await list();
    // Exactly what now sorts after the first page's last post, each once.
    expect(rest).toEqual(after.slice(after.indexOf(before[4]!) + 1));
    expect(new Set([...idsOf(first), ...rest]).size).toBe(5 + rest.length);
    expect(rest).toEqual(expect.arrayContaining([bottom.id, unseenA, unseenC]));
    expect(rest).not.toContain(unseenB);
    expect(rest).not.toContain(top.id);
    expect(rest).not.toContain(seenFirst);
    // The same change by offset would have shown a post twice.
    expect(after.slice(5, 10)).toContain(before[4]);
  });

  it.each([
    ['not base64url', 'a+b/c='],
    ['not JSON', base64url('not json')],
    ['not a list', base64url({ displayOrder: 1, id: 2 })],
    ['too short', base64url(['o', 1, null])],
    ['too long', base64url(['o', 1, null, 2, 3])],
    ['an unknown kind', base64url(['x', 1, null, 2])],
    ['a text display order', base64url(['o', '1', null, 2])],
    ['a fractional display order', base64url(['o', 1.5, null, 2])],
    ['a display order past the integers', base64url(['o', 2 ** 31, null, 2])],
    ['an ISO date', base64url(['o', 1, '2025-05-05T10:00:00.000Z', 2])],
    ['an impossible date', base64url(['o', 1, '2025-02-31 10:00:00.000', 2])],
    ['a date with SQL in it', base64url(['o', 1, "2025-05-05 10:00:00.000' OR 1=1 --", 2])],
    ['id 0', base64url(['o', 1, null, 0])],
    ['a negative id', base64url(['o', 1, null, -4])],
    ['a huge id', base64url(['o', 1, null, 1e300])],
    ['a search cursor on a list', base64url(['s', 0.5, 1, null, 2])],
    ['longer than the API takes', 'A'.repeat(POST_PAGE.maxCursorLength + 1)],
    ['cut short', ''],
  ])('answers 400 naming the cursor to %s', async (_, cursor) => {
    const query = cursor === '' ? `cursor=${nextCursor((await ctx.client().get('/api/blog/posts?limit=2').expect(200)) as Answer)!.slice(0, -3)}` : `cursor=${encodeURIComponent(cursor)}`;
    for (const path of ['/api/blog/posts', '/api/blog/posts?personaId=4&']) {
      const { body } = await ctx.client().get(`${path}${path.includes('?') ? '' : '?'}${query}`).expect(400);
      expect(body.fields).toEqual({ cursor: POST_LIST_RULES.cursor });
    }
    expect((await admin.agent.get(`/api/admin/blog/posts?sort=manual&${query}`).expect(400)).body.fields).toEqual({ cursor: POST_LIST_RULES.cursor });
  });

  it('answers 400 to a list cursor on a search, two cursors, and a cursor with an offset', async () => {
    const cursor = nextCursor((await ctx.client().get('/api/blog/posts?limit=2').expect(200)) as Answer)!;
    const searchCursor = nextCursor((await ctx.client().get(`/api/blog/posts?limit=2&q=${WORD}`).expect(200)) as Answer)!;
    const refused = async (query: string) => (await ctx.client().get(`/api/blog/posts?${query}`).expect(400)).body.fields;
    expect(await refused(`q=${WORD}&cursor=${cursor}`)).toEqual({ cursor: POST_LIST_RULES.cursor });
    expect(await refused(`cursor=${searchCursor}`)).toEqual({ cursor: POST_LIST_RULES.cursor });
    expect(await refused(`cursor=${cursor}&cursor=${cursor}`)).toEqual({ cursor: POST_LIST_RULES.cursor });
    expect(await refused(`cursor=${cursor}&offset=2`)).toEqual({ cursor: POST_LIST_RULES.cursorWithOffset });
    // The other faults of the query come first, as they always did.
    expect(await refused(`cursor=${cursor}&limit=0`)).toEqual({ limit: POST_LIST_RULES.limit });
  });

  it("keeps a post's persona assignment in step: links saved, links removed, and the persona deleted", async () => {
    const inList = async (personaId: number, id: number) => idsOf((await ctx.client().get(`/api/blog/posts?personaId=${personaId}&limit=100`).expect(200)) as Answer).includes(id);
    const doomed = (await write('post', '/api/admin/personas').send({ ...collections.personas.example, title: 'Doomed persona' }).expect(201)).body.id as number;
    const post = await create({ title: 'Assigned, then not', displayOrder: 5000, tagType: null, personaIds: [doomed] });
    const stored = async () => Number((await ctx.db('blog_posts').where({ id: post.id }).first('has_personas')).has_personas);
    expect([await inList(4, post.id), await inList(doomed, post.id), await stored()]).toEqual([false, true, 1]);

    const full = (await admin.agent.get(`/api/admin/blog/posts/${post.id}`).expect(200)).body;
    await write('put', `/api/admin/blog/posts/${post.id}`).send({ ...full, personaIds: [] }).expect(200);
    expect([await inList(4, post.id), await stored()]).toEqual([true, 0]);
    const again = (await admin.agent.get(`/api/admin/blog/posts/${post.id}`).expect(200)).body;
    await write('put', `/api/admin/blog/posts/${post.id}`).send({ ...again, personaIds: [doomed, 1] }).expect(200);
    expect([await inList(4, post.id), await inList(1, post.id), await stored()]).toEqual([false, true, 1]);

    // Deleting one of two personas leaves the post assigned; deleting the other leaves it to every persona.
    const other = await create({ title: 'Only the doomed one', displayOrder: 5000, tagType: 'fitness', personaIds: [doomed] });
    await write('delete', `/api/admin/personas/${doomed}`).expect(204);
    expect([await inList(4, post.id), await inList(1, post.id), await stored()]).toEqual([false, true, 1]);
    expect([await inList(1, other.id), await inList(4, other.id)]).toEqual([true, false]);
    const counts = await Promise.all([1, 4, 5].map(async (personaId) => totalOf((await ctx.client().get(`/api/blog/posts?personaId=${personaId}`).expect(200)) as Answer)));
    const listed = await Promise.all([1, 4, 5].map(async (personaId) => ((await ctx.client().get(`/api/blog/posts?personaId=${personaId}&limit=100`).expect(200)).body as unknown[]).length));
    expect(counts).toEqual(listed);
  });

  describe('the persona list reads indexes', () => {
    /** The statements one request runs, with their values. */
    async function statementsOf(path: string): Promise<Statement[]> {
      // A visitor's answer kept from before would come without a query (http/public-answer-cache.ts):
      // these are the statements of working one out, as after any change, without the cache's own two
      // reads (whether the content changed, and when the next scheduled post shows).
      await bumpContentGeneration(ctx.db);
      const seen: Statement[] = [];
      const listener = (query: { sql: string; bindings?: Knex.RawBinding[] }) => {
        if (!/content_generation|min\(/.test(query.sql)) seen.push({ sql: query.sql, bindings: query.bindings ?? [] });
      };
      ctx.db.on('query', listener);
      try {
        await ctx.client().get(path).expect(200);
      } finally {
        ctx.db.off('query', listener);
      }
      return seen;
    }

    /**
     * How the engine reads blog_posts and blog_post_personas in a statement, one line per table read:
     * `table: how`. A read is by index when it is by primary key or from a covering index (no row of
     * the table, with its long body, is read to decide).
     */
    async function readsOf(statement: Statement): Promise<string[]> {
      if (engine === 'sqlite') {
        const plan = (await ctx.db.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, statement.bindings)) as Array<{ detail: string }>;
        return plan.map((row) => row.detail).filter((detail) => /\b(blog_posts|blog_post_personas)\b|CORRELATED/.test(detail));
      }
      const [rows] = (await ctx.db.raw(`EXPLAIN ${statement.sql}`, statement.bindings)) as unknown as [Array<Record<string, string | null>>];
      return rows
        .filter((row) => ['blog_posts', 'blog_post_personas'].includes(String(row.table)) || /DEPENDENT/.test(String(row.select_type)))
        .map((row) => `${row.table}: type=${row.type} key=${row.key} extra=${row.Extra}`);
    }
    const byIndex = (read: string) =>
      engine === 'sqlite'
        ? /^SEARCH \w+ (EXISTS )?USING (COVERING INDEX|INTEGER PRIMARY KEY)/.test(read)
        : /type=(eq_ref|const) /.test(read) || (/type=(ref|range) /.test(read) && /Using index(;|$)/.test(read));

    it('answers a persona page and its count from indexes alone, never a look at every post', async () => {
      // Enough posts that an engine with statistics (MySQL) picks by cost as it would in production.
      const rows = Array.from({ length: 1500 }, (_, i) => ({
        title: `Bulk ${i}`,
        slug: `bulk-${unique()}-${i}`,
        content: 'x'.repeat(2000),
        status: i % 10 === 9 ? 'draft' : 'published',
        tag_type: ['enterprise', 'business', 'fitness', null][i % 4],
        display_order: i % 50,
        published_at: '2024-01-01 00:00:00.000',
        created_at: '2024-01-01 00:00:00.000',
        updated_at: '2024-01-01 00:00:00.000',
      }));
      await ctx.db.batchInsert('blog_posts', rows, 250);
      const bulk = (await ctx.db('blog_posts').where('slug', 'like', 'bulk-%').select('id')) as Array<{ id: number }>;
      await ctx.db.batchInsert(
        'blog_post_personas',
        bulk.filter((_, i) => i % 3 === 0).map(({ id }, i) => ({ post_id: id, persona_id: [1, 4, 5][i % 3] })),
        250,
      );
      await ctx.db('blog_posts').whereIn('id', ctx.db('blog_post_personas').select('post_id')).update({ has_personas: 1 });
      if (engine === 'mysql') await ctx.db.raw('ANALYZE TABLE blog_posts, blog_post_personas');

      for (const path of ['/api/blog/posts?status=published&personaId=4', '/api/blog/posts?personaId=1&limit=30', `/api/blog/posts?personaId=${extraPersonaId}`]) {
        const first = await ctx.client().get(path).expect(200);
        const statements = [
          ...(await statementsOf(path)),
          ...(await statementsOf(`${path}&cursor=${nextCursor(first as Answer)}`)),
        ].filter((statement) => /\bblog_posts\b/.test(statement.sql) && !/\bblog_post_tags\b/.test(statement.sql));
        // The page and the count, for the first page and the cursor's.
        expect([path, statements.length]).toEqual([path, 4]);
        for (const statement of statements) {
          const reads = await readsOf(statement);
          expect([path, reads.length > 0]).toEqual([path, true]);
          expect([path, statement.sql, reads.filter((read) => !byIndex(read))]).toEqual([path, statement.sql, []]);
        }
      }
    });
  });
});
