import { contentKinds } from './support/content-kinds.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

/** Every kind's add, and the table its items are stored in. */
const WRITE_PATHS = contentKinds.map((kind) => kind.adminPath);
const TABLES = contentKinds.map((kind) => kind.table);

/** Bodies a careless or hostile client might send. */
const HOSTILE_BODIES: unknown[] = [
  [],
  [1, 2, 3],
  'just a string',
  42,
  null,
  { name: { nested: true }, title: ['array'], level: 'very high', displayOrder: { $gt: 1 }, personaIds: 'all', personaId: -5 },
  { name: 'x'.repeat(300_000), title: 'y'.repeat(300_000), description: 'z'.repeat(300_000), content: 'c'.repeat(300_000) },
  { personaIds: Array.from({ length: 500 }, (_, i) => i + 1), technologies: Array.from({ length: 500 }, () => 'x'), tagIds: [1.5, -1] },
  { slug: '../../etc/passwd', url: 'javascript:alert(1)', imagePath: '//evil.example/x.png', categoryId: 'DROP TABLE blog_posts' },
  { id: 1, __proto__: { admin: true }, constructor: { prototype: { polluted: true } }, displayOrder: Number.MAX_VALUE },
  { title: '😀 émoji ünïcode 中文', name: '😀 émoji ünïcode 中文', level: 1e21, displayOrder: 9_999_999_999_999 },
];

describe.each(engines)('hostile input on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
  });
  afterAll(() => ctx.close());

  const counts = async () => Promise.all(TABLES.map(async (table) => [table, Number((await ctx.db(table).count({ n: '*' }).first())?.n)]));

  it('answers every malformed write with a 4xx that says what is wrong, and stores nothing', async () => {
    const before = await counts();
    for (const path of WRITE_PATHS) {
      for (const body of HOSTILE_BODIES) {
        const res = await admin.agent.post(path).set('x-csrf-token', admin.csrf).set('content-type', 'application/json').send(JSON.stringify(body));
        expect({ path, body: JSON.stringify(body).slice(0, 60), status: res.status }).toEqual({
          path,
          body: JSON.stringify(body).slice(0, 60),
          status: res.status >= 400 && res.status < 500 ? res.status : 'a 4xx',
        });
        expect(typeof res.body.message).toBe('string');
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('leaves an item untouched when an update is invalid', async () => {
    const { body: skills } = await ctx.client().get('/api/skills');
    const skill = skills[0];
    await admin.agent.put(`/api/admin/skills/${skill.id}`).set('x-csrf-token', admin.csrf).send({ ...skill, name: '', level: 500 }).expect(400);
    const after = (await ctx.client().get('/api/skills')).body.find((s: { id: number }) => s.id === skill.id);
    expect(after).toEqual(skill);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await admin.agent.post('/api/admin/companies').set('x-csrf-token', admin.csrf).set('content-type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON');
  });

  it('answers a body that is not JSON with 415', async () => {
    const res = await admin.agent.post('/api/admin/companies').set('x-csrf-token', admin.csrf).set('content-type', 'text/plain').send('name=Acme');
    expect(res.status).toBe(415);
    const form = await admin.agent.post('/api/admin/companies').set('x-csrf-token', admin.csrf).type('form').send({ name: 'Acme' });
    expect(form.status).toBe(415);
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await admin.agent
      .post('/api/admin/blog/posts')
      .set('x-csrf-token', admin.csrf)
      .set('content-type', 'application/json')
      .send(JSON.stringify({ title: 't', slug: 's', content: 'x'.repeat(1_100_000) }));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The request body is too large');
  });

  it('ignores unknown fields and keeps what was stored', async () => {
    const { body } = await admin.agent
      .post('/api/admin/companies')
      .set('x-csrf-token', admin.csrf)
      .send({ name: 'Acme', logoPath: '/images/logos/acme.svg', isAdmin: true, id: 99999 })
      .expect(201);
    expect(body).toEqual({ id: expect.any(Number), name: 'Acme', logoPath: '/images/logos/acme.svg', displayOrder: 0, updatedAt: expect.any(String) });
    expect(body.id).not.toBe(99999);
  });

  it('answers unknown API routes and unsupported methods with JSON errors', async () => {
    const missing = await ctx.client().get('/api/nothing-here').expect(404);
    expect(missing.body).toEqual({ message: 'API route not found' });
    const method = await ctx.client().patch('/api/skills').send({});
    expect(method.status).toBe(405);
  });

  it('answers over-long or malformed ids with 404, not 500', async () => {
    for (const id of ['0', '-1', '1.5', '99999999999999999999', '1e3', '%00']) {
      await admin.agent.put(`/api/admin/companies/${id}`).set('x-csrf-token', admin.csrf).send({}).expect(404);
    }
  });
});

describe.each(engines)('site and health on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { SITE_OWNER_NAME: 'Sam Rivera', SITE_URL: 'https://sam.example/' });
  });
  afterAll(() => ctx.close());

  it('serves the owner name and site address from configuration', async () => {
    const { body } = await ctx.client().get('/api/site').expect(200);
    expect(body).toMatchObject({ ownerName: 'Sam Rivera', siteUrl: 'https://sam.example' });
    expect(body).toMatchObject({ description: null, contactEmail: null });
  });

  it('reports a healthy database', async () => {
    const { body } = await ctx.client().get('/api/health').expect(200);
    expect(body).toEqual({ status: 'ok', database: engine });
    await ctx.client().get('/api/health/live').expect('Cache-Control', 'no-store').expect(200, { status: 'ok' });
  });

  it('tags every answer with a request id, keeping a well-formed incoming one', async () => {
    const fresh = await ctx.client().get('/api/site');
    expect(fresh.headers['x-request-id']).toMatch(/^[\w-]{10,}$/);
    const kept = await ctx.client().get('/api/site').set('x-request-id', 'trace-123');
    expect(kept.headers['x-request-id']).toBe('trace-123');
    const replaced = await ctx.client().get('/api/site').set('x-request-id', 'bad id with spaces');
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });
});
