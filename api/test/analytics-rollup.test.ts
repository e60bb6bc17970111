/**
 * The analytics' rollup (modules/analytics/rollup*.ts): the pure rollup of a day against a naive
 * count of the same events, its rules for entries and funnels, and the job on both engines: finished
 * days rolled up once (also by two processes at once), page by page, and raw events deleted only
 * past their keeping and only for days rolled up.
 */
import { FUNNEL_STEPS, TAG_TYPES, VISIT_GAP_MS, addDays } from '@folio/contracts';
import pino from 'pino';
import type { DailyRow, StoredEvent } from '../src/modules/analytics/analytics.types.js';
import { withDayFigures } from '../src/modules/analytics/day-figures.js';
import { DayRollup, rollupDay } from '../src/modules/analytics/rollup.js';
import { keptForFilters } from '../src/modules/analytics/segment-rollup.js';
import { runRetention, runRollups, startAnalyticsJobs } from '../src/modules/analytics/rollup-jobs.js';
import { rollupRepository } from '../src/modules/analytics/rollup.repository.js';
import { spanOf } from '../src/modules/analytics/overview.repository.js';
import { createDb } from '../src/db/knex.js';
import { asStored, dayRows, daysFrom, event, generateEvents, insertEvents, seeded, startOf, type TestEvent } from './support/analytics-events.js';
import { createTestContext, engines, type TestContext } from './support/test-context.js';
import { postsService } from '../src/modules/blog/index.js';

const PATHS = ['/enterprise', '/business', '/fitness', '/blog/one', '/blog/two', '/contact'];
const keyOf = (row: Pick<DailyRow, 'dimension' | 'value' | 'persona'>) => `${row.dimension}|${row.value}|${row.persona}`;
const asMap = (rows: DailyRow[]) => new Map(rows.map((row) => [keyOf(row), row]));
const distinct = (events: TestEvent[]) => new Set(events.map((e) => e.visitor)).size;
const NO_VISITS = { visits: 0, bounces: 0, duration: 0 };
/** A stored row with its figures as numbers (MySQL answers a BIGINT as a string). */
const numbers = <R extends DailyRow>(row: R): R => ({ ...row, ...Object.fromEntries(['visitors', 'pageviews', 'events', 'messages', 'visits', 'bounces', 'duration'].map((figure) => [figure, Number(row[figure as keyof DailyRow])])) });
type Figures = Omit<DailyRow, 'day' | 'dimension' | 'value' | 'persona'>;
/** A row's figures: its page events' distinct visitors, page views and events, and its messages (which count as events, never as visitors). */
const figures = (pages: TestEvent[], messages: TestEvent[] = [], visits = NO_VISITS): Figures => ({
  visitors: distinct(pages),
  pageviews: pages.filter((e) => e.name === 'pageview').length,
  events: pages.length + messages.length,
  messages: messages.length,
  ...visits,
});

type NaiveVisit = { visitor: string; views: TestEvent[]; events: TestEvent[] };
/**
 * Each visitor's visits, the slow way: page views in time (at one millisecond, one with a source
 * first, then by path), a new visit at a gap of 30 minutes or more; another event joins the last
 * visit begun by its time (or the first).
 */
