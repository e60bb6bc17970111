/**
 * Wiping the sign-in history. It kept the newest 100 attempts of any kind, and every refused attempt
 * (a 429, no hash computed) was one more, so 110 wrong passwords sent in under half a second pushed
 * an intruder's successful sign-in off the console's Security page. Now every success, two-factor step
 * and 'Sign out everywhere' is kept for 90 days whatever the failures do, and failed or refused
 * attempts are counted: one row per client network (an IPv4 address, an IPv6 /64), outcome and
 * reason each hour, and at most SIGN_IN_HISTORY.maxFailureRows such rows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIGN_IN_HISTORY, type SignInRecord } from '@folio/contracts';
import { fromDbDateTime, toDbDateTime } from '../src/db/dates.js';
import { createDb, type DatabaseConfig } from '../src/db/knex.js';
import { migrateToLatest, migrationSource } from '../src/db/migrations/index.js';
import { signInEventsRepository } from '../src/modules/auth/sign-in-events.repository.js';
import { ADMIN, createTestContext, engines, freshMysqlDatabase, type TestContext } from './support/test-context.js';

const INTRUDER = '198.51.100.7';
const GUESSER = '203.0.113.66';
/** Networks of IPv6 guessers: each guess from another address of its /64. */
const SIXTY_FOURS = ['2001:db8:a:1', '2001:db8:a:2', '2001:db8:b:1', '2001:db8:c:ff'];
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Failures are counted per hour: a flood that began just before the hour would be two rows per network, so it waits for the hour to turn. */
async function clearOfTheHour(marginMs = 20_000): Promise<void> {
  const left = HOUR_MS - (Date.now() % HOUR_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.each(engines)('a flood of wrong sign-ins against the history on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      TRUST_PROXY: 'true',
      // The name's budget from everywhere and its slow-down out of the way: the flood is answered quickly.
      LOGIN_MAX_ATTEMPTS_PER_NAME: '100000',
      LOGIN_SLOWDOWN_AFTER_FAILURES: '10000',
    });
  });
  afterAll(() => ctx.close());

  const signIn = (address: string, password: string, username = ADMIN.username) =>
    ctx.client().post('/api/auth/login').set('X-Forwarded-For', address).set('User-Agent', 'curl/8.5.0').send({ username, password });
  const history = async (): Promise<SignInRecord[]> => {
    const admin = ctx.client();
    await admin.post('/api/auth/login').set('X-Forwarded-For', '192.0.2.200').send(ADMIN).expect(200);
    return (await admin.get('/api/admin/security/sign-ins').expect(200)).body as SignInRecord[];
  };
  const failureRows = async () => Number((await ctx.db('sign_in_events').whereIn('outcome', ['failure', 'refused']).count({ n: '*' }))[0]!.n);

  it('keeps the success through 150 wrong attempts from one address and four /64s, folded into a few counted rows', async () => {
    await clearOfTheHour();
    await signIn(INTRUDER, ADMIN.password).expect(200);
    const statuses: number[] = [];
    for (let guess = 0; guess < 110; guess += 1) statuses.push((await signIn(GUESSER, `wrong guess ${guess}`)).status);
    for (const [index, network] of SIXTY_FOURS.entries()) {
      for (let guess = 0; guess < 10; guess += 1) statuses.push((await signIn(`${network}::${index + 1}:${guess + 1}`, `wrong guess ${guess}`)).status);
    }
    expect(statuses).toHaveLength(150);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(100);

    const records = await history();
    expect(records).toContainEqual(expect.objectContaining({ address: INTRUDER, outcome: 'success', reason: 'password', count: 1 }));
    const counted = records.filter((record) => record.outcome === 'failure' || record.outcome === 'refused');
    const countsOf = (address: string) => Object.fromEntries(counted.filter((record) => record.address === address).map((record) => [`${record.outcome}:${record.reason}`, record.count]));
    expect(countsOf(GUESSER)).toEqual({ 'failure:wrong-password': 5, 'refused:rate-limited': 105 });
    // Each /64 is one client: 5 checked (the limit for the name on one address), the rest refused.
    for (const network of SIXTY_FOURS) expect(countsOf(`${network}:0:0:0:0/64`)).toEqual({ 'failure:wrong-password': 5, 'refused:rate-limited': 5 });
    expect(counted).toHaveLength(2 + 2 * SIXTY_FOURS.length);
    expect(counted.reduce((sum, record) => sum + record.count, 0)).toBe(150);
    const guesser = counted.find((record) => record.address === GUESSER && record.reason === 'rate-limited')!;
    expect(new Date(guesser.lastAt).getTime()).toBeGreaterThanOrEqual(new Date(guesser.at).getTime());
    expect(guesser.device).toBe('curl/8.5.0');
  });

  it('counts every one of 40 attempts sent at once from one address', async () => {
    const address = '192.0.2.240';
    await clearOfTheHour();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, guess) => signIn(address, `parallel guess ${guess}`)));
    expect(answers.every((answer) => answer.status === 401 || answer.status === 429)).toBe(true);
    const rows = (await history()).filter((record) => record.address === address);
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.reduce((sum, record) => sum + record.count, 0)).toBe(40);
  });

  it(`holds at most ${SIGN_IN_HISTORY.maxFailureRows} counted rows when every guess comes from a network of its own, and the successes stay`, async () => {
    for (let guess = 0; guess < 150; guess += 1) {
      const address = guess % 2 === 0 ? `192.0.2.${guess}` : `2001:db8:${guess.toString(16)}::1`;
      await signIn(address, 'wrong guess').expect(401);
    }
    expect(await failureRows()).toBe(SIGN_IN_HISTORY.maxFailureRows);
    const records = await history();
    expect(records).toContainEqual(expect.objectContaining({ address: INTRUDER, outcome: 'success', reason: 'password' }));
    expect(records.filter((record) => record.outcome === 'failure' || record.outcome === 'refused')).toHaveLength(SIGN_IN_HISTORY.maxFailureRows);
    // The least recently active counted rows went first: the last guesses are listed.
    expect(records).toContainEqual(expect.objectContaining({ address: '2001:db8:95:0:0:0:0:0/64', outcome: 'failure' }));
    expect(records.map((record) => record.address)).not.toContain(GUESSER);
  });

  it('keeps a success 90 days, whatever came after it, and no longer', async () => {
    const oldRow = (daysAgo: number) => {
      const at = toDbDateTime(new Date(Date.now() - daysAgo * DAY_MS));
      return { created_at: at, last_at: at, user_id: null, address: `192.0.2.${daysAgo}`, device: 'Firefox 133 on Linux', outcome: 'success', reason: 'password', count: 1 };
    };
    await ctx.db('sign_in_events').insert([oldRow(SIGN_IN_HISTORY.maxAgeDays - 1), oldRow(SIGN_IN_HISTORY.maxAgeDays + 1)]);
    await signIn('192.0.2.250', 'one more wrong guess').expect(401);
    const addresses = (await history()).map((record) => record.address);
    expect(addresses).toContain(`192.0.2.${SIGN_IN_HISTORY.maxAgeDays - 1}`);
    expect(addresses).not.toContain(`192.0.2.${SIGN_IN_HISTORY.maxAgeDays + 1}`);
  });

  it('folds the attempts kept before into counted rows on upgrade, keeping each success, and forgets the counters keyed on an address', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'folio-sign-in-history-'));
    const database: DatabaseConfig = engine === 'sqlite' ? { engine, file: join(folder, 'old.sqlite') } : { engine, url: await freshMysqlDatabase(`signins${process.pid}`) };
    const db = createDb(database);
    try {
      const migrations = await migrationSource.getMigrations([]);
      const before = migrations.findIndex((migration) => migrationSource.getMigrationName(migration) === '20261129200100_sign_in_history');
      for (let step = 0; step < before; step += 1) await db.migrate.up({ migrationSource });
      const at = (minute: number) => toDbDateTime(new Date(Date.parse('2031-03-04T15:00:00Z') + minute * 60_000));
      const old = (minute: number, address: string, outcome: string, reason: string) => ({ created_at: at(minute), user_id: null, address, device: 'curl/8.5.0', outcome, reason });
      await db('sign_in_events').insert([
        old(1, '203.0.113.66', 'failure', 'wrong-password'),
        old(2, '203.0.113.66', 'failure', 'wrong-password'),
        old(3, '203.0.113.66', 'refused', 'rate-limited'),
        old(4, '198.51.100.7', 'success', 'password'),
        old(5, '198.51.100.7', 'success', 'password'),
        old(59, '203.0.113.66', 'refused', 'rate-limited'),
        old(61, '203.0.113.66', 'refused', 'rate-limited'),
      ]);
      await db('login_limits').insert([
        { key: 'login_ip:203.0.113.66', points: 3, expire: Date.now() + 60_000 },
        { key: 'login_user_ip:admin@203.0.113.66', points: 3, expire: Date.now() + 60_000 },
        { key: 'login_user:admin', points: 3, expire: Date.now() + 60_000 },
      ]);
      await migrateToLatest(db);

      const rows = (await db('sign_in_events').orderBy('id').select('created_at', 'last_at', 'address', 'outcome', 'reason', 'count')).map((row) => ({
        ...row,
        created_at: fromDbDateTime(row.created_at),
        last_at: fromDbDateTime(row.last_at),
        count: Number(row.count),
      }));
      const iso = (minute: number) => new Date(Date.parse('2031-03-04T15:00:00Z') + minute * 60_000).toISOString();
      const row = (first: number, last: number, address: string, outcome: string, reason: string, count: number) => ({ created_at: iso(first), last_at: iso(last), address, outcome, reason, count });
      expect(rows).toEqual([
        row(1, 2, '203.0.113.66', 'failure', 'wrong-password', 2),
        row(3, 59, '203.0.113.66', 'refused', 'rate-limited', 2),
        row(4, 4, '198.51.100.7', 'success', 'password', 1),
        row(5, 5, '198.51.100.7', 'success', 'password', 1),
        row(61, 61, '203.0.113.66', 'refused', 'rate-limited', 1),
      ]);
      expect(await db('login_limits').pluck('key')).toEqual(['login_user:admin']);
      // The next refusal from that network in that hour adds to its row.
      await signInEventsRepository.add(db, { userId: null, address: '203.0.113.66', network: '203.0.113.66', device: 'curl/8.5.0', outcome: 'refused', reason: 'rate-limited' }, Date.parse(iso(62)));
      expect(await signInEventsRepository.list(db, Date.parse(iso(62)))).toContainEqual(expect.objectContaining({ at: iso(61), lastAt: iso(62), count: 2, reason: 'rate-limited' }));
    } finally {
      if (database.engine === 'mysql') await db.raw('DROP DATABASE IF EXISTS ??', [new URL(database.url).pathname.slice(1)]);
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
