import { check, personaStruct, type Persona } from '@folio/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createApp, type AppDeps } from '../src/app.js';
import { bootstrap } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { createDb } from '../src/db/knex.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { personas as seedPersonas } from '../src/seed/samples/personas.js';
import { adminUsersRepository } from '../src/modules/auth/admin-users.repository.js';
import { ensureAdmin } from '../src/modules/auth/auth.service.js';
import { verifyPassword } from '../src/modules/auth/password.js';
import { ADMIN, BUNDLED_IMAGES, engines, freshMysqlDatabase } from './support/test-context.js';

const silent = pino({ level: 'silent' });

describe('first start on an empty embedded database', () => {
  const db = createDb({ engine: 'sqlite', file: ':memory:' });
  beforeAll(() => migrateToLatest(db));
  afterAll(() => db.destroy());

  it('seeds a complete sample site once', async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    expect(await seedIfEmpty(db)).toBe(false);
    const count = async (table: string, where: Record<string, unknown> = {}) => Number((await db(table).where(where).count({ n: '*' }).first())?.n);
    expect((await db('personas').orderBy('id').pluck('id')).map(Number)).toEqual([1, 4, 5]);
    expect(await db('skills').distinct('category').pluck('category')).toEqual(
      expect.arrayContaining(['technical', 'business', 'methodologies', 'soft-skills']),
    );
    expect(await count('case_studies')).toBeGreaterThanOrEqual(5);
    expect(await count('blog_categories')).toBe(3);
    expect(await count('blog_tags')).toBe(6);
    expect(await count('blog_posts', { status: 'published' })).toBeGreaterThanOrEqual(7);
    expect(await count('blog_posts', { status: 'draft' })).toBe(1);
    for (const persona of [1, 4, 5]) expect(await count('hero_items', { persona_id: persona, is_active: true })).toBeGreaterThan(0);
  });

  it('creates the admin with a generated password, prints it once, and never again', async () => {
    const printed: string[] = [];
    await ensureAdmin(db, { username: 'owner', password: null }, silent, (line) => printed.push(line));
    expect(printed).toHaveLength(1);
    const password = /password: (\S+)/.exec(printed[0]!)![1]!;
    const user = await adminUsersRepository.findByUsername(db, 'owner');
    expect(await verifyPassword(password, user!.passwordHash)).toBe(true);

    await ensureAdmin(db, { username: 'owner', password: null }, silent, (line) => printed.push(line));
    expect(printed).toHaveLength(1);
  });

  it('takes a configured ADMIN_PASSWORD, also when it changes later', async () => {
    const print = jest.fn();
    await ensureAdmin(db, { username: 'owner', password: 'a configured passphrase' }, silent, print);
    const user = await adminUsersRepository.findByUsername(db, 'owner');
    expect(await verifyPassword('a configured passphrase', user!.passwordHash)).toBe(true);
    expect(print).not.toHaveBeenCalled();
  });
});

describe.each(engines)('an empty first start (SEED_ON_FIRST_START=false) on %s', (engine) => {
  let folder: string | null = null;
  let env: Record<string, string>;
  let deps: AppDeps;
  let server: Server;
  const start = async () => {
    deps = await bootstrap(loadConfig(env), silent, () => undefined, BUNDLED_IMAGES);
    server = createServer(createApp(deps).callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  };
  const stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await deps.db.destroy();
  };

  beforeAll(async () => {
    folder = engine === 'sqlite' ? mkdtempSync(join(tmpdir(), 'folio-empty-')) : null;
    const database: Record<string, string> = folder
      ? { SQLITE_FILE: join(folder, 'folio.sqlite') }
      : { DATABASE_URL: await freshMysqlDatabase(`empty_${process.pid}`) };
    env = { ...database, MEDIA_DIR: mkdtempSync(join(tmpdir(), 'folio-media-')), SEED_ON_FIRST_START: 'false', ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'silent' };
    await start();
  });
  afterAll(async () => {
    if (engine === 'mysql') await deps.db.raw('DROP DATABASE IF EXISTS ??', [new URL(env.DATABASE_URL!).pathname.slice(1)]);
    await stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('has the fixed personas 1, 4 and 5 with neutral text the console can save as it is, and no other content', async () => {
    const { body: personas } = await request(server).get('/api/personas').expect(200);
    expect(personas.map(({ id, tagType, title }: Persona) => [id, tagType, title])).toEqual([
      [4, 'enterprise', 'Enterprise Tech'],
      [5, 'business', 'Business Automation'],
      [1, 'fitness', 'Fitness Coach'],
    ]);
    for (const persona of personas) expect(check(personaStruct, persona).ok).toBe(true);
    expect((await request(server).get('/api/personas?personaId=5').expect(200)).body).toEqual([expect.objectContaining({ id: 5, tagType: 'business' })]);
    for (const path of ['hero-items', 'experiences', 'skills', 'case-studies', 'social-links', 'blog/posts?status=published']) {
      expect({ path, body: (await request(server).get(`/api/${path}`).expect(200)).body }).toEqual({ path, body: [] });
    }
  });

  it("shows no sample owner's description or email when none is configured", async () => {
    const { body } = await request(server).get('/api/site').expect(200);
    expect(body).toMatchObject({ description: null, contactEmail: null });
  });

  it('lets the owner add content for a fixed persona at once', async () => {
    const agent = request.agent(server);
    await agent.post('/api/auth/login').send(ADMIN).expect(200);
    const csrf = (await agent.get('/api/csrf-token').expect(200)).body.token as string;
    const item = { personaId: 4, tagType: 'enterprise', title: 'Calm platforms', subtitle: 'Architecture', description: 'What I build.', imagePath: '/images/hero/a.svg' };
    await agent.post('/api/admin/hero-items').set('x-csrf-token', csrf).send(item).expect(201);
    expect((await request(server).get('/api/hero-items').expect(200)).body).toEqual([expect.objectContaining({ personaId: 4, title: 'Calm platforms' })]);
    await deps.db('hero_items').delete();
  });

  it('keeps them across restarts, without duplicates, and brings back one deleted in the console', async () => {
    await deps.db('personas').where({ id: 1 }).update({ subtitle: 'Coach at my own studio' });
    await deps.db('personas').where({ id: 4 }).delete();
    await stop();
    await start();
    const { body: personas } = await request(server).get('/api/personas').expect(200);
    expect(personas.map(({ id, subtitle }: Persona) => [id, subtitle])).toEqual([
      [4, 'Solutions Architect'],
      [5, 'Founder and Automation Consultant'],
      [1, 'Coach at my own studio'],
    ]);
  });
});

describe('a seeded first start', () => {
  it("keeps the sample portfolio's own personas", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'folio-seeded-'));
    const deps = await bootstrap(loadConfig({ SQLITE_FILE: join(folder, 'folio.sqlite'), MEDIA_DIR: join(folder, 'media'), ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'silent' }), silent, () => undefined, BUNDLED_IMAGES);
    try {
      const subtitles = await deps.db('personas').orderBy('id').pluck('subtitle');
      expect(subtitles).toEqual([1, 4, 5].map((id) => seedPersonas.find((persona) => persona.id === id)!.subtitle));
    } finally {
      await deps.db.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
