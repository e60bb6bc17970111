/**
 * HTTP tests of the nine simple collections and the blog categories and tags (the spec's entities and calls):
 * admin CRUD, guards, the public lists and their persona filter, and the seeded content.
 */
import { CASE_STUDY_ROLE_MAX, CASE_STUDY_TIMELINE_MAX } from '@folio/contracts';
import type { Response } from 'supertest';
import * as seed from '../src/seed/samples/index.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

type Row = { id: number } & Record<string, unknown>;
type Body = Record<string, unknown>;

type Case = {
  collection: string;
  /** Under /api. */
  adminPath: string;
  /** Under /api. */
  publicPath: string;
  /** A valid entity; `t` makes names and slugs unique. */
  validBody: (t: string) => Body;
  /** A text field the edit test changes. */
  editedField: string;
};

const CSRF = 'x-csrf-token';
const ENTERPRISE = 4;
const BUSINESS = 5;
const FITNESS = 1;

let sequence = 0;
/** Lower-case letters and digits only, so it also fits a slug. */
const unique = () => `t${process.pid}x${(sequence += 1)}`;

const cases: Case[] = [
  {
    collection: 'companies',
    adminPath: 'admin/companies',
    publicPath: 'companies',
    editedField: 'name',
    validBody: (t) => ({ name: `Company ${t}`, logoPath: `/images/logos/${t}.svg`, displayOrder: 40 }),
  },
  {
    collection: 'experiences',
    adminPath: 'admin/experiences',
    publicPath: 'experiences',
    editedField: 'title',
    validBody: (t) => ({
      title: `Platform Engineer ${t}`,
      company: 'Meridian Cloudworks',
      period: '2020 - Present',
      description: 'Built the platform\nRan the on-call rota',
      logoPath: '/images/logos/meridian-cloudworks.svg',
      displayOrder: 40,
      personaIds: [ENTERPRISE],
    }),
  },
  {
    collection: 'skills',
    adminPath: 'admin/skills',
    publicPath: 'skills',
    editedField: 'name',
    validBody: (t) => ({
      name: `Skill ${t}`,
      category: 'business',
      level: 75,
      description: 'Turns requirements into proposals',
      displayOrder: 40,
      personaIds: [FITNESS, BUSINESS],
    }),
  },
  {
    collection: 'education',
    adminPath: 'admin/education',
    publicPath: 'education',
    editedField: 'degree',
    validBody: (t) => ({
      degree: `MSc ${t}`,
      institution: 'Open University',
      period: '2018 - 2020',
      description: 'Thesis on event sourcing\nDistinction',
      displayOrder: 40,
      personaIds: [ENTERPRISE],
    }),
  },
  {
    collection: 'certifications',
    adminPath: 'admin/certifications',
    publicPath: 'certifications',
    editedField: 'name',
    validBody: (t) => ({
      name: `Certificate ${t}`,
      issuer: 'Cloud Guild',
      year: '2024',
      logoPath: '/images/logos/cloud-guild.svg',
      displayOrder: 40,
      personaIds: [ENTERPRISE, BUSINESS],
    }),
  },
  {
    collection: 'personas',
    adminPath: 'admin/personas',
    publicPath: 'personas',
    editedField: 'title',
    validBody: (t) => ({
      title: `Speaker ${t}`,
      subtitle: 'Conference Speaker',
      description: 'Talks about architecture and habits.',
      imagePath: '/images/personas/speaker.svg',
      buttonText: 'Book a Talk',
      buttonUrl: 'https://example.com/talks',
      tagType: 'fitness',
      displayOrder: 40,
    }),
  },
  {
    collection: 'hero-items',
    adminPath: 'admin/hero-items',
    publicPath: 'hero-items',
    editedField: 'title',
    validBody: (t) => ({
      personaId: BUSINESS,
      tagType: 'business',
      title: `Hero ${t}`,
      subtitle: 'Automation',
      description: 'Give your team its hours back.',
      imagePath: '/images/hero/business-automation.svg',
      primaryButtonText: 'See Case Studies',
      primaryButtonUrl: '#case-studies',
      secondaryButtonText: 'Read the Blog',
      secondaryButtonUrl: '/blog?persona=business',
      isActive: true,
      displayOrder: 40,
      personaIds: [BUSINESS],
    }),
  },
  {
    collection: 'social-links',
    adminPath: 'admin/social-links',
    publicPath: 'social-links',
    editedField: 'platform',
    validBody: (t) => ({ platform: 'GitHub', url: `https://github.com/${t}`, icon: '/images/icons/github.svg', displayOrder: 40 }),
  },
  {
    collection: 'case-studies',
    adminPath: 'admin/case-studies',
    publicPath: 'case-studies',
    editedField: 'title',
    validBody: (t) => ({
      title: `Case ${t}`,
      subtitle: 'A small bakery',
      description: '<p>Orders arrived by phone.</p>',
      challenge: '<p>Orders were lost.</p>',
      solution: '<p>An <strong>online</strong> order form.</p>',
      results: '<ul><li>No lost orders</li></ul>',
      imagePath: '/images/case-studies/bakery.svg',
      tagType: 'business automation',
      technologies: ['Airtable', 'Zapier'],
      url: 'https://example.com/bakery',
      displayOrder: 40,
      personaId: BUSINESS,
      personaIds: [BUSINESS],
    }),
  },
  {
    collection: 'blog categories',
    adminPath: 'admin/blog/categories',
    publicPath: 'blog/categories',
    editedField: 'name',
    validBody: (t) => ({ name: `Category ${t}`, slug: `category-${t}`, description: 'Notes', displayOrder: 40 }),
  },
  {
    collection: 'blog tags',
    adminPath: 'admin/blog/tags',
    publicPath: 'blog/tags',
    editedField: 'name',
    validBody: (t) => ({ name: `Tag ${t}`, slug: `tag-${t}`, displayOrder: 40 }),
  },
];

