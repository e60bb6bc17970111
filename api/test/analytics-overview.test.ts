/**
 * The owner's analytics (modules/analytics/analytics-admin.router.ts) on both engines: the overview
 * answers the same from raw events as from rolled-up days, and what a naive count says; its series,
 * intervals, funnels, posts and refusals; deleting everything; the settings; the weekly digest.
 */
import { FILTER_MESSAGES, FUNNEL_STEPS, MAX_RANGE_DAYS, NO_COUNTS, RANGE_MESSAGES, VISIT_GAP_MS, addDays, dayOf, type AnalyticsOverview } from '@folio/contracts';
import { lastWeekOf, runDigest } from '../src/modules/analytics/digest.service.js';
import { runRollups } from '../src/modules/analytics/rollup-jobs.js';
import { analyticsSettingsService } from '../src/modules/analytics/settings.service.js';
import { createDb } from '../src/db/knex.js';
import { daysFrom, event, generateEvents, insertEvents, seeded, type TestEvent } from './support/analytics-events.js';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.js';
import { createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';
import { postsService } from '../src/modules/blog/index.js';

const CSRF = 'x-csrf-token';
const TABLES = ['analytics_events', 'analytics_messages', 'analytics_day_counts', 'analytics_daily', 'analytics_monthly', 'analytics_segments', 'analytics_rollups'];
/** Who visited: the senders of pages' events (a message is kept without its sender, so it adds none). */
const distinct = (events: TestEvent[]) => new Set(events.filter((e) => e.name !== 'message').map((e) => e.visitor)).size;
/** A range's visitors: each day's distinct visitors, added up (a visitor id is a day's). */
const visitorsOf = (events: TestEvent[], from: string, to: string) => daysFrom(from, 1000).filter((day) => day <= to).reduce((sum, day) => sum + distinct(events.filter((e) => e.day === day)), 0);

/** Each visitor's visits of each day (their page views' times), the slow way: a new one at a gap of 30 minutes or more. */
function visitsOf(events: TestEvent[]): number[][] {
  const visits: number[][] = [];
  for (const key of new Set(events.map((e) => `${e.day}|${e.visitor}`))) {
    const times = events.filter((e) => `${e.day}|${e.visitor}` === key && e.name === 'pageview').map((e) => e.at).sort((a, b) => a - b);
    times.forEach((at, i) => (i === 0 || at - times[i - 1]! >= VISIT_GAP_MS ? visits.push([at]) : visits.at(-1)!.push(at)));
  }
  return visits;
}

describe.each(engines)('the owner’s analytics on %s', (engine) => {
  let t: TestContext;
  let admin: AdminClient;
  let sink: SmtpSink;
  let posts: { id: number; slug: string; title: string }[];
  const overview = async (from: string, to: string, filter = ''): Promise<AnalyticsOverview> => {
    const answer = await admin.agent.get(`/api/admin/analytics/overview?from=${from}&to=${to}${filter}`);
    expect([from, to, filter, answer.status]).toEqual([from, to, filter, 200]);
    return answer.body as AnalyticsOverview;
  };
  const count = async (table: string) => Number((await t.db(table).count({ n: '*' }).first())?.n);

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestContext(engine, { SMTP_URL: sink.url, CONTACT_FROM: 'site@example.com', CONTACT_NOTIFY_TO: 'owner@example.com' });
    admin = await t.admin();
    posts = (await t.db('blog_posts').orderBy('id').limit(3).select('id', 'slug', 'title')).map((post) => ({ ...post, id: Number(post.id) }));
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  beforeEach(async () => {
    for (const table of [...TABLES, 'analytics_digests']) await t.db(table).delete();
    await t.db('analytics_settings').delete();
    sink.received.length = 0;
  });

  it('answers the same from raw events as from rolled-up days, and what a naive count says', async () => {
    const now = Date.now();
    const today = dayOf(now);
    const paths = ['/enterprise', '/fitness', '/contact', ...posts.map((post) => `/blog/${post.slug}`), '/blog/no-such-post'];
    const events = generateEvents(seeded(2026), daysFrom(addDays(today, -59), 60), { perDay: 60, visitors: 15, paths, until: now - 1000 });
    await insertEvents(t.db, events);
    const ranges = [
      [addDays(today, -29), today],
      [addDays(today, -364), today],
    ] as const;
    const fromRaw = await Promise.all(ranges.map(([from, to]) => overview(from, to)));
    await runRollups(t.db, now);
    expect(await t.db('analytics_rollups').where('day', today).first()).toBeUndefined();
    expect(await count('analytics_rollups')).toBeGreaterThanOrEqual(58);
    const fromRollups = await Promise.all(ranges.map(([from, to]) => overview(from, to)));
    expect(fromRollups).toEqual(fromRaw);

    const [month, year] = fromRollups as [AnalyticsOverview, AnalyticsOverview];
    const inRange = events.filter((e) => e.day >= addDays(today, -29));
    expect(month.totals).toMatchObject({
      visitors: visitorsOf(events, addDays(today, -29), today),
      visits: visitsOf(inRange).length,
      pageviews: inRange.filter((e) => e.name === 'pageview').length,
      bounces: visitsOf(inRange).filter((visit) => visit.length === 1).length,
      messages: inRange.filter((e) => e.name === 'message').length,
    });
    expect(month.series.reduce((sum, point) => sum + point.duration, 0)).toBe(month.totals.duration);
    expect(month.previousTotals.visitors).toBe(visitorsOf(events, addDays(today, -59), addDays(today, -30)));
    expect(month.series.map((point) => point.visitors)).toEqual(daysFrom(addDays(today, -29), 30).map((day) => distinct(events.filter((e) => e.day === day))));
    expect(month.interval).toBe('day');
    expect(year.interval).toBe('month');
    expect(year.totals.visitors).toBe(visitorsOf(events, addDays(today, -59), today));
    expect(year.series.reduce((sum, point) => sum + point.pageviews, 0)).toBe(year.totals.pageviews);
    expect(year.events.find((row) => row.name === 'pageview')?.count).toBe(events.filter((e) => e.name === 'pageview').length);
    expect(month.live).toBe(distinct(events.filter((e) => e.at >= now - 5 * 60_000)));
    // Posts: paths of posts that exist, with their ids; a path of no post is a page, not a post.
    expect(month.posts.map((post) => post.id).sort()).toEqual(posts.map((post) => post.id).sort());
    expect(month.posts.find((post) => post.id === posts[0]!.id)).toMatchObject({ value: `/blog/${posts[0]!.slug}`, title: posts[0]!.title });
    expect(month.pages.map((page) => page.value)).toContain('/blog/no-such-post');
  });

  it('ranks the top 20 exactly when today lifts a value from far below it (past the values read for a top)', async () => {
    const now = Date.now();
    const today = dayOf(now);
    const yesterday = addDays(today, -1);
    const at = now - 60_000;
    // Yesterday, rolled up: /p1 … /p130, /pN viewed by N visitors. Today, from raw events: /p7 by 200 more, /new by 3.
    const past = Array.from({ length: 130 }, (_, i) => Array.from({ length: i + 1 }, (_, v) => event(yesterday, `v${v}`, 'pageview', { path: `/p${i + 1}` }))).flat();
    const recent = [...Array.from({ length: 200 }, (_, v) => event(today, `t${v}`, 'pageview', { path: '/p7', at })), ...['a', 'b', 'c'].map((v) => event(today, v, 'pageview', { path: '/new', at }))];
    await insertEvents(t.db, [...past, ...recent]);
    await runRollups(t.db, now);
    const { pages } = await overview(yesterday, today);
    const expected = [{ value: '/p7', visitors: 207, pageviews: 207 }, ...Array.from({ length: 19 }, (_, i) => ({ value: `/p${130 - i}`, visitors: 130 - i, pageviews: 130 - i }))];
    expect(pages.map(({ value, visitors, pageviews }) => ({ value, visitors, pageviews }))).toEqual(expected);
  });

  it('compares with the range before and gives every point of the series, zeros included', async () => {
    await insertEvents(t.db, [
      event('2024-03-03', 'a', 'pageview'),
      event('2024-03-03', 'a', 'pageview', { path: '/fitness', persona: 'fitness' }),
      event('2024-03-03', 'b', 'pageview'),
      event('2024-03-05', 'a', 'message', { persona: 'fitness' }),
      event('2024-02-27', 'c', 'pageview'),
    ]);
    await runRollups(t.db, Date.parse('2024-03-04T12:00:00Z'));
    const answer = await overview('2024-03-01', '2024-03-07');
    expect(answer.range).toEqual({ from: '2024-03-01', to: '2024-03-07' });
    expect(answer.previous).toEqual({ from: '2024-02-23', to: '2024-02-29' });
    // 'a' of 03-03 viewed two pages at once (one visit), 'b' one (a bounce).
    expect(answer.totals).toEqual({ visitors: 2, visits: 2, pageviews: 3, bounces: 1, duration: 0, messages: 1 });
    expect(answer.previousTotals).toEqual({ visitors: 1, visits: 1, pageviews: 1, bounces: 1, duration: 0, messages: 0 });
    expect(answer.series.map((point) => [point.date, point.visitors, point.pageviews, point.messages])).toEqual([
      ['2024-03-01', 0, 0, 0],
      ['2024-03-02', 0, 0, 0],
      ['2024-03-03', 2, 3, 0],
      ['2024-03-04', 0, 0, 0],
      ['2024-03-05', 0, 0, 1],
      ['2024-03-06', 0, 0, 0],
      ['2024-03-07', 0, 0, 0],
    ]);
    expect(answer.previousSeries.map((point) => point.date)).toEqual(daysFrom('2024-02-23', 7));
    expect(answer.previousSeries.find((point) => point.date === '2024-02-27')?.visitors).toBe(1);
    // 'a' of 03-05 sent a message but viewed no page that day: no visitor (a message is kept without its sender), no visit, no source.
    expect(answer.sources).toEqual([{ value: '(direct)', visitors: 2, pageviews: 3, visits: 2, bounces: 1, duration: 0 }]);
    expect(answer.entryPages.map((row) => [row.value, row.visits])).toEqual([['/', 2]]);
    expect(answer.exitPages.map((row) => [row.value, row.visits]).sort()).toEqual([['/', 1], ['/fitness', 1]]);
    // No zero rows: the devices and events nobody used are left out.
    expect(answer.devices.map((row) => row.value)).toEqual(['desktop']);
    expect(answer.events.map((row) => row.name)).toEqual(['pageview', 'message']);
    expect(answer.countries).toEqual([{ value: '(unknown)', visitors: 2, pageviews: 3, visits: 2, bounces: 1, duration: 0 }]);
  });

  it('answers per month past 92 days, every month present', async () => {
    await insertEvents(t.db, [event('2024-02-03', 'a', 'pageview'), event('2024-02-04', 'a', 'pageview'), event('2023-12-01', 'b', 'pageview')]);
    await runRollups(t.db, Date.parse('2024-02-04T12:00:00Z'));
    const answer = await overview('2024-01-15', '2024-06-10');
    expect(answer.interval).toBe('month');
    expect(answer.series.map((point) => [point.date, point.visitors])).toEqual([
      ['2024-01', 0],
      ['2024-02', 2],
      ['2024-03', 0],
      ['2024-04', 0],
      ['2024-05', 0],
      ['2024-06', 0],
    ]);
    expect(answer.previous).toEqual({ from: '2023-08-20', to: '2024-01-14' });
    expect(answer.previousSeries.map((point) => point.date)).toEqual(['2023-08', '2023-09', '2023-10', '2023-11', '2023-12', '2024-01']);
    expect(answer.previousTotals.visitors).toBe(1);
    expect((await overview('2024-01-01', '2024-04-01')).interval).toBe('day');
  });

  it("counts each persona's funnel, visitors, times chosen and messages", async () => {
    const day = '2024-04-02';
    const events = [
      ...['a', 'b', 'c'].map((v) => event(day, v, 'pageview', { path: '/' })),
      ...['a', 'b'].map((v) => event(day, v, 'pageview', { path: '/business', persona: 'business' })),
      ...['a', 'b'].map((v) => event(day, v, 'persona', { detail: 'business' })),
      event(day, 'c', 'persona', { detail: 'fitness' }),
      event(day, 'a', 'contact', { persona: 'business' }),
      event(day, 'a', 'message', { persona: 'business' }),
    ];
    await insertEvents(t.db, [...events, ...events.map((e) => ({ ...e, day: '2024-04-03', at: e.at + 86_400_000 }))]);
    // One day rolled up, the other computed: both count.
    await runRollups(t.db, Date.parse('2024-04-03T12:00:00Z'));
    const answer = await overview('2024-04-02', '2024-04-03');
    // The funnel starts at the persona's own pages (2 visitors a day), not at the chooser (3).
    expect(answer.funnels.find((row) => row.persona === 'business')?.steps).toEqual(FUNNEL_STEPS.map((step, i) => ({ step, visitors: [4, 2, 2][i] })));
    // Nobody came to the other personas' pages: no funnel, and no row for a persona with nothing.
    expect(answer.funnels.map((row) => row.persona)).toEqual(['business']);
    expect(answer.personas).toEqual([
      { persona: 'business', visitors: 4, pageviews: 4, chosen: 4, messages: 2 },
      { persona: 'fitness', visitors: 0, pageviews: 0, chosen: 2, messages: 0 },
    ]);
    expect(answer.events.slice(0, 2)).toEqual([
      { name: 'pageview', count: 10, visitors: 6 },
      { name: 'persona', count: 6, visitors: 6 },
    ]);
  });

  it('narrows every figure to the visits of a filter, the same from raw events as from rolled-up days, and refuses two filters or a bad value', async () => {
    const now = Date.now();
    const today = dayOf(now);
    const from = addDays(today, -9);
    const events = generateEvents(seeded(37), daysFrom(from, 10), { perDay: 80, visitors: 12, paths: ['/enterprise', '/fitness', '/contact'], until: now - 1000 });
    await insertEvents(t.db, events);
    const filters = ['&source=google.com', '&persona=fitness', '&page=%2Ffitness', '&device=mobile', '&country=(unknown)'];
    const fromRaw = await Promise.all(filters.map((filter) => overview(from, today, filter)));
    await runRollups(t.db, now);
    const fromRollups = await Promise.all(filters.map((filter) => overview(from, today, filter)));
    expect(fromRollups).toEqual(fromRaw);

    const [google, fitness] = fromRollups as [AnalyticsOverview, AnalyticsOverview];
    expect(google.filter).toEqual({ dimension: 'source', value: 'google.com' });
    // Every source of the filtered visits is the filter's: they came from it.
    expect(google.sources.map((row) => row.value)).toEqual(['google.com']);
    const unfiltered = await overview(from, today);
    const row = unfiltered.sources.find((source) => source.value === 'google.com')!;
    expect(google.totals).toMatchObject({ visitors: row.visitors, visits: row.visits, pageviews: row.pageviews, bounces: row.bounces, duration: row.duration, messages: 0 });
    expect(google.totals.visitors).toBeLessThan(unfiltered.totals.visitors);
    // A message is kept without its sender: a source cannot tell whose they are; a persona can.
    expect([google.messagesKnown, fitness.messagesKnown, unfiltered.messagesKnown]).toEqual([false, true, true]);
    expect(fitness.totals.messages).toBe(events.filter((e) => e.name === 'message' && e.persona === 'fitness').length);
    // Every page view of the persona is in a visit that showed it.
    const { pageviews, messages } = unfiltered.personas.find((persona) => persona.persona === 'fitness')!;
    expect(fitness.personas.find((persona) => persona.persona === 'fitness')).toMatchObject({ pageviews, messages });
    expect(fitness.totals.visits).toBeLessThan(unfiltered.totals.visits);

    const refused = async (query: string) => (await admin.agent.get(`/api/admin/analytics/overview?from=${from}&to=${today}${query}`)).body;
    expect(await refused('&source=a&page=%2F')).toEqual({ message: FILTER_MESSAGES.one, fields: { source: FILTER_MESSAGES.one, page: FILTER_MESSAGES.one } });
    expect(await refused('&page=blog')).toEqual({ message: FILTER_MESSAGES.page, fields: { page: FILTER_MESSAGES.page } });
    expect(await refused('&device=phone')).toEqual({ message: FILTER_MESSAGES.device, fields: { device: FILTER_MESSAGES.device } });
    expect(await refused('&persona=a&persona=b')).toEqual({ message: FILTER_MESSAGES.value, fields: { persona: FILTER_MESSAGES.value } });
    expect(await refused(`&source=${'x'.repeat(256)}`)).toEqual({ message: FILTER_MESSAGES.value, fields: { source: FILTER_MESSAGES.value } });
  });

  it('refuses a bad range with the message that says why, and answers only the signed-in owner', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['?from=2024-01-01', RANGE_MESSAGES.day, { to: RANGE_MESSAGES.day }],
      ['?from=1.1.2024&to=', RANGE_MESSAGES.day, { from: RANGE_MESSAGES.day, to: RANGE_MESSAGES.day }],
      ['?from=2024-02-30&to=2024-03-01', RANGE_MESSAGES.day, { from: RANGE_MESSAGES.day }],
      ['?from=2024-01-01&to=2024-01-01&to=2024-01-02', RANGE_MESSAGES.day, { to: RANGE_MESSAGES.day }],
      ['?from=2024-03-02&to=2024-03-01', RANGE_MESSAGES.order, { from: RANGE_MESSAGES.order }],
      [`?from=2024-01-01&to=${addDays('2024-01-01', MAX_RANGE_DAYS)}`, RANGE_MESSAGES.tooLong, { to: RANGE_MESSAGES.tooLong }],
    ];
    for (const [query, message, fields] of cases) {
      const answer = await admin.agent.get(`/api/admin/analytics/overview${query}`);
      expect({ query, status: answer.status, body: answer.body }).toEqual({ query, status: 400, body: { message, fields } });
    }
    expect((await admin.agent.get(`/api/admin/analytics/overview?from=2024-01-01&to=${addDays('2024-01-01', MAX_RANGE_DAYS - 1)}`)).status).toBe(200);
    // Neither day: the last 30 days, today included.
    const today = dayOf(Date.now());
    expect((await admin.agent.get('/api/admin/analytics/overview')).body.range).toEqual({ from: addDays(today, -29), to: today });
    const visitor = t.client();
    for (const [method, path] of [
      ['get', '/api/admin/analytics/overview?from=2024-01-01&to=2024-01-02'],
      ['get', '/api/admin/analytics/settings'],
      ['put', '/api/admin/analytics/settings'],
      ['delete', '/api/admin/analytics'],
    ] as const) {
      expect([method, path, (await visitor[method](path)).status]).toEqual([method, path, 401]);
    }
  });

  it('deletes every event, rolled-up day and marker at once, only with the CSRF header', async () => {
    await insertEvents(t.db, generateEvents(seeded(5), daysFrom('2024-05-01', 3), { perDay: 20, visitors: 5, paths: ['/a'] }));
    await runRollups(t.db, Date.parse('2024-05-03T12:00:00Z'));
    await analyticsSettingsService.save(t.db, t.config, { weeklyDigest: true });
    expect((await admin.agent.delete('/api/admin/analytics')).status).toBe(403);
    expect(await count('analytics_daily')).toBeGreaterThan(0);
    expect((await admin.agent.delete('/api/admin/analytics').set(CSRF, admin.csrf)).status).toBe(204);
    for (const table of TABLES) expect([table, await count(table)]).toEqual([table, 0]);
    expect((await overview('2024-05-01', '2024-05-03')).totals).toEqual(NO_COUNTS);
    expect((await overview('2024-05-01', '2024-05-03', '&device=desktop')).totals).toEqual(NO_COUNTS);
    expect((await admin.agent.get('/api/admin/analytics/settings')).body).toEqual({ weeklyDigest: true, emailConfigured: true });
  });

  it('keeps the weekly digest setting, written with the CSRF header only', async () => {
    expect((await admin.agent.get('/api/admin/analytics/settings')).body).toEqual({ weeklyDigest: false, emailConfigured: true });
    expect((await admin.agent.put('/api/admin/analytics/settings').send({ weeklyDigest: true })).status).toBe(403);
    const saved = await admin.agent.put('/api/admin/analytics/settings').set(CSRF, admin.csrf).send({ weeklyDigest: true });
    expect([saved.status, saved.body]).toEqual([200, { weeklyDigest: true, emailConfigured: true }]);
    expect((await admin.agent.get('/api/admin/analytics/settings')).body).toEqual({ weeklyDigest: true, emailConfigured: true });
    const refused = await admin.agent.put('/api/admin/analytics/settings').set(CSRF, admin.csrf).send({ weeklyDigest: 'yes' });
    expect([refused.status, Object.keys(refused.body.fields)]).toEqual([400, ['weeklyDigest']]);
    expect(await analyticsSettingsService.get(t.db, { contact: { ...t.config.contact, mail: null } })).toEqual({ weeklyDigest: true, emailConfigured: false });
  });

  it('emails the digest once per week with last week’s figures against the week before, and none when off', async () => {
    const now = Date.parse('2024-05-15T09:00:00Z');
    expect(lastWeekOf(now)).toEqual({ from: '2024-05-06', to: '2024-05-12' });
    const [first, second] = posts as [(typeof posts)[number], (typeof posts)[number]];
    await t.db('blog_posts').where('id', first.id).update({ title: 'Tags <b> & "quotes"' });
    const view = (day: string, visitor: string, slug: string) => event(day, visitor, 'pageview', { path: `/blog/${slug}` });
    await insertEvents(t.db, [
      ...['a', 'b', 'c'].map((v) => view('2024-05-07', v, first.slug)),
      view('2024-05-08', 'a', second.slug),
      ...['a', 'b'].map((v) => event('2024-05-09', v, 'message', { persona: 'enterprise' })),
      ...['x', 'y'].map((v) => view('2024-05-01', v, first.slug)),
      event('2024-05-02', 'x', 'message', { persona: 'fitness' }),
    ]);
    await runRollups(t.db, now);
    const config = t.config;
    expect(await runDigest(t.db, postsService.atPaths, config, now)).toBe('off');
    await analyticsSettingsService.save(t.db, config, { weeklyDigest: true });
    expect(await runDigest(t.db, postsService.atPaths, { ...config, contact: { ...config.contact, mail: null } }, now)).toBe('no-email');
    expect(sink.received).toHaveLength(0);

    const other = engine === 'mysql' ? createDb(config.database) : t.db;
    try {
      const outcomes = await Promise.all([runDigest(t.db, postsService.atPaths, config, now), runDigest(other, postsService.atPaths, config, now)]);
      expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
    } finally {
      if (other !== t.db) await other.destroy();
    }
    expect(await runDigest(t.db, postsService.atPaths, config, now + 3 * 86_400_000)).toBe('sent-already');
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.rcptTo).toEqual(['owner@example.com']);
    const text = mail.parsed.text ?? '';
    expect(text).toContain('2024-05-06 to 2024-05-12');
    // Visitors of a day, added up over the week: 3 + 1, and 2 (the messages' senders are no visitors: a message is kept without them).
    expect(text).toContain('Visitors:   4 (week before: 2, +100%)');
    expect(text).toContain('Page views: 4 (week before: 2, +100%)');
    expect(text).toContain(`1. Tags <b> & "quotes": 3 visitors (week before: 2)`);
    expect(text).toContain(`2. ${second.title}: 1 visitor (week before: 0)`);
    expect(text).toContain('Enterprise Tech: 2 (week before: 0, new)');
    expect(text).toContain('Fitness Coach: 0 (week before: 1, −100%)');
    const html = String(mail.parsed.html);
    expect(html).toContain('Tags &lt;b&gt; &amp; &quot;quotes&quot;');
    expect(html).not.toContain('<b>');

    // The next week: one more.
    expect(await runDigest(t.db, postsService.atPaths, config, now + 7 * 86_400_000)).toBe('sent');
    expect(sink.received).toHaveLength(2);
    expect(sink.received[1]!.parsed.text).toContain('2024-05-13 to 2024-05-19');
  });
});
