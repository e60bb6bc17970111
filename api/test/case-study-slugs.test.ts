/**
 * Case studies have pages of their own, /work/{slug}: a slug left blank is made from the title (unique
 * among case studies), a slug taken by another is refused with the field named, a changed slug keeps
 * answering 301 to the current one, and an unknown slug is a 404. Case studies stored before slugs
 * existed get theirs from their titles.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DatabaseConfig } from '../src/db/knex.js';
import { migrationSource } from '../src/db/migrations/index.js';
import { createTestContext, engines, freshMysqlDatabase, type AdminClient, type TestContext } from './support/test-context.js';

type CaseStudy = { id: number; slug: string; title: string; updatedAt: string };

const CSRF = 'x-csrf-token';
const unique = () => Math.random().toString(36).slice(2, 10);
const at = (slug: string) => `/api/case-studies/slug/${slug}`;

const body = (changes: Record<string, unknown> = {}) => ({
  title: 'Invoices without typing',
  description: '<p>A bakery chain stopped keying in supplier invoices.</p>',
  challenge: '<p>Two days a week of data entry.</p>',
  solution: '<p>Invoices read from email.</p>',
  results: '<p>One hour a week.</p>',
  personaId: 5,
  personaIds: [5],
  ...changes,
});

describe.each(engines)('case-study slugs on %s', (engine) => {
  let ctx: TestContext;
  let admin: AdminClient;
  const write = (method: 'post' | 'put', path: string) => admin.agent[method](path).set(CSRF, admin.csrf);
  const create = (changes: Record<string, unknown> = {}) => write('post', '/api/admin/case-studies').send(body(changes));
  const save = (study: CaseStudy, changes: Record<string, unknown>) => write('put', `/api/admin/case-studies/${study.id}`).send({ ...study, ...changes });

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    admin = await ctx.admin();
  });
  afterAll(() => ctx.close());

  it('gives every sample case study a slug made from its title, and answers each by it', async () => {
    const { body: studies } = await ctx.client().get('/api/case-studies').expect(200);
    expect(studies.length).toBeGreaterThan(0);
    const first = studies.find((study: CaseStudy) => study.title === 'Event-Driven Integration Platform');
    expect(first.slug).toBe('event-driven-integration-platform');
    for (const study of studies as CaseStudy[]) {
      expect(study.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect((await ctx.client().get(at(study.slug)).expect(200)).body).toMatchObject({ id: study.id, title: study.title });
    }
  });

  it('makes a blank slug from the title, numbered when another case study has it', async () => {
    const title = `Stock counts by phone ${unique()}`;
    const base = title.toLowerCase().replace(/ /g, '-');
    const first: CaseStudy = (await create({ title, slug: '' }).expect(201)).body;
    expect(first.slug).toBe(base);
    const second: CaseStudy = (await create({ title }).expect(201)).body;
    expect(second.slug).toBe(`${base}-2`);
    // An update that leaves it blank makes it again, never counting the item's own slug.
    expect((await save(first, { slug: null }).expect(200)).body.slug).toBe(base);
    // A title without a letter or a digit: the kind's name.
    const symbols: CaseStudy = (await create({ title: '★ ★ ★' }).expect(201)).body;
    expect(symbols.slug).toMatch(/^case-study(-\d+)?$/);
  });

  it("refuses a slug another case study has, and one that breaks the rule, naming the field", async () => {
    const taken: CaseStudy = (await create({ slug: `taken-${unique()}` }).expect(201)).body;
    const clash = await create({ slug: taken.slug }).expect(409);
    expect(clash.body.fields).toEqual({ slug: 'Slug is already in use' });
    const bad = await create({ slug: 'Not A Slug' }).expect(400);
    expect(bad.body.fields).toEqual({ slug: 'Slug may contain only lower-case letters, digits and single hyphens' });
  });

  it('keeps a former slug answering 301 to the current one, in one hop, until another case study takes it', async () => {
    const a: CaseStudy = (await create({ slug: `a-${unique()}` }).expect(201)).body;
    const b: CaseStudy = (await save(a, { slug: `b-${unique()}` }).expect(200)).body;
    const c: CaseStudy = (await save(b, { slug: `c-${unique()}` }).expect(200)).body;
    for (const former of [a.slug, b.slug]) {
      const moved = await ctx.client().get(at(former)).expect(301);
      expect(moved.headers.location).toBe(at(c.slug));
    }
    expect((await ctx.client().get(at(c.slug)).expect(200)).body.id).toBe(a.id);

    const taker: CaseStudy = (await create({ slug: a.slug, title: 'The new owner' }).expect(201)).body;
    expect((await ctx.client().get(at(a.slug)).expect(200)).body.id).toBe(taker.id);
    expect((await ctx.client().get(at(b.slug)).expect(301)).headers.location).toBe(at(c.slug));
  });

  it('answers 404 for a slug no case study has or had, and for one that is no slug', async () => {
    const missing = await ctx.client().get(at(`never-${unique()}`)).expect(404);
    expect(missing.body.message).toBe('Case study not found');
    await ctx.client().get(at('Not%20a%20slug')).expect(404);
    // A deleted case study's former slugs go with it.
    const gone: CaseStudy = (await create({ slug: `gone-${unique()}` }).expect(201)).body;
    const renamed: CaseStudy = (await save(gone, { slug: `gone-now-${unique()}` }).expect(200)).body;
    await admin.agent.delete(`/api/admin/case-studies/${gone.id}`).set(CSRF, admin.csrf).expect(204);
    await ctx.client().get(at(gone.slug)).expect(404);
    await ctx.client().get(at(renamed.slug)).expect(404);
  });

  it('gives case studies stored before slugs existed a slug from their titles, numbered when titles repeat', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'folio-case-study-slugs-'));
    const database: DatabaseConfig = engine === 'sqlite' ? { engine, file: join(folder, 'old.sqlite') } : { engine, url: await freshMysqlDatabase(`slug${process.pid}`) };
    const db = createDb(database);
    try {
      const all = await migrationSource.getMigrations([]);
      const mine = all.findIndex((migration) => migrationSource.getMigrationName(migration) === '20261205100100_case_study_slugs');
      const before = all.slice(0, mine);
      // Every migration before this one (whatever their order in the list), then some case studies.
      for (const migration of before) await db.migrate.up({ migrationSource, name: migrationSource.getMigrationName(migration) });
      await db('personas').insert({ id: 1, title: 'Enterprise Tech', subtitle: '', description: '', image_path: '/images/p.svg', display_order: 0 });
      const row = (title: string) => ({ title, description: '<p>d</p>', challenge: '<p>c</p>', solution: '<p>s</p>', results: '<p>r</p>', technologies: '[]', persona_id: 1 });
      await db('case_studies').insert([row('Café Orders, Rebuilt!'), row('Café orders rebuilt'), row('日本語')]);
      await db.migrate.up({ migrationSource, name: '20261205100100_case_study_slugs' });
      expect(await db('case_studies').orderBy('id').pluck('slug')).toEqual(['cafe-orders-rebuilt', 'cafe-orders-rebuilt-2', 'case-study']);
      await expect(db('case_studies').insert(row('Again')).then(() => db('case_studies').insert(row('Again')))).rejects.toThrow();
      // And back: the column and the redirects go.
      await db.migrate.down({ migrationSource, name: '20261205100100_case_study_slugs' });
      expect(await db.schema.hasColumn('case_studies', 'slug')).toBe(false);
      expect(await db.schema.hasTable('case_study_slug_redirects')).toBe(false);
    } finally {
      if (database.engine === 'mysql') await db.raw('DROP DATABASE IF EXISTS ??', [new URL(database.url).pathname.slice(1)]);
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