function naiveVisits(events: TestEvent[]): NaiveVisit[] {
  const visits: NaiveVisit[] = [];
  for (const visitor of new Set(events.map((e) => e.visitor))) {
    const own = events.filter((e) => e.visitor === visitor);
    const views = own.filter((e) => e.name === 'pageview').sort((a, b) => a.at - b.at || Number(Boolean(b.source)) - Number(Boolean(a.source)) || a.path.localeCompare(b.path) || (a.source ?? '').localeCompare(b.source ?? '') || (a.campaign ?? '').localeCompare(b.campaign ?? ''));
    const mine: NaiveVisit[] = [];
    views.forEach((view, index) => {
      if (index === 0 || view.at - views[index - 1]!.at >= VISIT_GAP_MS) mine.push({ visitor, views: [view], events: [view] });
      else {
        mine.at(-1)!.views.push(view);
        mine.at(-1)!.events.push(view);
      }
    });
    for (const other of own.filter((e) => e.name !== 'pageview')) {
      if (mine.length === 0) continue;
      const begun = mine.filter((visit) => visit.views[0]!.at <= other.at);
      (begun.at(-1) ?? mine[0]!).events.push(other);
    }
    visits.push(...mine);
  }
  return visits;
}
const visitFigures = (visits: NaiveVisit[]) => ({
  visits: visits.length,
  bounces: visits.filter((visit) => visit.views.length === 1).length,
  duration: visits.reduce((sum, visit) => sum + Math.round((visit.views.at(-1)!.at - visit.views[0]!.at) / 1000), 0),
});
/** The figures of rows that are visits' alone (sources, campaigns, entry and exit pages). */
const ofVisits = (visits: NaiveVisit[]): Figures => ({
  ...figures(visits.flatMap((visit) => visit.events)),
  ...visitFigures(visits),
});

/**
 * The rules of rollup.ts and day-figures.ts counted the slow way, one filter per row, from what the
 * visitors did: a message is known here by its sender, as the stored rows no longer know it.
 */
function naive(day: string, all: TestEvent[]): Map<string, Figures> {
  const rows = new Map<string, Figures>();
  const events = all.filter((e) => e.name !== 'message');
  const messages = all.filter((e) => e.name === 'message');
  const visits = naiveVisits(events);
  const put = (dimension: string, value: string, persona: string, pages: TestEvent[], sent: TestEvent[] = [], of: NaiveVisit[] = []) => {
    if (pages.length + sent.length > 0) rows.set(`${dimension}|${value}|${persona}`, figures(pages, sent, visitFigures(of)));
  };
  const values = (pick: (e: TestEvent) => string | null, from = events) => [...new Set(from.map(pick))].filter((v): v is string => v !== null);
  const entryOf = (visit: NaiveVisit) => visit.views[0]!;
  put('total', '', '', events, messages, visits);
  for (const path of values((e) => e.path, all)) put('path', path, '', events.filter((e) => e.path === path), messages.filter((e) => e.path === path));
  for (const device of values((e) => e.device)) put('device', device, '', events.filter((e) => e.device === device), [], visits.filter((visit) => entryOf(visit).device === device));
  const countryOf = (e: TestEvent) => e.country ?? '(unknown)';
  for (const country of values(countryOf)) put('country', country, '', events.filter((e) => countryOf(e) === country), [], visits.filter((visit) => countryOf(entryOf(visit)) === country));
  for (const persona of TAG_TYPES) {
    const shown = visits.filter((visit) => visit.events.some((e) => e.persona === persona));
    put('persona', persona, '', events.filter((e) => e.persona === persona), messages.filter((e) => e.persona === persona), shown);
  }
  for (const name of values((e) => e.name)) {
    put('event', name, '', events.filter((e) => e.name === name));
    for (const persona of TAG_TYPES) put('event', name, persona, events.filter((e) => e.name === name && (name === 'persona' ? e.detail === persona : e.persona === persona)));
  }
  // A message's event row counts each message as one sender.
  const sent = (from: TestEvent[]) => ({ visitors: from.length, pageviews: 0, events: from.length, messages: from.length, ...NO_VISITS });
  if (messages.length > 0) rows.set('event|message|', sent(messages));
  for (const persona of TAG_TYPES) if (messages.some((e) => e.persona === persona)) rows.set(`event|message|${persona}`, sent(messages.filter((e) => e.persona === persona)));
  const byValue = (dimension: string, pick: (visit: NaiveVisit) => string | null) => {
    for (const value of new Set(visits.map(pick))) if (value !== null) rows.set(`${dimension}|${value}|`, ofVisits(visits.filter((visit) => pick(visit) === value)));
  };
  byValue('source', (visit) => visit.views.find((view) => view.source)?.source ?? '(direct)');
  byValue('campaign', (visit) => visit.views.find((view) => view.campaign)?.campaign ?? null);
  byValue('entry', (visit) => visit.views[0]!.path);
  byValue('exit', (visit) => visit.views.at(-1)!.path);
  const who = (test: (e: TestEvent) => boolean) => new Set(events.filter(test).map((e) => e.visitor));
  for (const persona of TAG_TYPES) {
    const steps = [who((e) => e.name === 'pageview' && e.persona === persona), who((e) => e.name === 'contact' && e.persona === persona)];
    let reached = steps[0]!;
    FUNNEL_STEPS.slice(0, 2).forEach((step, index) => {
      reached = new Set([...reached].filter((visitor) => steps[index]!.has(visitor)));
      if (reached.size > 0) rows.set(`funnel|${step}|${persona}`, { visitors: reached.size, pageviews: 0, events: 0, messages: 0, ...NO_VISITS });
    });
    // The last step: messages through the persona whose sender had taken every step before it by then, at most the visitors of the step before.
    const tookTheSteps = (message: TestEvent) =>
      [(e: TestEvent) => e.name === 'pageview' && e.persona === persona, (e: TestEvent) => e.name === 'contact' && e.persona === persona].every((step) =>
        events.some((e) => e.visitor === message.visitor && e.at <= message.at && step(e)),
      );
    const completed = Math.min(messages.filter((e) => e.persona === persona && tookTheSteps(e)).length, reached.size);
    if (completed > 0) rows.set(`funnel|message|${persona}`, { visitors: completed, pageviews: 0, events: 0, messages: 0, ...NO_VISITS });
  }
  void day;
  return rows;
}

