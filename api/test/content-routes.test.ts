/**
 * The routes of every kind of content, as @folio/contracts gives them to the console (CONTENT_ROUTES),
 * are the routes the API serves: each list reads, each write path takes a new item, and the content
 * registry holds every kind but posts (the blog's own module).
 */
import { CONTENT_KINDS, CONTENT_ROUTES } from '@folio/contracts';
import { LISTED_KINDS } from '../src/modules/content/registry.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';

it('registers every kind of the contracts but posts, at the write path the contracts give the console', () => {
  expect(Object.keys(LISTED_KINDS).sort()).toEqual(CONTENT_KINDS.filter((kind) => kind !== 'blog-posts').sort());
  for (const [kind, definition] of Object.entries(LISTED_KINDS)) {
    expect([kind, `/${CONTENT_ROUTES[kind as keyof typeof LISTED_KINDS].write}`]).toEqual([kind, definition.adminPath]);
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

  it.each(Object.entries(LISTED_KINDS))('takes a new %s at its write path and lists it where the console reads', async (kind, definition) => {
    const routes = CONTENT_ROUTES[kind as keyof typeof LISTED_KINDS];
    // A slug of its own: the example's may be the seed's.
    const item = 'slug' in definition.example ? { ...definition.example, slug: `routes-${kind}` } : definition.example;
    const { body: created } = await admin.agent.post(`/api/${routes.write}`).set(CSRF, admin.csrf).send(item).expect(201);
    const { body: listed } = await admin.agent.get(`/api/${routes.list}`).expect(200);
    expect((listed as { id: number }[]).map((item) => item.id)).toContain((created as { id: number }).id);
  });
});
