import { addDays, type OverviewFilter } from '@folio/contracts';
import type { Knex } from 'knex';
import type { RollupDimension } from './analytics.types.js';

/** Summed figures of rolled-up rows for one value (and persona) over a range. */
export type Sums = { value: string; persona: string; visitors: number; pageviews: number; events: number; messages: number; visits: number; bounces: number; duration: number };
export type DayTotal = Omit<Sums, 'value' | 'persona' | 'events'> & { day: string };
/**
 * Where a range's rolled-up rows are read: whole months from analytics_monthly, the days around
 * them (`days`, runs of days) from analytics_daily, less `computed`: the days the overview computes
 * from raw events (not rolled up when it looked), so that a day rolled up meanwhile is not counted
 * twice. A month holding a computed day is read day by day. With `segment`, the rows of that
 * filter's visits (analytics_segments, kept by day only).
 */
export type Span = { days: [string, string][]; months: string[]; computed: string[]; segment: OverviewFilter | null };

const lastDayOf = (month: string) => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/** The span of `from`..`to` (both counted), over every visit or over a filter's. */
export function spanOf(from: string, to: string, computed: string[], segment: OverviewFilter | null = null): Span {
  if (segment !== null) return { days: [[from, to]], months: [], computed, segment };
  const months: string[] = [];
  const days: [string, string][] = [];
  let run: [string, string] | null = null;
  for (let day = from; day <= to; ) {
    const month = day.slice(0, 7);
    const end = lastDayOf(month);
    if (day.endsWith('-01') && end <= to && !computed.some((other) => other.startsWith(month))) {
      months.push(month);
      run = null;
      day = addDays(end, 1);
      continue;
    }
    if (run) run[1] = day;
    else days.push((run = [day, day]));
    day = addDays(day, 1);
  }
  return { days, months, computed, segment };
}

const COUNTED = ['visitors', 'pageviews', 'events', 'messages', 'visits', 'bounces', 'duration'] as const;
const FIGURES = ['value', 'persona', ...COUNTED];
const SUMS = COUNTED.map((figure) => `SUM(${figure}) AS ${figure}`);
/** MySQL answers SUM() as a decimal string; SQLite as a number. */
const toSums = (row: Record<string, unknown>): Sums => ({
  value: String(row.value ?? ''),
  persona: String(row.persona ?? ''),
  visitors: Number(row.visitors ?? 0),
  pageviews: Number(row.pageviews ?? 0),
  events: Number(row.events ?? 0),
  messages: Number(row.messages ?? 0),
  visits: Number(row.visits ?? 0),
  bounces: Number(row.bounces ?? 0),
  duration: Number(row.duration ?? 0),
});
type Filter = { persona?: string; like?: string; notLike?: string };

/**
 * One dimension's rolled-up rows over a span: a range of the (dimension, day) or (dimension, month)
 * index each, whose covering index holds every figure, so that no other row is read; a filter's, a
 * range of analytics_segments' key (segment, its value, dimension, day).
 */
function rowsOf(db: Knex, dimension: RollupDimension, span: Span, filter: Filter = {}) {
  const narrowed = (query: Knex.QueryBuilder) => {
    if (filter.persona !== undefined) query.where('persona', filter.persona);
    if (filter.like !== undefined) query.where('value', 'like', filter.like);
    if (filter.notLike !== undefined) query.whereNot('value', 'like', filter.notLike);
    return query;
  };
  const daily = narrowed(dayTable(db, span.segment).select(FIGURES).where('dimension', dimension));
  if (span.days.length === 0) daily.whereRaw('1 = 0');
  else daily.where((query) => span.days.forEach(([from, to]) => query.orWhere((range) => range.where('day', '>=', from).andWhere('day', '<=', to))));
  if (span.computed.length > 0) daily.whereNotIn('day', span.computed);
  if (span.months.length > 0) daily.unionAll(narrowed(db('analytics_monthly').select(FIGURES).where('dimension', dimension).whereIn('month', span.months)));
  return db.from(daily.as('r'));
}