describe('rollupDay', () => {
  it('counts every row as a naive count of the same events does, over 200 generated days', () => {
    const random = seeded(20261127);
    for (const day of daysFrom('2031-01-01', 200)) {
      const events = generateEvents(random, [day], { perDay: 1 + Math.floor(random() * 120), visitors: 1 + Math.floor(random() * 25), paths: PATHS });
      const rows = dayRows(day, events);
      const expected = naive(day, events);
      const got = new Map([...asMap(rows)].map(([key, { day: _day, dimension: _dimension, value: _value, persona: _persona, ...counted }]) => [key, counted]));
      expect({ day, rows: got }).toEqual({ day, rows: expected });
      expect(rows.every((row) => row.day === day)).toBe(true);
    }
  });

  it('gives the same rows whatever the order of the events and however they are split into pages', () => {
    const random = seeded(7);
    const all = generateEvents(random, ['2031-02-02'], { perDay: 400, visitors: 40, paths: PATHS });
    const { events } = asStored(all);
    const shuffled = [...events].sort(() => random() - 0.5);
    const paged = new DayRollup('2031-02-02');
    for (let start = 0; start < shuffled.length; start += 37) shuffled.slice(start, start + 37).forEach((e) => paged.add(e));
    expect(rollupDay('2031-02-02', shuffled)).toEqual(rollupDay('2031-02-02', events));
    expect(paged.rows()).toEqual(rollupDay('2031-02-02', events));
    expect(paged.count).toBe(events.length);
    expect(dayRows('2031-02-02', [...all].sort(() => random() - 0.5))).toEqual(dayRows('2031-02-02', all));
  });

  it("counts a visit for the first source among its page views, '(direct)' for none, and no message for a source: a message is kept without its sender", () => {
    const day = '2031-02-03';
    const at = startOf(day);
    const rows = asMap(
      dayRows(day, [
        event(day, 'a', 'pageview', { at: at + 1000, path: '/' }),
        event(day, 'a', 'pageview', { at: at + 5000, path: '/enterprise', source: 'google.com' }),
        event(day, 'a', 'message', { at: at + 6000, persona: 'enterprise' }),
        // Two hours later: a visit of its own, direct, of one page.
        event(day, 'a', 'pageview', { at: at + 2 * 3_600_000, path: '/blog/one' }),
        event(day, 'b', 'pageview', { at: at + 2000, source: 'google.com', campaign: 'launch' }),
        event(day, 'b', 'pageview', { at: at + 3000, path: '/fitness' }),
        // The same millisecond: the page view with a source is the entry.
        event(day, 'c', 'pageview', { at: at + 4000 }),
        event(day, 'c', 'pageview', { at: at + 4000, source: 'linkedin.com' }),
        // No page view: no visit.
        event(day, 'd', 'contact', { at: at + 1000 }),
      ]),
    );
    const visits = (visits: number, bounces: number, duration: number) => ({ visits, bounces, duration });
    expect(rows.get('source|(direct)|')).toMatchObject({ visitors: 1, pageviews: 1, messages: 0, ...visits(1, 1, 0) });
    expect(rows.get('source|google.com|')).toMatchObject({ visitors: 2, pageviews: 4, messages: 0, ...visits(2, 0, 5) });
    expect(rows.get('source|linkedin.com|')).toMatchObject({ visitors: 1, pageviews: 2, messages: 0, ...visits(1, 0, 0) });
    expect(rows.get('campaign|launch|')).toMatchObject({ visitors: 1, pageviews: 2, messages: 0, ...visits(1, 0, 1) });
    expect(rows.get('entry|/|')).toMatchObject({ visitors: 3, ...visits(3, 0, 5) });
    expect(rows.get('entry|/blog/one|')).toMatchObject({ visitors: 1, ...visits(1, 1, 0) });
    expect([...rows.keys()].filter((key) => key.startsWith('exit|')).sort()).toEqual(['exit|/blog/one|', 'exit|/enterprise|', 'exit|/fitness|', 'exit|/|']);
    // The message has no country (nor device): only the page events are there.
    expect(rows.get('country|(unknown)|')).toMatchObject({ visitors: 4, events: 8, visits: 4 });
    expect(rows.get('total||')).toMatchObject({ day, visitors: 4, pageviews: 7, events: 9, messages: 1, ...visits(4, 1, 5) });
    expect(rows.get('persona|enterprise|')).toMatchObject({ visitors: 0, events: 1, messages: 1, visits: 0 });
    expect(rows.get('event|message|')).toMatchObject({ visitors: 1, events: 1, messages: 1 });
  });

  it('splits a visitor’s day into visits at 30 minutes without a page view: bounce, duration, entry and exit of each', () => {
    const day = '2031-02-05';
    const at = startOf(day);
    const minutes = (n: number) => at + n * 60_000;
    const rows = asMap(
      dayRows(day, [
        event(day, 'a', 'pageview', { at: minutes(0), path: '/' }),
        event(day, 'a', 'pageview', { at: minutes(29) + 59_000, path: '/blog/one' }),
        // 30 minutes after the last page view: a new visit, of one page view (a bounce); the search during it does not change that.
        event(day, 'a', 'pageview', { at: minutes(59) + 59_000, path: '/blog/two' }),
        event(day, 'a', 'search', { at: minutes(61), path: '/blog/two' }),
        event(day, 'b', 'pageview', { at: minutes(10), path: '/blog/two' }),
      ]),
    );
    expect(rows.get('total||')).toMatchObject({ visitors: 2, pageviews: 4, visits: 3, bounces: 2, duration: 30 * 60 - 1 });
    expect(rows.get('entry|/|')).toMatchObject({ visits: 1, bounces: 0, duration: 30 * 60 - 1, pageviews: 2 });
    expect(rows.get('exit|/blog/one|')).toMatchObject({ visits: 1 });
    expect(rows.get('entry|/blog/two|')).toMatchObject({ visitors: 2, visits: 2, bounces: 2, duration: 0, events: 3 });
    expect(rows.get('path|/blog/two|')).toMatchObject({ visitors: 2, pageviews: 2, visits: 0 });
  });

  it('counts a funnel step only for visitors who took every step before it that day from the persona’s own pages (a message: before it was sent), and times chosen by the persona chosen', () => {
    const day = '2031-02-04';
    const chooser = (visitor: string) => event(day, visitor, 'pageview', { path: '/' });
    // The chooser is no step of a persona's funnel: its first step is the persona's own pages.
    const viewed = (visitor: string) => event(day, visitor, 'pageview', { path: '/fitness', persona: 'fitness' });
    const contact = (visitor: string) => event(day, visitor, 'contact', { persona: 'fitness' });
    const message = (visitor: string, at = startOf(day) + 13 * 3_600_000) => event(day, visitor, 'message', { persona: 'fitness', at });
    const rows = asMap(
      dayRows(day, [
        ...['a', 'b', 'd'].map(chooser),
        ...['a', 'b', 'c', 'x'].map(viewed),
        ...['a', 'b', 'x', 'y'].map(contact),
        // 'y' sent a message without the steps before it, 'b' before taking them (the steps are at noon): counted in no step.
        ...['a', 'y'].map((visitor) => message(visitor)),
        message('b', startOf(day) + 11 * 3_600_000),
        event(day, 'a', 'persona', { detail: 'fitness' }),
        event(day, 'b', 'persona', { detail: 'fitness', persona: 'business' }),
        event(day, 'c', 'persona', { detail: 'not-a-persona' }),
      ]),
    );
    expect(FUNNEL_STEPS.map((step) => rows.get(`funnel|${step}|fitness`)?.visitors)).toEqual([4, 3, 1]);
    expect(rows.get('funnel|persona|enterprise')).toBeUndefined();
    expect(rows.get('event|persona|fitness')).toMatchObject({ events: 2, visitors: 2 });
    expect(rows.get('event|persona|business')).toBeUndefined();
    expect(rows.get('event|persona|')).toMatchObject({ events: 3, visitors: 3 });
  });
});

