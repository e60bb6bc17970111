/**
 * The routes of every kind of content, as @folio/contracts gives them to the console (CONTENT_ROUTES),
 * are the routes the API serves: each list reads, each write path takes a new item, and the content
 * registry holds every kind, posts included.
 */
import { CONTENT_KINDS, CONTENT_ROUTES } from '@folio/contracts';
import { CONTENT_REGISTRY } from '../src/content-kinds.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';

it('registers every kind of the contracts, posts included, at the write path the contracts give the console', () => {
  expect(Object.keys(CONTENT_REGISTRY).sort()).toEqual([...CONTENT_KINDS].sort());
  for (const [kind, entry] of Object.entries(CONTENT_REGISTRY)) {
    expect([kind, `/${CONTENT_ROUTES[kind as keyof typeof CONTENT_REGISTRY].write}`]).toEqual([kind, entry.orderable.adminPath]);
    expect([kind, entry.collection?.adminPath ?? entry.orderable.adminPath]).toEqual([kind, entry.orderable.adminPath]);
  }
});

describe.each(engines)('the contracts\' routes on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;

  beforeAll(async () => {
    t = await createTestContext(engine);
    admin = await t.admin();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(CONTENT_KINDS)("reads %s's list where the console reads it, as an array", async (kind) => {
    const { body } = await admin.agent.get(`/api/${CONTENT_ROUTES[kind].list}`).expect(200);
    expect(Array.isArray(body)).toBe(true);
    expect((body as unknown[]).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(CONTENT_REGISTRY))('takes a new %s at its write path and lists it where the console reads', async (kind, entry) => {
    const routes = CONTENT_ROUTES[kind as keyof typeof CONTENT_REGISTRY];
    // A slug of its own: the example's may be the seed's.
    const item = 'slug' in entry.example ? { ...entry.example, slug: `routes-${kind}` } : entry.example;
    const { body: created } = await admin.agent.post(`/api/${routes.write}`).set(CSRF, admin.csrf).send(item).expect(201);
    const { body: listed } = await admin.agent.get(`/api/${routes.list}`).expect(200);
    expect((listed as { id: number }[]).map((item) => item.id)).toContain((created as { id: number }).id);
  });
});
