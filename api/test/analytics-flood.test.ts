/**
 * One client flooding the analytics (docs/analytics.md, "Limits"), on both engines: the beacon and the
 * post view count share a budget per client and minute (ANALYTICS_MAX_EVENTS_PER_MINUTE), past which
 * everything is still answered as usual and nothing is stored; the limit's counters hold a keyed hash,
 * never an address; a user agent changed on every request is still one visitor and one view; a day
 * stores at most ANALYTICS_MAX_EVENTS_PER_DAY events and counts the rest as over the cap; and a contact
 * message is counted with nothing that ties it to the visitor who sent it.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { BEACON_EVENTS, addDays, dayOf, type AnalyticsOverview } from '@folio/contracts';
import { daySalt } from '../src/db/day-salt.js';
import { fromDbDateTime } from '../src/db/dates.js';
import { createDb, type DatabaseConfig } from '../src/db/knex.js';
import { migrateToLatest, migrationSource } from '../src/db/migrations/index.js';
import { tableNames } from '../src/backup/schema.js';
import { runRollups } from '../src/modules/analytics/rollup-jobs.js';
import { contactBody, formToken, rowOf, sendMessage } from './support/contact.js';
import { createTestContext, engines, freshMysqlDatabase, type AdminClient, type TestContext } from './support/test-context.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Fifty browsers as a client rotating its user agent would claim them: Chrome, Firefox and Safari, of many versions, on several systems. */
const AGENTS = Array.from({ length: 50 }, (_, n) => {
  const system = ['Windows NT 10.0; Win64; x64', 'Macintosh; Intel Mac OS X 14_5', 'X11; Linux x86_64', 'Linux; Android 14; Pixel 8'][n % 4];
  if (n % 3 === 0) return `Mozilla/5.0 (${system}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + n}.0.0.0 Safari/537.36`;
  if (n % 3 === 1) return `Mozilla/5.0 (${system}; rv:${100 + n}.0) Gecko/20100101 Firefox/${100 + n}.0`;
  return `Mozilla/5.0 (Macintosh; Intel Mac OS X 14_${n}) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${10 + (n % 8)}.1 Safari/605.1.15`;
});
const LIMIT = 120;
const HOUR_MS = 3_600_000;
type Row = Record<string, unknown>;