describe('spanOf', () => {
  it('reads whole months from their monthly rows and the days around them, and a month with a computed day by its days', () => {
    expect(spanOf('2024-01-15', '2024-06-10', [])).toEqual({
      days: [
        ['2024-01-15', '2024-01-31'],
        ['2024-06-01', '2024-06-10'],
      ],
      months: ['2024-02', '2024-03', '2024-04', '2024-05'],
      computed: [],
      segment: null,
    });
    expect(spanOf('2024-02-01', '2024-03-31', ['2024-03-05'])).toEqual({ days: [['2024-03-01', '2024-03-31']], months: ['2024-02'], computed: ['2024-03-05'], segment: null });
    expect(spanOf('2024-02-01', '2024-02-29', [])).toEqual({ days: [], months: ['2024-02'], computed: [], segment: null });
    expect(spanOf('2023-12-31', '2024-01-01', [])).toEqual({ days: [['2023-12-31', '2024-01-01']], months: [], computed: [], segment: null });
    // A filter's rows are kept by day only: its range is read day by day.
    expect(spanOf('2024-01-15', '2024-06-10', [], { dimension: 'source', value: 'x' })).toEqual({ days: [['2024-01-15', '2024-06-10']], months: [], computed: [], segment: { dimension: 'source', value: 'x' } });
  });
});