const caseOf = (collection: string) => cases.find((c) => c.collection === collection)!;
const bodyOf = (collection: string, overrides: Body = {}) => ({ ...caseOf(collection).validBody(unique()), ...overrides });
const idsOf = (rows: Row[]) => rows.map((row) => row.id);

/** Fails with the status and the body, so a wrong answer explains itself. */
function expectStatus(res: Response, status: number): void {
  expect(res.status === status ? status : { status: res.status, body: res.body }).toBe(status);
}

/** Calls of the API as the admin (with a valid CSRF token) and as an anonymous visitor. */
function folioApi(ctx: TestContext, admin: AdminClient) {
  const url = (path: string, id?: number | string) => `/api/${path}${id === undefined ? '' : `/${id}`}`;
  const api = {
    post: (path: string, body: Body) => admin.agent.post(url(path)).set(CSRF, admin.csrf).send(body),
    put: (path: string, id: number | string, body: Body) => admin.agent.put(url(path, id)).set(CSRF, admin.csrf).send(body),
    del: (path: string, id: number | string) => admin.agent.delete(url(path, id)).set(CSRF, admin.csrf),
    async create(path: string, body: Body): Promise<Row> {
      const res = await api.post(path, body);
      expectStatus(res, 201);
      return res.body as Row;
    },
    async adminList(path: string): Promise<Row[]> {
      const res = await admin.agent.get(url(path));
      expectStatus(res, 200);
      return res.body as Row[];
    },
    async publicList(path: string, personaId?: number): Promise<Row[]> {
      const res = await ctx.client().get(url(path)).query(personaId === undefined ? {} : { personaId });
      expectStatus(res, 200);
      return res.body as Row[];
    },
  };
  return api;
}

