/**
 * A skill's optional years of experience (issue 38; migration 20261205100300_skill_years): saved and
 * answered by the admin and the public list, blank meaning none, out-of-range or non-whole values refused
 * with the field's message; a skill stored before the column existed answers none.
 */
import { SKILL_YEARS_MESSAGE, type Skill } from '@folio/contracts';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const CSRF = 'x-csrf-token';
const ENTERPRISE = 4;

const skillBody = (changes: Record<string, unknown> = {}) => ({
  name: 'Domain-Driven Design',
  level: 82,
  category: 'methodologies',
  description: 'Bounded contexts drawn with the people who own them.',
  displayOrder: 50,
  personaIds: [ENTERPRISE],
  ...changes,
});

describe.each(engines)("a skill's years of experience on %s", (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  const create = (body: unknown) => admin.agent.post('/api/admin/skills').set(CSRF, admin.csrf).send(body as object);
  const update = (id: number, body: unknown) => admin.agent.put(`/api/admin/skills/${id}`).set(CSRF, admin.csrf).send(body as object);
  const publicSkill = async (id: number): Promise<Skill | undefined> =>
    ((await t.client().get(`/api/skills?personaId=${ENTERPRISE}`).expect(200)).body as Skill[]).find((skill) => skill.id === id);

  beforeAll(async () => {
    t = await createTestContext(engine);
    admin = await t.admin();
  });
  afterAll(() => t.close());

  it('keeps the years given (a numeric string too) and shows them on the public list; blank or left out is none', async () => {
    const { body: withYears } = await create(skillBody({ years: 7 })).expect(201);
    expect(withYears.years).toBe(7);
    expect((await publicSkill(withYears.id))?.years).toBe(7);

    const { body: edited } = await update(withYears.id, skillBody({ years: '12' })).expect(200);
    expect(edited.years).toBe(12);
    const { body: cleared } = await update(withYears.id, skillBody({ years: '' })).expect(200);
    expect(cleared.years).toBeNull();
    expect((await publicSkill(withYears.id))?.years).toBeNull();

    const { body: without } = await create(skillBody({ name: 'Event Storming' })).expect(201);
    expect(without.years).toBeNull();
  });

  it.each([0, 61, 2.5, -3, 'ten', true, [5], { years: 5 }])('refuses %j years with the field and its message, storing nothing', async (years) => {
    const before = (await admin.agent.get('/api/admin/skills').expect(200)).body.length;
    const refused = await create(skillBody({ name: `Refused ${JSON.stringify(years)}`, years })).expect(400);
    expect(refused.body.fields).toEqual({ years: SKILL_YEARS_MESSAGE });
    expect((await admin.agent.get('/api/admin/skills').expect(200)).body.length).toBe(before);
  });

  it('answers none for a skill stored without years (as before the migration)', async () => {
    const [id] = await t.db('skills').insert({ name: 'Older skill', category: 'technical', level: 60, description: 'Stored before years existed.', display_order: 60 });
    const listed = ((await t.client().get('/api/skills').expect(200)).body as Skill[]).find((skill) => skill.name === 'Older skill');
    expect(listed?.years).toBeNull();
    if (id) await t.db('skills').where({ id }).delete();
  });

  it('comes with the sample skills so that the years display has figures on a fresh install', async () => {
    const skills = (await t.client().get('/api/skills').expect(200)).body as Skill[];
    expect(skills.find((skill) => skill.name === 'Cloud Architecture')?.years).toBe(12);
  });
});