/** The table of days: every visit's, or a filter's visits' rows. */
function dayTable(db: Knex, segment: OverviewFilter | null) {
  return segment === null ? db('analytics_daily') : db('analytics_segments').where('segment', segment.dimension).andWhere('segment_value', segment.value);
}

/** Where posts' pages are (postPath), and the pages below them that are not posts (a tag's, a category's). */
const POST_PATHS = '/blog/%';
const DEEPER_PATHS = '/blog/%/%';

/** Biggest first, ties by value: the same order the service sorts merged figures in. */
const ranked = <Q extends Knex.QueryBuilder>(query: Q): Q => query.orderByRaw('SUM(visitors) DESC, SUM(pageviews) DESC').orderBy('value') as Q;

export const overviewRepository = {
  /** The 'total' row of each rolled-up day from `from` to `to` (one per day: at most two ranges of 800 days). */
  async dayTotals(db: Knex, from: string, to: string, computed: string[], segment: OverviewFilter | null = null): Promise<DayTotal[]> {
    const query = dayTable(db, segment).where('dimension', 'total').andWhere('day', '>=', from).andWhere('day', '<=', to);
    if (computed.length > 0) query.whereNotIn('day', computed);
    const rows: Record<string, unknown>[] = await query.select('day', ...COUNTED);
    return rows.map((row) => {
      const { value: _value, persona: _persona, events: _events, ...sums } = toSums(row);
      return { day: String(row.day), ...sums };
    });
  },

  /** Every value (and persona) of a dimension with few values (devices, countries, personas, events, funnel steps), summed. */
  async grouped(db: Knex, dimension: RollupDimension, span: Span): Promise<Sums[]> {
    const rows: Record<string, unknown>[] = await rowsOf(db, dimension, span).select('value', 'persona', db.raw(SUMS.join(', '))).groupBy('value', 'persona');
    return rows.map(toSums);
  },

  /** The `limit` biggest values of a dimension with many (paths, sources, campaigns), for all personas. */
  async top(db: Knex, dimension: RollupDimension, span: Span, limit: number): Promise<Sums[]> {
    const rows: Record<string, unknown>[] = await ranked(rowsOf(db, dimension, span, { persona: '' }).select('value', db.raw(SUMS.join(', '))).groupBy('value')).limit(limit);
    return rows.map(toSums);
  },

  /** Those values' sums (the values the days computed from raw events add, when not in the top already). */
  async sumsOf(db: Knex, dimension: RollupDimension, span: Span, values: string[]): Promise<Sums[]> {
    if (values.length === 0) return [];
    const rows: Record<string, unknown>[] = await rowsOf(db, dimension, span, { persona: '' }).whereIn('value', values).select('value', db.raw(SUMS.join(', '))).groupBy('value');
    return rows.map(toSums);
  },

  /** The `limit` most visited paths one step under /blog/ (where posts are; not /blog/tag/…), for all personas. */
  async topPostPaths(db: Knex, span: Span, limit: number): Promise<Sums[]> {
    const query = rowsOf(db, 'path', span, { persona: '', like: POST_PATHS, notLike: DEEPER_PATHS }).select('value', db.raw(SUMS.join(', '))).groupBy('value');
    const rows: Record<string, unknown>[] = await ranked(query).limit(limit);
    return rows.map(toSums);
  },

  /** Which of these days hold raw events or messages: a query per table (the day indexes answer each day with a seek). */
  async daysWithRecords(db: Knex, days: string[]): Promise<string[]> {
    const found = new Set<string>();
    for (let start = 0; start < days.length; start += 500) {
      const some = days.slice(start, start + 500);
      for (const table of ['analytics_events', 'analytics_messages']) for (const day of await db(table).whereIn('day', some).distinct('day').pluck('day')) found.add(day);
    }
    return [...found].sort();
  },

  /** Distinct visitors since `since` (ms): the `at` index. */
  async visitorsSince(db: Knex, since: number): Promise<number> {
    const row = (await db('analytics_events').where('at', '>=', since).countDistinct({ n: 'visitor' }).first()) as { n: unknown } | undefined;
    return Number(row?.n ?? 0);
  },
};
