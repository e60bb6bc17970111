import {
  ANALYTICS_EVENTS,
  DEVICES,
  FUNNEL_STEPS,
  NO_COUNTS,
  TAG_TYPES,
  addDays,
  daysIn,
  type AnalyticsOverview,
  type Breakdown,
  type Counts,
  type OverviewFilter,
} from '@folio/contracts';
import type { Knex } from 'knex';
import type { DailyRow, RollupDimension } from './analytics.types.js';
import { filterKnowsMessages } from './day-figures.js';
import { overviewRepository as repo, spanOf, type Span, type Sums } from './overview.repository.js';
import type { PostsAtPaths } from './posts-at-paths.js';
import { liveDayRows } from './live-days.js';
import { rollupRepository } from './rollup.repository.js';

export type Range = { from: string; to: string };

/** Longer ranges than this are answered per month (YYYY-MM) rather than per day. */
export const DAY_INTERVAL_MAX_DAYS = 92;
export const TOP_LIMIT = 20;
/** "Live": the visitors of the last five minutes. */
export const LIVE_MS = 5 * 60_000;

const SEP = '\u0000';
const zero = (value: string, persona = ''): Sums => ({ value, persona, visitors: 0, pageviews: 0, events: 0, messages: 0, visits: 0, bounces: 0, duration: 0 });
const COUNTED = ['visitors', 'pageviews', 'events', 'messages', 'visits', 'bounces', 'duration'] as const;

/** Figures of the same value and persona added together (rolled-up rows and computed ones). */
function addUp(rows: Iterable<Sums>): Map<string, Sums> {
  const sums = new Map<string, Sums>();
  for (const row of rows) {
    const key = `${row.value}${SEP}${row.persona}`;
    const sum = { ...(sums.get(key) ?? zero(row.value, row.persona)) };
    for (const figure of COUNTED) sum[figure] += row[figure];
    sums.set(key, sum);
  }
  return sums;
}

/** Rolled-up values read for a top 20: with the computed days' values, enough to rank them without another read (see mergedTop). */
export const SQL_TOP = 100;

/**
 * The top 20 of the rolled-up top (`top`, the SQL_TOP biggest, ranked) and the figures of the
 * days computed from raw events (`added`). A value of `added` missing from `top` has, rolled up, at
 * most the visitors of `top`'s last row (or none when `top` holds every value): its sum is read only
 * when that much plus its computed visitors could reach the 20th place. Exact, and in practice no
 * second read (a site has fewer than SQL_TOP paths, or today's stragglers cannot climb that far).
 */
async function mergedTop(top: Sums[], added: Sums[], sumsOf: (values: string[]) => Promise<Sums[]>): Promise<Sums[]> {
  const inTop = new Set(top.map((row) => row.value));
  const known = [...addUp([...top, ...added.filter((row) => inTop.has(row.value))]).values()].sort(byRank);
  const outside = added.filter((row) => !inTop.has(row.value));
  const everyValue = top.length < SQL_TOP;
  const floor = everyValue ? 0 : top.at(-1)!.visitors;
  const threshold = known.length >= TOP_LIMIT ? known[TOP_LIMIT - 1]!.visitors : 0;
  const unsure = everyValue ? [] : outside.filter((row) => floor + row.visitors >= threshold).map((row) => row.value);
  const rest = await sumsOf(unsure);
  return [...addUp([...known, ...rest, ...outside]).values()].sort(byRank).slice(0, TOP_LIMIT);
}

const byRank = (a: Sums, b: Sums) => b.visitors - a.visitors || b.pageviews - a.pageviews || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
const breakdown = ({ value, visitors, pageviews, visits, bounces, duration }: Sums): Breakdown => ({ value, visitors, pageviews, visits, bounces, duration });
/** No zero rows: a list holds what happened. */
const happened = (row: { visitors: number; pageviews: number; visits?: number }) => row.visitors > 0 || row.pageviews > 0 || (row.visits ?? 0) > 0;

