/**
 * Values the contracts accept must fit both engines: MySQL's TEXT (65,535 bytes) and DATETIME (the
 * years 1000 to 9999) refused them with a 500 where SQLite stored them.
 */
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';
const SERVER_OWNED = ['id', 'createdAt', 'updatedAt', 'viewCount'];
const editable = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([key]) => !SERVER_OWNED.includes(key)));

describe.each(engines)('values at the edge of the contracts on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestContext(engine);
    admin = await t.admin();
  });
  afterAll(() => t.close());
  /** The first post as its editor loads it: whole, by its slug (the post list carries no bodies). */
  const firstPost = async () => {
    const [listed] = (await admin.agent.get('/api/blog/posts')).body as Array<Record<string, unknown>>;
    return (await admin.agent.get(`/api/blog/posts/slug/${String(listed!.slug)}`).expect(200)).body as Record<string, unknown>;
  };

  it('stores a case study whose HTML fields hold 50,000 four-byte characters each, and gives them back', async () => {
    const [template] = (await admin.agent.get('/api/admin/case-studies')).body as Array<Record<string, unknown>>;
    const wide = '😀'.repeat(25_000); // 50,000 UTF-16 units, 100,000 bytes in utf8mb4
    // A blank slug: made from the new title (the template's is taken).
    const sent = { ...editable(template!), title: 'Wide text', slug: '', description: wide, challenge: wide, solution: wide, results: wide };
    const created = await admin.agent.post('/api/admin/case-studies').set(CSRF, admin.csrf).send(sent).expect(201);
    const stored = ((await admin.agent.get('/api/admin/case-studies')).body as Array<Record<string, unknown>>).find((row) => row.id === created.body.id);
    expect(stored).toMatchObject({ description: wide, challenge: wide, solution: wide, results: wide });
  });

  it.each(['+275760-09-13T00:00:00Z', '-000001-01-01', '0999-12-31T23:59:59Z', '+010000-01-01T00:00:00Z'])(
    'refuses the published date %s with the date message and keeps the post as it was',
    async (date) => {
      const post = await firstPost();
      const response = await admin.agent.put(`/api/admin/blog/posts/${post.id}`).set(CSRF, admin.csrf).send({ ...editable(post), publishedAt: date });
      expect([response.status, response.body.fields]).toEqual([400, { publishedAt: 'Published date must be a valid date' }]);
      expect(await firstPost()).toEqual(post);
    },
  );

  it.each(['1000-01-01T00:00:00Z', '9999-12-31T23:59:59Z'])('accepts the published date %s at the edge of the range', async (date) => {
    const post = await firstPost();
    const response = await admin.agent.put(`/api/admin/blog/posts/${post.id}`).set(CSRF, admin.csrf).send({ ...editable(post), publishedAt: date });
    expect([response.status, response.body.publishedAt]).toEqual([200, new Date(date).toISOString()]);
  });
});