describe.each(engines)('one client flooding the analytics on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  let postId: number;
  let postSlug: string;

  beforeAll(async () => {
    t = await createTestContext(engine, { TRUST_PROXY: 'true', CONTACT_MAX_PER_ADDRESS_PER_HOUR: '100', CONTACT_MAX_PER_DAY: '10000' });
    admin = await t.admin();
    const [post] = (await t.client().get('/api/blog/posts?status=published').expect(200)).body as Array<{ id: number; slug: string }>;
    [postId, postSlug] = [post!.id, post!.slug];
  });
  afterAll(async () => {
    await t?.close();
  });

  const beacon = (context: TestContext, address: string, body: Row = { name: 'pageview', path: '/' }, userAgent = BROWSER) =>
    context.client().post('/api/analytics/events').set({ 'user-agent': userAgent, 'x-forwarded-for': address, 'content-type': 'text/plain;charset=UTF-8' }).send(JSON.stringify(body));
  const view = (address: string, userAgent = BROWSER, id = postId) => t.client().post(`/api/blog/posts/${id}/view`).set({ 'user-agent': userAgent, 'x-forwarded-for': address });
  const viewCount = async () => ((await t.client().get(`/api/blog/posts/slug/${postSlug}`).expect(200)).body as { viewCount: number }).viewCount;
  const lastId = async () => Number((await t.db('analytics_events').max({ id: 'id' }).first())?.id ?? 0);
  const eventsAfter = (id: number) => t.db('analytics_events').where('id', '>', id).orderBy('id') as Promise<Row[]>;
  const todayOf = async (owner: AdminClient): Promise<AnalyticsOverview> => {
    const today = dayOf(Date.now());
    return (await owner.agent.get(`/api/admin/analytics/overview?from=${today}&to=${today}`).expect(200)).body as AnalyticsOverview;
  };

  it(`answers all of 300 beacons sent at once by one client 202, stores at most ${LIMIT}, and counts another client all the same`, async () => {
    const before = await lastId();
    const answers = await Promise.all(Array.from({ length: 300 }, (_, n) => beacon(t, '198.51.100.60', { name: 'pageview', path: `/flood/${n}` }, AGENTS[n % 50])));
    expect(new Set(answers.map((answer) => `${answer.status} "${answer.text}" ${answer.headers['cache-control']}`))).toEqual(new Set(['202 "" no-store']));
    expect(await eventsAfter(before)).toHaveLength(LIMIT);
    // Its budget covers the post view too: not counted, answered as usual.
    const views = await viewCount();
    await view('198.51.100.60').expect(200, { viewCount: views });
    await beacon(t, '198.51.100.60').expect(202);
    expect(await eventsAfter(before)).toHaveLength(LIMIT);
    // Another client is counted.
    await beacon(t, '198.51.100.61').expect(202);
    expect(await eventsAfter(before)).toHaveLength(LIMIT + 1);
    await view('198.51.100.61').expect(200, { viewCount: views + 1 });
  });

  it('counts the addresses of one IPv6 /64 as one client, and the next /64 as another', async () => {
    const before = await lastId();
    await Promise.all(Array.from({ length: LIMIT }, (_, n) => beacon(t, `2001:db8:a:b::${(n + 1).toString(16)}`).expect(202)));
    expect(await eventsAfter(before)).toHaveLength(LIMIT);
    await beacon(t, '2001:db8:a:b:ffff:ffff:ffff:fffe').expect(202);
    expect(await eventsAfter(before)).toHaveLength(LIMIT);
    await beacon(t, '2001:db8:a:c::1').expect(202);
    expect(await eventsAfter(before)).toHaveLength(LIMIT + 1);
  });

  it("writes nothing of the limit's counters anywhere: no address, network or hash of one in any table", async () => {
    const { salt } = await daySalt(t.db, Date.now());
    const codeOf = (network: string) => createHmac('sha256', salt).update(network).digest('hex');
    const traces = ['198.51.100.60', '198.51.100.61', '2001:db8:a:b', '2001:db8:a:b:0:0:0:0/64', '2001:db8:a:c', codeOf('198.51.100.60'), codeOf('2001:db8:a:b:0:0:0:0/64')];
    for (const table of await tableNames(t.db, engine)) {
      const rows = JSON.stringify(await t.db(table).select('*'));
      expect({ table, found: traces.filter((trace) => rows.includes(trace)) }).toEqual({ table, found: [] });
    }
  });

  it('counts fifty user agents from one address as one visitor in the overview and one view of a post', async () => {
    const visitors = (await todayOf(admin)).totals.visitors;
    const views = await viewCount();
    for (const agent of AGENTS) {
      await beacon(t, '198.51.100.70', { name: 'pageview', path: '/blog' }, agent).expect(202);
      await view('198.51.100.70', agent).expect(200);
    }
    const overview = await todayOf(admin);
    expect(overview.totals.visitors).toBe(visitors + 1);
    expect(await viewCount()).toBe(views + 1);
  });

  it("counts a message with nothing that ties it to its sender's visits: no visitor id on it, and its time an hour's start", async () => {
    // Within a minute after an hour's start, the hour would be within a minute of the message.
    const intoHour = Date.now() % HOUR_MS;
    if (intoHour < 61_000) await sleep(61_000 - intoHour);
    const address = '198.51.100.80';
    await beacon(t, address, { name: 'pageview', path: '/?utm_source=newsletter', referrer: 'https://news.example.org/issue-1' }).expect(202);
    await beacon(t, address, { name: 'pageview', path: '/?persona=enterprise', persona: 'enterprise' }).expect(202);
    await beacon(t, address, { name: 'search', path: '/blog', detail: 'private words' }).expect(202);
    await beacon(t, address, { name: 'contact', path: '/?persona=enterprise', persona: 'enterprise' }).expect(202);
    const visitor = String(((await t.db('analytics_events').where({ name: 'search', detail: 'private words' }).first('visitor')) as Row).visitor);
    const body = contactBody({ persona: 'enterprise', page: '/?persona=enterprise', formToken: await formToken(t) });
    await sendMessage(t.client(), body, address).set('user-agent', BROWSER).expect(201);
    const sentAt = Date.parse(fromDbDateTime((await rowOf(t, String(body.email)))?.received_at)!);

    // By the visitor id: the rows that carry it are the visitor's page events, none of them the message.
    expect(((await t.db('analytics_events').where({ visitor }).select('name')) as Row[]).map((row) => row.name).sort()).toEqual(['contact', 'pageview', 'pageview', 'search']);
    expect(await t.db('analytics_events').whereNotIn('name', [...BEACON_EVENTS]).count({ n: '*' }).first()).toEqual({ n: 0 });
    const messages = (await t.db('analytics_messages').orderBy('id').select('*')) as Row[];
    const kept = messages.at(-1)!;
    expect(Object.keys(kept).sort()).toEqual(['at', 'day', 'funnel', 'id', 'path', 'persona']);
    expect(JSON.stringify(messages)).not.toContain(visitor);
    // By the time: the message's row says the hour, never within a minute of the message.
    expect(Number(kept.at)).toBe(Math.floor(sentAt / HOUR_MS) * HOUR_MS);
    for (const row of messages) expect(Math.abs(Number(row.at) - sentAt)).toBeGreaterThanOrEqual(60_000);
    // What the Overview needs of it is there: its persona, its page, and that its sender took the persona's funnel.
    expect({ ...kept, funnel: Boolean(Number(kept.funnel)) }).toMatchObject({ persona: 'enterprise', path: '/', funnel: true, day: dayOf(sentAt) });
    const overview = await todayOf(admin);
    expect(overview.personas.find((row) => row.persona === 'enterprise')?.messages).toBeGreaterThanOrEqual(1);
    expect(overview.funnels.find((row) => row.persona === 'enterprise')?.steps.at(-1)?.visitors).toBeGreaterThanOrEqual(1);
  }, 90_000);

  it("takes the visitor and the minute off the 'message' events kept before: the days not rolled up keep them as messages, the others in their rollups only", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'folio-analytics-messages-'));
    const database: DatabaseConfig = engine === 'sqlite' ? { engine, file: join(folder, 'old.sqlite') } : { engine, url: await freshMysqlDatabase(`msg${process.pid}`) };
    const db = createDb(database);
    try {
      const before = await migrationSource.getMigrations([]);
      const last = before.findIndex((migration) => migrationSource.getMigrationName(migration) === '20261129300200_analytics_messages');
      for (let step = 0; step < last; step += 1) await db.migrate.up({ migrationSource });
      const at = Date.parse('2031-03-04T15:42:17.123Z');
      const old = (visitor: string, name: string, changes: Row = {}) => ({ at, day: '2031-03-04', visitor, name, path: '/', persona: null, source: null, medium: null, campaign: null, device: 'desktop', country: null, detail: null, ...changes });
      await db('analytics_events').insert([
        old('reader', 'pageview', { at: at - 60_000, source: 'news.example.org' }),
        old('reader', 'pageview', { at: at - 50_000, persona: 'fitness' }),
        old('reader', 'contact', { at: at - 40_000, persona: 'fitness' }),
        old('reader', 'message', { persona: 'fitness' }),
        old('other', 'message', { persona: 'fitness', path: '/blog' }),
        old('earlier', 'message', { day: '2031-03-03', at: at - 86_400_000 }),
      ]);
      await db('analytics_rollups').insert({ day: '2031-03-03', rolled_at: at, events: 1 });
      await migrateToLatest(db);
      expect(await db('analytics_events').where('name', 'message').count({ n: '*' }).first()).toEqual({ n: 0 });
      expect(await db('analytics_events').count({ n: '*' }).first()).toEqual({ n: 3 });
      const moved = ((await db('analytics_messages').orderBy('path').select('at', 'day', 'persona', 'path', 'funnel')) as Row[]).map((row) => ({ ...row, at: Number(row.at), funnel: Boolean(Number(row.funnel)) }));
      const hour = Date.parse('2031-03-04T15:00:00Z');
      // The reader had seen the chooser, the persona's page and its contact section before writing.
      expect(moved).toEqual([
        { at: hour, day: '2031-03-04', persona: 'fitness', path: '/', funnel: true },
        { at: hour, day: '2031-03-04', persona: 'fitness', path: '/blog', funnel: false },
      ]);
    } finally {
      if (database.engine === 'mysql') await db.raw('DROP DATABASE IF EXISTS ??', [new URL(database.url).pathname.slice(1)]);
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  describe('with a daily cap of 5 events', () => {
    let capped: TestContext;
    let owner: AdminClient;
    beforeAll(async () => {
      capped = await createTestContext(engine, { TRUST_PROXY: 'true', ANALYTICS_MAX_EVENTS_PER_DAY: '5' });
      owner = await capped.admin();
    });
    afterAll(async () => {
      await capped?.close();
    });

    it('stores the first 5 events of the day, counts the 3 past the cap without keeping them, and the overview says so before and after the day is rolled up', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => beacon(capped, `198.51.100.${90 + n}`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 202));
      const today = dayOf(Date.now());
      expect(await capped.db('analytics_events').where('day', today).count({ n: '*' }).first().then((row) => Number(row?.n))).toBe(5);
      const counts = (await capped.db('analytics_day_counts').where('day', today).first()) as Row;
      expect([Number(counts.stored), Number(counts.over_cap)]).toEqual([5, 3]);
      const live = await todayOf(owner);
      expect([live.totals.pageviews, live.eventsOverCap]).toEqual([5, 3]);

      expect(await runRollups(capped.db, Date.parse(`${addDays(today, 1)}T00:10:00Z`))).toEqual([today]);
      const rolled = await todayOf(owner);
      expect([rolled.totals.pageviews, rolled.eventsOverCap]).toEqual([5, 3]);
    });
  });
});