/**
 * The days of `from`..`to` not rolled up (today, or a day the job has not reached) that hold raw
 * events or messages, and their rows computed with the job's own rollup: one way of counting for
 * every day. A range of rolled-up days reads no raw event.
 */
async function computedDays(db: Knex, from: string, to: string, segment: OverviewFilter | null): Promise<{ days: string[]; rows: DailyRow[] }> {
  const rolled = await rollupRepository.rolledDays(db, from, to);
  const candidates: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (!rolled.has(day)) candidates.push(day);
  const days = await repo.daysWithRecords(db, candidates);
  const rows: DailyRow[] = [];
  for (const day of days) rows.push(...(await liveDayRows(db, day, segment)));
  return { days, rows };
}

/** The dates of a series: every day, or every month (YYYY-MM), of the range. */
function pointsOf(range: Range, interval: 'day' | 'month'): string[] {
  const points: string[] = [];
  if (interval === 'day') {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) points.push(day);
    return points;
  }
  for (let month = range.from.slice(0, 7); month <= range.to.slice(0, 7); ) {
    points.push(month);
    const [year, number] = month.split('-').map(Number) as [number, number];
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  return points;
}

const COUNTS = Object.keys(NO_COUNTS) as (keyof Counts)[];
const addCounts = (sum: Counts, more: Counts) => {
  for (const figure of COUNTS) sum[figure] += more[figure];
  return sum;
};

function seriesOf(range: Range, interval: 'day' | 'month', byDay: Map<string, Counts>): (Counts & { date: string })[] {
  const points = new Map(pointsOf(range, interval).map((date) => [date, { date, ...NO_COUNTS }]));
  for (const [day, counts] of byDay) {
    if (day < range.from || day > range.to) continue;
    addCounts(points.get(interval === 'day' ? day : day.slice(0, 7))!, counts);
  }
  return [...points.values()];
}

const totalOf = (series: Counts[]): Counts => series.reduce((sum, point) => addCounts(sum, point), { ...NO_COUNTS });
const countsOf = ({ visitors, visits, pageviews, bounces, duration, messages }: Counts): Counts => ({ visitors, visits, pageviews, bounces, duration, messages });

/**
 * The owner's overview of a range (both days counted, UTC) and of the range as long just before it.
 * Rolled-up days are summed in SQL, one dimension at a time (its covering index), whole months from
 * their monthly rows, and only the top of the long lists is read; days not rolled up are computed from their raw events
 * and added in. A visitor id is a day's, so a range's visitors are the sum of its days'. With a
 * filter, every figure (but who is live) is its visits' (analytics_segments, by day).
 */
