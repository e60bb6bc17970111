/** Overviews for the console's tests: an empty one for any range, and one with a little of everything. */
import { addDays, daysIn, type AnalyticsOverview, type Counts } from '@folio/contracts';

const NONE: Counts = { visitors: 0, pageviews: 0, messages: 0 };

/** The days (or months, past 92 days) of a range, as the API lists them. */
function pointsOf(from: string, to: string): { interval: AnalyticsOverview['interval']; dates: string[] } {
  const days = Array.from({ length: daysIn(from, to) }, (_, index) => addDays(from, index));
  if (days.length <= 92) return { interval: 'day', dates: days };
  return { interval: 'month', dates: [...new Set(days.map((day) => day.slice(0, 7)))] };
}

/** An overview of a range where nothing was counted. */
export function emptyOverview(range: { from: string; to: string }): AnalyticsOverview {
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
    pages: [],
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

/** A range with visits: 112 visitors against 100 before, page views against none before, a path a spreadsheet would run as a formula. */
export function busyOverview(range: { from: string; to: string }): AnalyticsOverview {
  const overview = emptyOverview(range);
  overview.series = overview.series.map((point, index) => (index === 0 ? { ...point, visitors: 112, pageviews: 340, messages: 3 } : point));
  overview.previousSeries = overview.previousSeries.map((point, index) => (index === 0 ? { ...point, visitors: 100, pageviews: 0, messages: 4 } : point));
  return {
    ...overview,
    totals: { visitors: 112, pageviews: 340, messages: 3 },
    previousTotals: { visitors: 100, pageviews: 0, messages: 4 },
    live: 2,
    pages: [
      { value: '/', visitors: 80, pageviews: 120 },
      { value: '/blog/cloud-landing-zone-checklist', visitors: 30, pageviews: 41 },
      { value: '=HYPERLINK("http://evil.example","click"), or not', visitors: 1, pageviews: 1 },
    ],
    posts: [{ id: 1, title: 'Cloud Landing Zone Checklist', value: '/blog/cloud-landing-zone-checklist', visitors: 30, pageviews: 41 }],
    sources: [
      { value: '(direct)', visitors: 70, pageviews: 200 },
      { value: 'news.ycombinator.com', visitors: 42, pageviews: 140 },
    ],
    campaigns: [{ value: 'autumn-launch', visitors: 12, pageviews: 20 }],
    personas: [
      { persona: 'enterprise', visitors: 60, pageviews: 180, chosen: 25, messages: 2 },
      { persona: 'fitness', visitors: 20, pageviews: 40, chosen: 8, messages: 1 },
    ],
    funnels: [
      {
        persona: 'enterprise',
        steps: [
          { step: 'chooser', visitors: 40 },
          { step: 'persona', visitors: 30 },
          { step: 'contact', visitors: 10 },
          { step: 'message', visitors: 2 },
        ],
      },
    ],
    devices: [
      { value: 'desktop', visitors: 80, pageviews: 260 },
      { value: 'mobile', visitors: 32, pageviews: 80 },
    ],
    countries: [
      { value: 'DE', visitors: 50, pageviews: 150 },
      { value: '(unknown)', visitors: 5, pageviews: 9 },
    ],
    events: [
      { name: 'persona', count: 33, visitors: 30 },
      { name: 'search', count: 4, visitors: 3 },
    ],
  };
}
