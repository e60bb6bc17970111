import pino from 'pino';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { createDb } from '../src/db/knex.js';
import { seedIfEmpty } from '../src/db/seed.js';
import { adminUsersRepository } from '../src/modules/auth/admin-users.repository.js';
import { ensureAdmin } from '../src/modules/auth/auth.service.js';
import { verifyPassword } from '../src/modules/auth/password.js';

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
