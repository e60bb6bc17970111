/**
 * A create sent with an Idempotency-Key makes its item once: sent again (the edge does when an API
 * task died before answering), or twice at the same moment, it answers the first one's item.
 */
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';
const KEY = 'idempotency-key';

describe.each(engines)('creates with an idempotency key on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestContext(engine);
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const company = (name: string) => ({ name, logoPath: '/images/logos/meridian-cloudworks.svg', personaIds: [1], displayOrder: 0 });
  const create = (path: string, body: object, key?: string) => {
    const request = admin.agent.post(path).set(CSRF, admin.csrf);
    return key === undefined ? request.send(body) : request.set(KEY, key).send(body);
  };
  const named = async (name: string) => ((await admin.agent.get('/api/admin/companies')).body as Array<{ name: string }>).filter((row) => row.name === name);

  it('a company sent again with the same key is one company, answered the same both times', async () => {
    const first = await create('/api/admin/companies', company('Keyed Once Ltd'), 'company-key-0123456789');
    const again = await create('/api/admin/companies', company('Keyed Once Ltd'), 'company-key-0123456789');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(await named('Keyed Once Ltd')).toHaveLength(1);
  });

  it('a post sent twice at the same moment with one key is one post; another key makes another', async () => {
    const post = (slug: string) => ({ title: 'Twice at once', slug, content: 'Sent twice.', status: 'draft', personaIds: [1], displayOrder: 0 });
    const twins = await Promise.all([create('/api/admin/blog/posts', post('twice-at-once'), 'post-key-0123456789ab'), create('/api/admin/blog/posts', post('twice-at-once'), 'post-key-0123456789ab')]);
    expect(twins.map((answer) => answer.status)).toEqual([201, 201]);
    expect(twins[1]!.body.id).toBe(twins[0]!.body.id);
    const other = await create('/api/admin/blog/posts', post('twice-at-once-2'), 'post-key-another-one-1');
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(twins[0]!.body.id);
  });

  it('a create refused (a taken slug) stores no key: the same key with a free slug then makes the post', async () => {
    const post = (slug: string) => ({ title: 'Refused first', slug, content: 'Then fixed.', status: 'draft', personaIds: [1], displayOrder: 0 });
    expect((await create('/api/admin/blog/posts', post('refused-first'))).status).toBe(201);
    const refused = await create('/api/admin/blog/posts', post('refused-first'), 'refused-key-0123456789');
    expect(refused.status).toBe(409);
    const fixed = await create('/api/admin/blog/posts', post('refused-first-2'), 'refused-key-0123456789');
    expect(fixed.status).toBe(201);
    expect(fixed.body.slug).toBe('refused-first-2');
  });

  it('refuses a malformed key with a 400 that says what a key is, and stores nothing', async () => {
    const answer = await create('/api/admin/companies', company('Bad Key Ltd'), 'short');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Idempotency-Key must be 16 to 100 letters, digits, hyphens or underscores');
    expect(await named('Bad Key Ltd')).toHaveLength(0);
  });
});