describe.each(engines)('collections on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  let api: ReturnType<typeof folioApi>;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
    api = folioApi(ctx, admin);
  });
  afterAll(() => ctx.close());

  // First, while the lists hold only the seed.
  describe('seeded content', () => {
    const names = (rows: Row[], field: string) => rows.map((row) => row[field]);

    it('lists the seeded experiences, education and certifications', async () => {
      expect(seed.experiences.length).toBeGreaterThan(0);
      expect(names(await api.publicList('experiences'), 'title')).toEqual(seed.experiences.map((e) => e.title));
      expect(seed.education.length).toBeGreaterThan(0);
      expect(names(await api.publicList('education'), 'degree')).toEqual(seed.education.map((e) => e.degree));
      expect(seed.certifications.length).toBeGreaterThan(0);
      expect(names(await api.publicList('certifications'), 'name')).toEqual(seed.certifications.map((c) => c.name));
    });

    it('lists the seeded skills with all four categories', async () => {
      const skills = await api.publicList('skills');
      expect(names(skills, 'name')).toEqual(seed.skills.map((s) => s.name));
      expect(new Set(names(skills, 'category'))).toEqual(new Set(['technical', 'business', 'methodologies', 'soft-skills']));
    });

    it('lists at least 5 case studies, the social links, 3 categories and 6 tags', async () => {
      const caseStudies = await api.publicList('case-studies');
      expect(caseStudies.length).toBeGreaterThanOrEqual(5);
      expect(names(caseStudies, 'title')).toEqual(seed.caseStudies.map((c) => c.title));
      // Each sample states the owner's role and the timeline its page shows under the title.
      for (const study of caseStudies) expect(study).toMatchObject({ role: expect.stringMatching(/\S/), timeline: expect.stringMatching(/\S/) });
      const socialLinks = await api.publicList('social-links');
      expect(names(socialLinks, 'platform')).toEqual(['LinkedIn', 'GitHub', 'X', 'Instagram', 'Email']);
      expect(names(await api.publicList('blog/categories'), 'slug')).toEqual(['engineering', 'automation', 'training']);
      expect(await api.publicList('blog/tags')).toHaveLength(6);
    });

    it('lists the three built-in personas and the active hero items only', async () => {
      expect(idsOf(await api.publicList('personas')).sort((a, b) => a - b)).toEqual([FITNESS, ENTERPRISE, BUSINESS]);
      const hero = await api.publicList('hero-items');
      expect(hero.length).toBe(seed.heroItems.filter((item) => item.isActive).length);
      expect(names(hero, 'title')).not.toContain('Speaking at Platform Summit 2026');
    });
  });

  describe.each(cases)('$collection', (c) => {
    const { adminPath, publicPath, editedField } = c;

    it('POST creates it (201, numeric id, the sent fields) and both lists contain it', async () => {
      const body = c.validBody(unique());
      const created = await api.create(adminPath, body);
      expect(Number.isInteger(created.id)).toBe(true);
      expect(created).toMatchObject(body);
      expect(await api.adminList(adminPath)).toContainEqual(created);
      expect(await api.publicList(publicPath)).toContainEqual(expect.objectContaining({ id: created.id, ...body }));
    });

    it('PUT with the full entity changes it, and the public list shows the change', async () => {
      const created = await api.create(adminPath, c.validBody(unique()));
      const changed = `Edited ${unique()}`;
      const res = await api.put(adminPath, created.id, { ...created, [editedField]: changed });
      expectStatus(res, 200);
      expect(res.body).toEqual({ ...created, [editedField]: changed, updatedAt: expect.any(String) });
      expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(String(created.updatedAt)));
      const listed = (await api.publicList(publicPath)).find((row) => row.id === created.id);
      expect(listed?.[editedField]).toBe(changed);
    });

    it('DELETE answers 204 and the item is gone from the public and admin lists', async () => {
      const created = await api.create(adminPath, c.validBody(unique()));
      expectStatus(await api.del(adminPath, created.id), 204);
      expect(idsOf(await api.publicList(publicPath))).not.toContain(created.id);
      expect(idsOf(await api.adminList(adminPath))).not.toContain(created.id);
    });

    it('answers 404 to PUT and DELETE of an unknown or non-numeric id', async () => {
      const body = c.validBody(unique());
      for (const id of [999999, 'abc']) {
        expectStatus(await api.put(adminPath, id, body), 404);
        expectStatus(await api.del(adminPath, id), 404);
      }
    });

    it('answers 401 to GET, POST, PUT and DELETE without a session, and writes nothing', async () => {
      const created = await api.create(adminPath, c.validBody(unique()));
      const before = await api.adminList(adminPath);
      const anonymous = ctx.client();
      expectStatus(await anonymous.get(`/api/${adminPath}`), 401);
      expectStatus(await anonymous.post(`/api/${adminPath}`).send(c.validBody(unique())), 401);
      expectStatus(await anonymous.put(`/api/${adminPath}/${created.id}`).send({ ...created, [editedField]: 'Changed' }), 401);
      expectStatus(await anonymous.delete(`/api/${adminPath}/${created.id}`), 401);
      expect(await api.adminList(adminPath)).toEqual(before);
    });

    it('answers 403 to writes without the CSRF header or with a wrong one, and writes nothing', async () => {
      const created = await api.create(adminPath, c.validBody(unique()));
      const before = await api.adminList(adminPath);
      const otherSession = await ctx.admin();
      for (const token of [undefined, 'not-the-token', otherSession.csrf]) {
        const headers: Record<string, string> = token === undefined ? {} : { [CSRF]: token };
        const path = `/api/${adminPath}`;
        expectStatus(await admin.agent.post(path).set(headers).send(c.validBody(unique())), 403);
        expectStatus(await admin.agent.put(`${path}/${created.id}`).set(headers).send({ ...created, [editedField]: 'X' }), 403);
        expectStatus(await admin.agent.delete(`${path}/${created.id}`).set(headers), 403);
      }
      expect(await api.adminList(adminPath)).toEqual(before);
    });
  });

  describe('persona filter (?personaId)', () => {
    it.each(['experiences', 'skills', 'education', 'certifications'])(
      '%s: an unassigned entry shows for every persona, an assigned one only for its personas',
      async (collection) => {
        const { adminPath, publicPath } = caseOf(collection);
        const fitnessOnly = await api.create(adminPath, bodyOf(collection, { personaIds: [FITNESS] }));
        const unassigned = await api.create(adminPath, bodyOf(collection, { personaIds: [] }));
        expect(unassigned.personaIds).toEqual([]);
        const enterprise = idsOf(await api.publicList(publicPath, ENTERPRISE));
        expect(enterprise).toContain(unassigned.id);
        expect(enterprise).not.toContain(fitnessOnly.id);
        expect(idsOf(await api.publicList(publicPath, FITNESS))).toEqual(expect.arrayContaining([fitnessOnly.id, unassigned.id]));
        expect(idsOf(await api.publicList(publicPath))).toEqual(expect.arrayContaining([fitnessOnly.id, unassigned.id]));
      },
    );

    it('filters the seeded skills: persona 4 gets its own and unassigned ones, never another persona\'s', async () => {
      const skills = await api.publicList('skills', ENTERPRISE);
      const othersOnly = skills.filter((skill) => {
        const assigned = skill.personaIds as number[];
        return assigned.length > 0 && !assigned.includes(ENTERPRISE);
      });
      expect(othersOnly).toEqual([]);
      const listed = skills.map((skill) => skill.name);
      const seededFor = (mine: boolean) =>
        seed.skills.filter((skill) => (skill.personaIds ?? []).includes(ENTERPRISE) === mine).map((skill) => skill.name);
      expect(seededFor(false).length).toBeGreaterThan(0);
      expect(listed).toEqual(expect.arrayContaining(seededFor(true)));
      expect(listed.filter((name) => seededFor(false).includes(name as string))).toEqual([]);
    });

    it('personas: lists 1, 4 and 5, and ?personaId=5 returns only persona 5', async () => {
      expect(idsOf(await api.publicList('personas'))).toEqual(expect.arrayContaining([FITNESS, ENTERPRISE, BUSINESS]));
      const only = await api.publicList('personas', BUSINESS);
      expect(idsOf(only)).toEqual([BUSINESS]);
      expect(only[0]).toMatchObject({ title: 'Business Automation', tagType: 'business' });
    });

    it.each(['hero-items', 'case-studies'])('%s: the owner persona counts as an assignment', async (collection) => {
      const { adminPath, publicPath } = caseOf(collection);
      const ownedOnly = await api.create(adminPath, bodyOf(collection, { personaId: BUSINESS, personaIds: [] }));
      const ownedAndLinked = await api.create(adminPath, bodyOf(collection, { personaId: BUSINESS, personaIds: [FITNESS] }));
      expect(idsOf(await api.publicList(publicPath, BUSINESS))).toEqual(expect.arrayContaining([ownedOnly.id, ownedAndLinked.id]));
      const fitness = idsOf(await api.publicList(publicPath, FITNESS));
      expect(fitness).toContain(ownedAndLinked.id);
      expect(fitness).not.toContain(ownedOnly.id);
      const enterprise = idsOf(await api.publicList(publicPath, ENTERPRISE));
      expect(enterprise).not.toContain(ownedOnly.id);
      expect(enterprise).not.toContain(ownedAndLinked.id);
    });

    it.each(['personas', 'experiences', 'skills', 'education', 'certifications', 'hero-items', 'case-studies'])(
      '%s: ?personaId=abc answers 400',
      async (publicPath) => {
        const res = await ctx.client().get(`/api/${publicPath}`).query({ personaId: 'abc' });
        expectStatus(res, 400);
        expect(typeof res.body.message).toBe('string');
      },
    );
  });

  describe('hero items', () => {
    it('keeps an inactive item in the admin list but never in the public one', async () => {
      const inactive = await api.create('admin/hero-items', bodyOf('hero-items', { isActive: false }));
      expect(inactive.isActive).toBe(false);
      expect(idsOf(await api.adminList('admin/hero-items'))).toContain(inactive.id);
      expect(idsOf(await api.publicList('hero-items'))).not.toContain(inactive.id);
      expect(idsOf(await api.publicList('hero-items', BUSINESS))).not.toContain(inactive.id);
      const seeded = (await api.adminList('admin/hero-items')).find((item) => item.title === 'Speaking at Platform Summit 2026');
      expect(seeded).toMatchObject({ isActive: false });
      expect(idsOf(await api.publicList('hero-items', ENTERPRISE))).not.toContain(seeded!.id);

      expectStatus(await api.put('admin/hero-items', inactive.id, { ...inactive, isActive: true }), 200);
      expect(idsOf(await api.publicList('hero-items'))).toContain(inactive.id);
    });

    it('fills in the default buttons when they are left out', async () => {
      const {
        primaryButtonText: _1,
        primaryButtonUrl: _2,
        secondaryButtonText: _3,
        secondaryButtonUrl: _4,
        ...withoutButtons
      } = bodyOf('hero-items');
      const created = await api.create('admin/hero-items', withoutButtons);
      expect(created).toMatchObject({
        primaryButtonText: 'View Experience',
        primaryButtonUrl: '#experience',
        secondaryButtonText: 'Contact Me',
        secondaryButtonUrl: '#contact',
      });
      const { isActive: _5, ...withoutIsActive } = bodyOf('hero-items');
      expect((await api.create('admin/hero-items', withoutIsActive)).isActive).toBe(true);
    });

    it("stores tagType 'Fitness' as 'fitness'", async () => {
      const created = await api.create('admin/hero-items', bodyOf('hero-items', { tagType: 'Fitness', personaId: FITNESS }));
      expect(created.tagType).toBe('fitness');
      expect((await api.publicList('hero-items')).find((item) => item.id === created.id)?.tagType).toBe('fitness');
    });
  });

  describe('case studies', () => {
    it('lists them sorted ascending by displayOrder', async () => {
      const last = await api.create('admin/case-studies', bodyOf('case-studies', { displayOrder: 900 }));
      const first = await api.create('admin/case-studies', bodyOf('case-studies', { displayOrder: 0 }));
      for (const list of [await api.publicList('case-studies'), await api.publicList('case-studies', BUSINESS)]) {
        const orders = list.map((row) => row.displayOrder as number);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
        expect(list[0]?.id).toBe(first.id);
        expect(list.at(-1)?.id).toBe(last.id);
      }
    });

    it('stores technologies trimmed', async () => {
      const created = await api.create('admin/case-studies', bodyOf('case-studies', { technologies: [' React ', 'Node'] }));
      expect(created.technologies).toEqual(['React', 'Node']);
      expect((await api.publicList('case-studies')).find((row) => row.id === created.id)?.technologies).toEqual(['React', 'Node']);
    });

    it("stores the role and the timeline trimmed, gives them back on the lists and the case study's page, and a blank one as null", async () => {
      const created = await api.create('admin/case-studies', bodyOf('case-studies', { role: '  Lead architect, team of 6 ', timeline: ' Jan–Jun 2025 · 6 months ' }));
      const stated = { role: 'Lead architect, team of 6', timeline: 'Jan–Jun 2025 · 6 months' };
      expect(created).toMatchObject(stated);
      expect((await api.publicList('case-studies', BUSINESS)).find((row) => row.id === created.id)).toMatchObject(stated);
      expect((await ctx.client().get(`/api/case-studies/slug/${created.slug as string}`).expect(200)).body).toMatchObject(stated);

      const cleared = await api.put('admin/case-studies', created.id, { ...created, role: '   ', timeline: '' });
      expectStatus(cleared, 200);
      expect(cleared.body).toMatchObject({ role: null, timeline: null });
      expect((await api.adminList('admin/case-studies')).find((row) => row.id === created.id)).toMatchObject({ role: null, timeline: null });
      // Left out of the body: none either.
      expect(await api.create('admin/case-studies', bodyOf('case-studies'))).toMatchObject({ role: null, timeline: null });
    });

    it.each([
      { field: 'role', max: CASE_STUDY_ROLE_MAX },
      { field: 'timeline', max: CASE_STUDY_TIMELINE_MAX },
    ])('stores a $field of $max characters (accented ones too) and answers 400 naming $field to one longer', async ({ field, max }) => {
      const longest = 'é'.repeat(max);
      expect((await api.create('admin/case-studies', bodyOf('case-studies', { [field]: longest })))[field]).toBe(longest);
      const title = `Too long ${unique()}`;
      const res = await api.post('admin/case-studies', bodyOf('case-studies', { title, [field]: `${longest}x` }));
      expectStatus(res, 400);
      expect(res.body.fields).toEqual({ [field]: `Must be at most ${max} characters` });
      expect((await api.adminList('admin/case-studies')).map((row) => row.title)).not.toContain(title);
    });

    it('strips scripts, event handlers and javascript: links from the HTML but keeps the formatting', async () => {
      const html = '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>';
      const created = await api.create('admin/case-studies', bodyOf('case-studies', { description: html, results: html }));
      const listed = (await api.publicList('case-studies')).find((row) => row.id === created.id)!;
      for (const value of [created.description, created.results, listed.description]) {
        expect(value).not.toMatch(/<script/i);
        expect(value).not.toMatch(/onclick/i);
        expect(value).not.toMatch(/javascript:/i);
        expect(value).toMatch(/^<p>/);
        expect(value).toContain('Hi');
      }
    });
  });

  describe('experiences', () => {
    it("carries tagType 'enterprise' for an experience assigned only to persona 4, and tagTypes lists them", async () => {
      const enterprise = await api.create('admin/experiences', bodyOf('experiences', { personaIds: [ENTERPRISE] }));
      const both = await api.create('admin/experiences', bodyOf('experiences', { personaIds: [ENTERPRISE, BUSINESS] }));
      const listed = await api.publicList('experiences');
      expect(listed.find((row) => row.id === enterprise.id)).toMatchObject({ tagType: 'enterprise', tagTypes: ['enterprise'] });
      const shared = listed.find((row) => row.id === both.id)!;
      expect([...(shared.tagTypes as string[])].sort()).toEqual(['business', 'enterprise']);
      for (const row of listed) expect(row).toHaveProperty('tagType');
    });

    it('gives each seeded experience the tag type of its persona', async () => {
      const tagOf = { [FITNESS]: 'fitness', [ENTERPRISE]: 'enterprise', [BUSINESS]: 'business' } as Record<number, string>;
      const listed = await api.publicList('experiences');
      for (const experience of seed.experiences) {
        const row = listed.find((r) => r.title === experience.title);
        expect(row?.tagType).toBe(tagOf[experience.personaIds?.[0] ?? 0]);
      }
    });
  });

  describe('personas', () => {
    it.each([FITNESS, ENTERPRISE, BUSINESS])('refuses to delete built-in persona %i with 409', async (id) => {
      expectStatus(await api.del('admin/personas', id), 409);
      expect(idsOf(await api.publicList('personas'))).toContain(id);
    });

    it.each(['hero-items', 'case-studies'])('answers 409 (not 500) to deleting a persona that owns %s', async (collection) => {
      const persona = await api.create('admin/personas', bodyOf('personas'));
      const owned = await api.create(caseOf(collection).adminPath, bodyOf(collection, { personaId: persona.id, personaIds: [] }));
      const res = await api.del('admin/personas', persona.id);
      expectStatus(res, 409);
      expect(typeof res.body.message).toBe('string');
      expect(idsOf(await api.publicList('personas'))).toContain(persona.id);

      expectStatus(await api.del(caseOf(collection).adminPath, owned.id), 204);
      expectStatus(await api.del('admin/personas', persona.id), 204);
    });

    it('deleting a persona removes it from the entries assigned to it', async () => {
      const persona = await api.create('admin/personas', bodyOf('personas'));
      const skill = await api.create('admin/skills', bodyOf('skills', { personaIds: [persona.id, ENTERPRISE] }));
      expect(skill.personaIds).toEqual([ENTERPRISE, persona.id]);
      expectStatus(await api.del('admin/personas', persona.id), 204);
      expect((await api.adminList('admin/skills')).find((row) => row.id === skill.id)?.personaIds).toEqual([ENTERPRISE]);
    });
  });

  describe('references to unknown personas', () => {
    it.each(['experiences', 'skills', 'education', 'certifications', 'hero-items', 'case-studies'])(
      '%s: personaIds [999] answers 400 with fields.personaIds and stores nothing',
      async (collection) => {
        const { adminPath } = caseOf(collection);
        const before = await api.adminList(adminPath);
        const res = await api.post(adminPath, bodyOf(collection, { personaIds: [999] }));
        expectStatus(res, 400);
        expect(typeof res.body.fields?.personaIds).toBe('string');
        expect(await api.adminList(adminPath)).toEqual(before);

        const existing = before[0]!;
        expectStatus(await api.put(adminPath, existing.id, { ...existing, personaIds: [999] }), 400);
        expect(await api.adminList(adminPath)).toEqual(before);
      },
    );

    it.each(['hero-items', 'case-studies'])('%s: personaId 999 answers 400 with fields.personaId', async (collection) => {
      const { adminPath } = caseOf(collection);
      const before = await api.adminList(adminPath);
      const res = await api.post(adminPath, bodyOf(collection, { personaId: 999, personaIds: [] }));
      expectStatus(res, 400);
      expect(typeof res.body.fields?.personaId).toBe('string');
      expect(await api.adminList(adminPath)).toEqual(before);
    });
  });

  describe('blog categories and tags', () => {
    it.each(['blog categories', 'blog tags'])('%s: a duplicate slug answers 409 with fields.slug', async (collection) => {
      const { adminPath } = caseOf(collection);
      const existing = await api.create(adminPath, bodyOf(collection));
      const other = await api.create(adminPath, bodyOf(collection));
      const before = await api.adminList(adminPath);

      const duplicate = await api.post(adminPath, bodyOf(collection, { slug: existing.slug }));
      expectStatus(duplicate, 409);
      expect(typeof duplicate.body.fields?.slug).toBe('string');
      const renamed = await api.put(adminPath, other.id, { ...other, slug: existing.slug });
      expectStatus(renamed, 409);
      expect(typeof renamed.body.fields?.slug).toBe('string');
      expect(await api.adminList(adminPath)).toEqual(before);

      expectStatus(await api.put(adminPath, existing.id, { ...existing, name: 'Same slug, new name' }), 200);
    });

    it('GET /api/blog/categories/{id} returns one category, 404 for an unknown id', async () => {
      const [first] = await api.publicList('blog/categories');
      const res = await ctx.client().get(`/api/blog/categories/${first!.id}`);
      expectStatus(res, 200);
      expect(res.body).toEqual(first);
      expectStatus(await ctx.client().get('/api/blog/categories/999999'), 404);
      expectStatus(await ctx.client().get('/api/blog/categories/abc'), 404);
    });
  });
});