export async function analyticsOverview(db: Knex, postsAt: PostsAtPaths, range: Range, now: number, filter: OverviewFilter | null = null): Promise<AnalyticsOverview> {
  const length = daysIn(range.from, range.to);
  const previous = { from: addDays(range.from, -length), to: addDays(range.from, -1) };
  const interval = length > DAY_INTERVAL_MAX_DAYS ? 'month' : 'day';
  const computed = await computedDays(db, previous.from, range.to, filter);
  const span = spanOf(range.from, range.to, computed.days, filter);
  const current = computed.rows.filter((row) => row.day >= range.from && row.day <= range.to);
  const computedOf = (dimension: RollupDimension) => current.filter((row) => row.dimension === dimension);

  const topOf = async (dimension: RollupDimension): Promise<Sums[]> => {
    const added = [...addUp(computedOf(dimension).filter((row) => row.persona === '')).values()];
    return mergedTop(await repo.top(db, dimension, span, SQL_TOP), added, (values) => repo.sumsOf(db, dimension, span, values));
  };
  const groupedOf = async (dimension: RollupDimension) => [...addUp([...(await repo.grouped(db, dimension, span)), ...computedOf(dimension)]).values()];

  const [dayTotals, pages, entryPages, exitPages, sources, campaigns, posts, personaRows, eventRows, funnelRows, deviceRows, countryRows, cappedRows, live] = await Promise.all([
    repo.dayTotals(db, previous.from, range.to, computed.days, filter),
    topOf('path'),
    topOf('entry'),
    topOf('exit'),
    topOf('source'),
    topOf('campaign'),
    topPosts(db, postsAt, span, computedOf('path')),
    groupedOf('persona'),
    groupedOf('event'),
    groupedOf('funnel'),
    groupedOf('device'),
    groupedOf('country'),
    groupedOf('capped'),
    repo.visitorsSince(db, now - LIVE_MS),
  ]);

  const byDay = new Map<string, Counts>();
  for (const row of [...dayTotals, ...computed.rows.filter((row) => row.dimension === 'total')]) byDay.set(row.day, addCounts(byDay.get(row.day) ?? { ...NO_COUNTS }, countsOf(row)));
  const series = seriesOf(range, interval, byDay);
  const previousSeries = seriesOf(previous, interval, byDay);
  const find = (rows: Sums[], value: string, persona = '') => rows.find((row) => row.value === value && row.persona === persona) ?? zero(value, persona);

  return {
    range: { ...range },
    previous,
    interval,
    totals: totalOf(series),
    previousTotals: totalOf(previousSeries),
    series,
    previousSeries,
    live,
    filter,
    messagesKnown: filter === null || filterKnowsMessages(filter),
    pages: pages.map(breakdown).filter(happened),
    entryPages: entryPages.map(breakdown).filter(happened),
    exitPages: exitPages.map(breakdown).filter(happened),
    posts: posts.filter(happened),
    sources: sources.map(breakdown).filter(happened),
    campaigns: campaigns.map(breakdown).filter(happened),
    personas: TAG_TYPES.map((persona) => {
      const { visitors, pageviews, messages } = find(personaRows, persona);
      return { persona, visitors, pageviews, chosen: find(eventRows, 'persona', persona).events, messages };
    }).filter((row) => row.visitors + row.pageviews + row.chosen + row.messages > 0),
    funnels: TAG_TYPES.map((persona) => ({ persona, steps: FUNNEL_STEPS.map((step) => ({ step, visitors: find(funnelRows, step, persona).visitors })) })).filter(
      (funnel) => funnel.steps[0]!.visitors > 0,
    ),
    devices: DEVICES.map((device) => ({ ...breakdown(find(deviceRows, device)), value: device }))
      .filter(happened)
      .sort((a, b) => b.visitors - a.visitors || b.pageviews - a.pageviews),
    countries: countryRows.sort(byRank).map(breakdown).filter(happened),
    events: ANALYTICS_EVENTS.map((name) => {
      const row = find(eventRows, name);
      return { name, count: row.events, visitors: row.visitors };
    })
      .filter((row) => row.count > 0)
      .sort((a, b) => b.count - a.count),
    eventsOverCap: filter === null ? find(cappedRows, '').events : 0,
  };
}

/** A path one step under /blog/, where posts' pages are (postPath): the rolled-up rows' POST_PATHS. */
const isPostPath = (path: string) => /^\/blog\/[^/]+$/.test(path);

/**
 * The most read posts: the rolled-up paths one step under /blog/ and those of computed days, each
 * named by the blog (`postsAt`: a path of no post, such as a deleted one's, is left out).
 */
async function topPosts(db: Knex, postsAt: PostsAtPaths, span: Span, computedPaths: DailyRow[]): Promise<AnalyticsOverview['posts']> {
  const added = addUp(computedPaths.filter((row) => row.persona === '' && isPostPath(row.value)));
  const top = await repo.topPostPaths(db, span, SQL_TOP);
  const known = await postsAt(db, [...new Set([...top, ...added.values()].map((row) => row.value))]);
  const ofPosts = (rows: Iterable<Sums>) => [...rows].filter((row) => known.has(row.value));
  const merged = await mergedTop(ofPosts(top), ofPosts(added.values()), (paths) => repo.sumsOf(db, 'path', span, paths));
  return merged
    .filter((row) => known.has(row.value))
    .map((row) => ({ ...breakdown(row), id: known.get(row.value)!.id, title: known.get(row.value)!.title }));
}