describe.each(engines)('the rollup job on %s', (engine) => {
  let t: TestContext;
  const now = Date.parse('2024-03-10T12:00:00Z');
  const days = daysFrom('2024-03-01', 10);
  let events: TestEvent[];
  const pages = (day: string) => events.filter((e) => e.day === day && e.name !== 'message');
  const dailyRows = async (day: string): Promise<DailyRow[]> =>
    ((await t.db('analytics_daily').where('day', day).select('*')) as DailyRow[]).map(numbers);

  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    for (const table of ['analytics_events', 'analytics_messages', 'analytics_day_counts', 'analytics_daily', 'analytics_monthly', 'analytics_segments', 'analytics_rollups']) await t.db(table).delete();
    events = generateEvents(seeded(99), days, { perDay: 150, visitors: 30, paths: PATHS, until: now });
    await insertEvents(t.db, events);
  });

  it('rolls up each finished day once, as rollupDay counts its events with its messages, and leaves today to the overview', async () => {
    expect(await runRollups(t.db, now)).toEqual(days.slice(0, 9));
    for (const day of days.slice(0, 9)) {
      const expected = dayRows(day, events.filter((e) => e.day === day));
      expect(asMap(await dailyRows(day))).toEqual(asMap(expected));
    }
    expect(await dailyRows('2024-03-10')).toEqual([]);
    // The month's rows are its days' rows added up.
    const byMonth = await t.db('analytics_daily').select('dimension', 'value', 'persona').sum({ visitors: 'visitors', events: 'events' }).groupBy('dimension', 'value', 'persona');
    const monthly = await t.db('analytics_monthly').where('month', '2024-03').select('dimension', 'value', 'persona', 'visitors', 'events');
    const figures = (rows: Record<string, unknown>[]) => new Map(rows.map((row) => [`${row.dimension}|${row.value}|${row.persona}`, [Number(row.visitors), Number(row.events)]]));
    expect(figures(monthly)).toEqual(figures(byMonth));
    expect(monthly.length).toBeGreaterThan(50);
    const markers = await t.db('analytics_rollups').orderBy('day').select('day', 'events');
    expect(markers.map((row) => [row.day, Number(row.events)])).toEqual(days.slice(0, 9).map((day) => [day, pages(day).length]));
    expect(await runRollups(t.db, now)).toEqual([]);
    // Just after midnight a day is still open to late events; a few minutes later it is rolled up.
    expect(await runRollups(t.db, Date.parse('2024-03-11T00:01:00Z'))).toEqual([]);
    expect(await runRollups(t.db, Date.parse('2024-03-11T00:03:00Z'))).toEqual(['2024-03-10']);
  });

  it("stores each filter's rows of a finished day: the day counted over that filter's visits only (messages: a persona's or a page's)", async () => {
    await runRollups(t.db, now);
    const day = days[2]!;
    const ofDay = events.filter((e) => e.day === day);
    const stored = async (segment: string, value: string) => {
      const rows: Record<string, unknown>[] = await t.db('analytics_segments').where({ segment, segment_value: value, day }).select('*');
      return asMap(rows.map(({ segment: _segment, segment_value: _value, ...row }) => numbers(row as unknown as DailyRow)));
    };
    const visitsOfDay = naiveVisits(ofDay.filter((e) => e.name !== 'message'));
    const fromGoogle = visitsOfDay.filter((visit) => (visit.views.find((view) => view.source)?.source ?? '(direct)') === 'google.com');
    expect(fromGoogle.length).toBeGreaterThan(0);
    // A filter's rows are the day's over its visits, less the 'event' rows per persona the filtered Overview never reads.
    expect(await stored('source', 'google.com')).toEqual(asMap(dayRows(day, fromGoogle.flatMap((visit) => visit.events)).filter(keptForFilters)));
    const enterprise = visitsOfDay.filter((visit) => visit.events.some((e) => e.persona === 'enterprise'));
    const enterpriseMessages = ofDay.filter((e) => e.name === 'message' && e.persona === 'enterprise');
    // A message's funnel flag was read from all its sender's events, as the collector does.
    const flagged = asStored(ofDay).messages.filter((message) => message.persona === 'enterprise');
    const expected = withDayFigures(rollupDay(day, enterprise.flatMap((visit) => visit.events) as StoredEvent[]), day, { messages: flagged, overCap: 0 });
    expect(enterpriseMessages.length).toBe(flagged.length);
    expect(await stored('persona', 'enterprise')).toEqual(asMap(expected.filter(keptForFilters)));
    const perPersona: { value: string }[] = await t.db('analytics_segments').where({ day, dimension: 'event' }).whereNot('persona', '').distinct('value');
    expect(perPersona.map((row) => row.value)).toEqual(['persona']);
    // Every filter of the day, and nothing of today (not rolled up).
    const segments = await t.db('analytics_segments').where({ day, dimension: 'total' }).select('segment', 'segment_value');
    expect(new Set(segments.map((row) => row.segment))).toEqual(new Set(['source', 'device', 'country', 'persona', 'page', 'campaign']));
    expect(await t.db('analytics_segments').where('day', days[9]!).first()).toBeUndefined();
  });

  // On MySQL two connection pools, as two API processes have; the SQLite file serves one process
  // (its one connection), where two runs still overlap at every await.
  it('rolls a day up once when two runs of the job overlap', async () => {
    const other = engine === 'mysql' ? createDb(t.config.database) : t.db;
    try {
      const [first, second] = await Promise.all([runRollups(t.db, now), runRollups(other, now)]);
      expect([...first, ...second].sort()).toEqual(days.slice(0, 9));
    } finally {
      if (other !== t.db) await other.destroy();
    }
    const totals = await t.db('analytics_daily').where('dimension', 'total').orderBy('day').select('day', 'events');
    expect(totals.map((row) => [row.day, Number(row.events)])).toEqual(days.slice(0, 9).map((day) => [day, events.filter((e) => e.day === day).length]));
  });

  it('reads a day page by page, every event once', async () => {
    const seen: number[] = [];
    await rollupRepository.eachEventPage(t.db, '2024-03-02', (page) => seen.push(...page.map((e) => (e as StoredEvent & { id: number }).id)), 7);
    expect(seen.length).toBe(pages('2024-03-02').length);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('deletes raw events, messages and day counts older than the setting, only for days rolled up, and nothing else', async () => {
    await t.db('analytics_day_counts').insert(days.map((day) => ({ day, stored: pages(day).length, over_cap: 1 })));
    const before = (from: string, to: string) => days.filter((day) => day >= from && day < to).reduce((sum, day) => sum + pages(day).length, 0);
    const daysOf = (table: string) => t.db(table).distinct('day').orderBy('day').pluck('day');
    await runRollups(t.db, Date.parse('2024-03-05T12:00:00Z'));
    // Days 1–4 are rolled up; with 3 days kept on 03-10, days before 03-07 may go: 1–4 do, 5 and 6 (not rolled up) stay.
    const deleted = await runRetention(t.db, 3, now);
    expect(await daysOf('analytics_events')).toEqual(days.slice(4));
    expect(await daysOf('analytics_messages')).toEqual(days.slice(4).filter((day) => events.some((e) => e.day === day && e.name === 'message')));
    expect(await daysOf('analytics_day_counts')).toEqual(days.slice(4));
    expect(deleted).toBe(before('2024-03-01', '2024-03-05'));
    expect(await t.db('analytics_events').count({ n: '*' }).first().then((row) => Number(row?.n))).toBe(before('2024-03-05', '2024-03-11'));
    expect(await t.db('analytics_daily').where('dimension', 'total').count({ n: '*' }).first().then((row) => Number(row?.n))).toBe(4);
    // The days' events over the cap travel in their rolled-up rows.
    expect(await t.db('analytics_daily').where('dimension', 'capped').orderBy('day').pluck('day')).toEqual(days.slice(0, 4));
    expect(await runRetention(t.db, 3, now)).toBe(0);
    await runRollups(t.db, now);
    expect(await runRetention(t.db, 3, now)).toBe(before('2024-03-05', '2024-03-07'));
    for (const table of ['analytics_events', 'analytics_day_counts']) expect(await daysOf(table)).toEqual(days.slice(6));
    expect(addDays('2024-03-10', -3)).toBe('2024-03-07');
  });

  it('runs at start in the process the job is started in, and stops', async () => {
    const config = { ...t.config, contact: { ...t.config.contact, mail: null } };
    const jobs = startAnalyticsJobs(t.db, config, pino({ level: 'silent' }), postsService.atPaths);
    await jobs.runNow();
    await jobs.stop();
    // Real time is long after these days (2024): all ten are finished and rolled up.
    expect(await t.db('analytics_rollups').orderBy('day').pluck('day')).toEqual(days);
    await jobs.runNow();
  });
});
