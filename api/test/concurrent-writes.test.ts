/**
 * Admin writes at the same moment never deadlock into a 500 on MySQL (InnoDB picks a victim when
 * parallel inserts take locks on the same link tables): every one is stored, or refused with a 4xx.
 */
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';
const PARALLEL = 40;

describe.each(engines)('simultaneous admin writes on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestContext(engine);
    admin = await t.admin();
  });
  afterAll(() => t.close());

  const all = (requests: Array<Promise<{ status: number }>>) => Promise.all(requests).then((answers) => answers.map((answer) => answer.status));

  it(`stores ${PARALLEL} experiences with persona links sent at once, then deletes them at once`, async () => {
    const statuses = await all(
      Array.from({ length: PARALLEL }, (_, index) =>
        admin.agent
          .post('/api/admin/experiences')
          .set(CSRF, admin.csrf)
          .send({ title: `Role ${index}`, company: 'Parallel Ltd', logoPath: '/images/logos/meridian-cloudworks.svg', period: '2020 - 2021', description: 'At the same time.', personaIds: [1, 4, 5], displayOrder: index }),
      ),
    );
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const created = ((await admin.agent.get('/api/admin/experiences')).body as Array<{ id: number; company: string }>).filter((row) => row.company === 'Parallel Ltd');
    expect(created).toHaveLength(PARALLEL);
    const deletions = await all(created.map((row) => admin.agent.delete(`/api/admin/experiences/${row.id}`).set(CSRF, admin.csrf)));
    expect(deletions.filter((status) => status !== 204)).toEqual([]);
  });

  it(`stores ${PARALLEL} posts with tags and personas sent at once`, async () => {
    const tags = (await admin.agent.get('/api/blog/tags')).body as Array<{ id: number }>;
    const statuses = await all(
      Array.from({ length: PARALLEL }, (_, index) =>
        admin.agent
          .post('/api/admin/blog/posts')
          .set(CSRF, admin.csrf)
          .send({ title: `Parallel post ${index}`, slug: `parallel-post-${index}`, content: 'Written at the same time.', status: 'draft', personaIds: [1, 4], tagIds: tags.slice(0, 3).map((tag) => tag.id), displayOrder: index }),
      ),
    );
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
  });
});
