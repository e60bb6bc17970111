/** Overviews for the console's tests: an empty one for any range, and one with a little of everything. */
import { addDays, daysIn, NO_COUNTS, type AnalyticsOverview, type Breakdown, type OverviewFilter } from '@folio/contracts';

const NONE = NO_COUNTS;
/** A breakdown's row: its visits as many as its visitors unless said, a third of them bounces, a minute each. */
const row = <K extends string = string>(value: K, visitors: number, pageviews: number, visits = visitors): Breakdown<K> => ({ value, visitors, pageviews, visits, bounces: Math.round(visits / 3), duration: visits * 60 });

/** The days (or months, past 92 days) of a range, as the API lists them. */
function pointsOf(from: string, to: string): { interval: AnalyticsOverview['interval']; dates: string[] } {
  const days = Array.from({ length: daysIn(from, to) }, (_, index) => addDays(from, index));
  if (days.length <= 92) return { interval: 'day', dates: days };
  return { interval: 'month', dates: [...new Set(days.map((day) => day.slice(0, 7)))] };
}

/** An overview of a range where nothing was counted. */
export function emptyOverview(range: { from: string; to: string }, filter: OverviewFilter | null = null): AnalyticsOverview {
  const length = daysIn(range.from, range.to);
  const previous = { from: addDays(range.from, -length), to: addDays(range.from, -1) };
  const current = pointsOf(range.from, range.to);
  return {
    range,
    previous,
    interval: current.interval,
    totals: { ...NONE },
    previousTotals: { ...NONE },
    series: current.dates.map((date) => ({ date, ...NONE })),
    previousSeries: pointsOf(previous.from, previous.to).dates.map((date) => ({ date, ...NONE })),
    live: 0,
    filter,
    messagesKnown: filter === null || filter.dimension === 'page' || filter.dimension === 'persona',
    pages: [],
    entryPages: [],
    exitPages: [],
    posts: [],
    sources: [],
    campaigns: [],
    personas: [],
    funnels: [],
    devices: [],
    countries: [],
    events: [],
    eventsOverCap: 0,
  };
}

/**
 * A range with visits: 112 visitors against 100 before, page views against none before, a path a
 * spreadsheet would run as a formula. Filtered by the source news.ycombinator.com: its 42 visitors alone.
 */
export function busyOverview(range: { from: string; to: string }, filter: OverviewFilter | null = null): AnalyticsOverview {
  if (filter?.dimension === 'source' && filter.value === 'news.ycombinator.com') return hackerNewsOverview(range, filter);
  const overview = emptyOverview(range, filter);
  const totals = { visitors: 112, visits: 150, pageviews: 340, bounces: 60, duration: 150 * 95, messages: 3 };
  const previousTotals = { visitors: 100, visits: 120, pageviews: 0, bounces: 60, duration: 120 * 60, messages: 4 };
  overview.series = overview.series.map((point, index) => (index === 0 ? { ...point, ...totals } : point));
  overview.previousSeries = overview.previousSeries.map((point, index) => (index === 0 ? { ...point, ...previousTotals } : point));
  return {
    ...overview,
    totals,
    previousTotals,
    live: 2,
    pages: [row('/', 80, 120), row('/blog/cloud-landing-zone-checklist', 30, 41), row('=HYPERLINK("http://evil.example","click"), or not', 1, 1)],
    entryPages: [row('/', 70, 150, 100), row('/blog/cloud-landing-zone-checklist', 20, 25, 30)],
    exitPages: [row('/contact', 40, 60, 50)],
    posts: [{ id: 1, title: 'Cloud Landing Zone Checklist', ...row('/blog/cloud-landing-zone-checklist', 30, 41) }],
    sources: [row('(direct)', 70, 200, 90), row('news.ycombinator.com', 42, 140, 60)],
    campaigns: [row('autumn-launch', 12, 20)],
    personas: [
      { persona: 'enterprise', visitors: 60, pageviews: 180, chosen: 25, messages: 2 },
      { persona: 'fitness', visitors: 20, pageviews: 40, chosen: 8, messages: 1 },
    ],
    funnels: [
      {
        persona: 'enterprise',
        steps: [
          { step: 'persona', visitors: 30 },
          { step: 'contact', visitors: 10 },
          { step: 'message', visitors: 2 },
        ],
      },
    ],
    devices: [row('desktop', 80, 260), row('mobile', 32, 80)],
    countries: [row('DE', 50, 150), row('(unknown)', 5, 9)],
    events: [
      { name: 'persona', count: 33, visitors: 30 },
      { name: 'search', count: 4, visitors: 3 },
    ],
  };
}

/** The visits from news.ycombinator.com alone: every card narrowed to them, messages unknown (a message is kept without its sender). */
function hackerNewsOverview(range: { from: string; to: string }, filter: OverviewFilter): AnalyticsOverview {
  const overview = emptyOverview(range, filter);
  const totals = { visitors: 42, visits: 60, pageviews: 140, bounces: 30, duration: 60 * 40, messages: 0 };
  overview.series = overview.series.map((point, index) => (index === 0 ? { ...point, ...totals } : point));
  return {
    ...overview,
    totals,
    pages: [row('/blog/cloud-landing-zone-checklist', 40, 120)],
    entryPages: [row('/blog/cloud-landing-zone-checklist', 40, 120, 60)],
    exitPages: [row('/blog/cloud-landing-zone-checklist', 40, 120, 60)],
    posts: [{ id: 1, title: 'Cloud Landing Zone Checklist', ...row('/blog/cloud-landing-zone-checklist', 40, 120) }],
    sources: [row('news.ycombinator.com', 42, 140, 60)],
    devices: [row('desktop', 42, 140, 60)],
    countries: [row('US', 42, 140, 60)],
    events: [{ name: 'search', count: 2, visitors: 2 }],
  };
}
