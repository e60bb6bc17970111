/**
 * First-party analytics without cookies (docs/analytics.md): what the public site's beacon sends,
 * the console's overview asks for and gets back, and the rules both ends share (device classes,
 * ranges, the funnel's steps).
 */
import { boolean, integer, object, optional, refine, size, string, type Infer } from 'superstruct';
import { TAG_TYPES, type TagType } from './constants.js';

/**
 * The events a page sends: a page view on load and on every client-side navigation, and what a
 * visitor did: chose a persona (chooser or switcher), opened a case study, followed a project or a
 * social link, reached the contact section, searched the blog. `message` (a contact message stored)
 * is recorded by the API itself and is refused from a page.
 */
export const BEACON_EVENTS = ['pageview', 'persona', 'case-study', 'project', 'social', 'contact', 'search', 'cv'] as const;
export type BeaconEvent = (typeof BEACON_EVENTS)[number];
export const ANALYTICS_EVENTS = [...BEACON_EVENTS, 'message'] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export const ANALYTICS_LIMITS = { path: 255, referrer: 2048, detail: 200, body: 4096 } as const;

/**
 * One beacon (POST /api/analytics/events, sent as text/plain JSON by navigator.sendBeacon):
 * `path` is the page's path with its query (the API keeps the path and the utm_* parameters),
 * `referrer` the document's referrer on the first page view of a load only, `width` the screen's
 * width in CSS pixels, `detail` what the event was about (the persona chosen, the case study's
 * title, the link's address, the search's words).
 */
export const beaconStruct = object({
  name: refine(string(), 'name', (value) => (BEACON_EVENTS as readonly string[]).includes(value) || `Must be one of ${BEACON_EVENTS.join(', ')}`),
  path: refine(size(string(), 1, ANALYTICS_LIMITS.path), 'path', (value) => value.startsWith('/') || 'Must be a path of this site'),
  persona: optional(refine(string(), 'persona', (value) => (TAG_TYPES as readonly string[]).includes(value) || `Must be one of ${TAG_TYPES.join(', ')}`)),
  referrer: optional(size(string(), 0, ANALYTICS_LIMITS.referrer)),
  width: optional(size(integer(), 0, 100_000)),
  detail: optional(size(string(), 0, ANALYTICS_LIMITS.detail)),
  /** navigator.globalPrivacyControl: the page sends nothing then; a beacon that says so is dropped. */
  gpc: optional(boolean()),
});
export type Beacon = Infer<typeof beaconStruct>;

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
/** The device class of a screen `width` CSS pixels wide (the site's own breakpoints: 768 and 1024). */
export const deviceOf = (width: number | undefined): Device => (width === undefined || width >= 1024 ? 'desktop' : width > 768 ? 'tablet' : 'mobile');

/**
 * The steps of a persona's funnel, each counting the visitors of a day who also took every step
 * before it that day: came to the persona (viewed one of its pages, from the chooser, a link or a
 * search: the persona's own entry), reached its contact section, sent a message through it.
 */
export const FUNNEL_STEPS = ['persona', 'contact', 'message'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  persona: 'Viewed the persona’s pages',
  contact: 'Reached the contact section',
  message: 'Sent a message',
};

/**
 * A visit: one visitor's page views, each less than this after the one before, on one day (the
 * visitor id is a day's: no cookie ties two days together). Its first page is its entry, its last
 * its exit; one page view alone is a bounce; its duration runs from its first page view to its last.
 */
export const VISIT_GAP_MS = 30 * 60_000;

/** A day as the API and the console's address write it: YYYY-MM-DD, in UTC. */
export const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
/** The longest range the overview answers for (a little over two years, in days). */
export const MAX_RANGE_DAYS = 800;
export const RANGE_MESSAGES = {
  day: 'from and to must be days written YYYY-MM-DD',
  order: 'from must not be after to',
  tooLong: `A range is at most ${MAX_RANGE_DAYS} days long`,
} as const;

/** The console's preset ranges (the address's ?range=), each ending today; 'custom' uses ?from=&to=. */
export const RANGE_PRESETS = { '7d': 'Last 7 days', '30d': 'Last 30 days', '12m': 'Last 12 months' } as const;
export type RangePreset = keyof typeof RANGE_PRESETS;

const DAY_MS = 86_400_000;
export const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** A preset's first and last day, for `today`. 12 months: from the same day a year ago, the next day. */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  if (preset === '7d') return { from: addDays(today, -6), to: today };
  if (preset === '30d') return { from: addDays(today, -29), to: today };
  const yearAgo = new Date(`${today}T00:00:00Z`);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  return { from: addDays(dayOf(yearAgo.getTime()), 1), to: today };
}

/**
 * What a period or a row counts: distinct visitors (a day's each), visits, page views, visits of
 * one page view (`bounces`), the visits' time from first to last page view (`duration`, seconds,
 * summed) and contact messages.
 */
export type Counts = { visitors: number; visits: number; pageviews: number; bounces: number; duration: number; messages: number };
export const NO_COUNTS: Counts = { visitors: 0, visits: 0, pageviews: 0, bounces: 0, duration: 0, messages: 0 };
/** A row of a breakdown: a value (a path, a source, a device, …) and its figures. */
export type Breakdown<K extends string = string> = { value: K } & Omit<Counts, 'messages'>;

/** The figures the Overview's chart and headline can show, one at a time (Plausible's metric picker). */
export const METRICS = ['visitors', 'visits', 'pageviews', 'viewsPerVisit', 'bounceRate', 'visitDuration', 'messages'] as const;
export type Metric = (typeof METRICS)[number];
export const METRIC_LABELS: Record<Metric, string> = {
  visitors: 'Visitors',
  visits: 'Visits',
  pageviews: 'Page views',
  viewsPerVisit: 'Views per visit',
  bounceRate: 'Bounce rate',
  visitDuration: 'Visit duration',
  messages: 'Messages',
};
/** A metric's value for some counts: bounce rate in percent, visit duration in seconds (averages over visits; null with no visit). */
export function metricOf(metric: Metric, counts: Omit<Counts, 'messages'> & { messages?: number }): number | null {
  const perVisit = (part: number) => (counts.visits === 0 ? null : part / counts.visits);
  if (metric === 'viewsPerVisit') return perVisit(counts.pageviews);
  if (metric === 'bounceRate') return counts.visits === 0 ? null : (counts.bounces / counts.visits) * 100;
  if (metric === 'visitDuration') return perVisit(counts.duration);
  if (metric === 'messages') return counts.messages ?? null;
  return counts[metric];
}

/**
 * What the whole Overview can be narrowed to, one at a time (the address's ?source=…, ?page=…):
 * visits from a source or a campaign, visits that viewed a page (a post is its page) or a page of a
 * persona, visits from a country or a device class.
 */
export const OVERVIEW_FILTERS = ['source', 'campaign', 'page', 'persona', 'country', 'device'] as const;
export type OverviewFilterDimension = (typeof OVERVIEW_FILTERS)[number];
export type OverviewFilter = { dimension: OverviewFilterDimension; value: string };
export const OVERVIEW_FILTER_LABELS: Record<OverviewFilterDimension, string> = {
  source: 'Source',
  campaign: 'Campaign',
  page: 'Page',
  persona: 'Persona',
  country: 'Country',
  device: 'Device',
};
export const FILTER_MESSAGES = {
  one: `Filter by one of ${OVERVIEW_FILTERS.join(', ')} at a time`,
  value: 'A filter needs a value of at most 255 characters',
  page: 'A page filter must be a path of this site',
  persona: `persona must be one of ${TAG_TYPES.join(', ')}`,
  device: `device must be one of ${DEVICES.join(', ')}`,
} as const;

/** The filter a query names (?source=…), or why it cannot be one; none named: null. The API and the console's address share it. */
export function overviewFilterOf(query: Record<string, unknown>): { filter: OverviewFilter | null; problem: string | null } {
  const named = OVERVIEW_FILTERS.filter((dimension) => query[dimension] !== undefined && query[dimension] !== null);
  if (named.length === 0) return { filter: null, problem: null };
  if (named.length > 1) return { filter: null, problem: FILTER_MESSAGES.one };
  const dimension = named[0]!;
  const value = query[dimension];
  if (typeof value !== 'string' || value.trim() === '' || value.length > 255) return { filter: null, problem: FILTER_MESSAGES.value };
  if (dimension === 'page' && !value.startsWith('/')) return { filter: null, problem: FILTER_MESSAGES.page };
  if (dimension === 'persona' && !(TAG_TYPES as readonly string[]).includes(value)) return { filter: null, problem: FILTER_MESSAGES.persona };
  if (dimension === 'device' && !(DEVICES as readonly string[]).includes(value)) return { filter: null, problem: FILTER_MESSAGES.device };
  return { filter: { dimension, value }, problem: null };
}

/** GET /api/admin/analytics/overview?from=YYYY-MM-DD&to=YYYY-MM-DD (both days counted, UTC). */
export interface AnalyticsOverview {
  /** The range asked for, and the one as long just before it that every figure is compared with. */
  range: { from: string; to: string };
  previous: { from: string; to: string };
  /** 'month' when the range is longer than 92 days: the series then has a point per month (YYYY-MM). */
  interval: 'day' | 'month';
  totals: Counts;
  previousTotals: Counts;
  /** One point per day or month of the range, in order, none missing; `previousSeries` the same for the previous range. */
  series: (Counts & { date: string })[];
  previousSeries: (Counts & { date: string })[];
  /** Visitors of the last 5 minutes, whatever the range. */
  live: number;
  /** The filter every figure is narrowed to, or null. */
  filter: OverviewFilter | null;
  /**
   * Whether `messages` figures are the filter's: a message is kept without its sender, so only a
   * page or a persona filter can tell which are the filtered visits' (messages sent from that page
   * or through that persona); with another filter, messages read 0 and this is false.
   */
  messagesKnown: boolean;
  /** The most visited paths (at most 20), most visitors first. */
  pages: Breakdown[];
  /** The pages visits began on, and ended on (at most 20 each), most visits first. */
  entryPages: Breakdown[];
  exitPages: Breakdown[];
  /** The most read posts (at most 20): paths /blog/<slug> of a post that exists, with its id for the console's link. */
  posts: (Breakdown & { id: number; title: string })[];
  /** Where visitors came from: a referring site's host or a utm_source; '(direct)' for none. */
  sources: Breakdown[];
  campaigns: Breakdown[];
  /** Each persona with something in the range: visitors who viewed its pages, times it was chosen, its messages. */
  personas: { persona: TagType; visitors: number; pageviews: number; chosen: number; messages: number }[];
  /** The funnel of each persona someone came to (every step, in order). */
  funnels: { persona: TagType; steps: { step: FunnelStep; visitors: number }[] }[];
  /** Rows with visitors only, here and in every list: no zero rows. */
  devices: Breakdown<Device>[];
  /** ISO 3166 alpha-2 codes, or '(unknown)'. */
  countries: Breakdown[];
  /** The named events that happened: how many times, by how many visitors (a message counts as one visitor: it is kept without its sender's). */
  events: { name: AnalyticsEvent; count: number; visitors: number }[];
  /**
   * Events of the range that came in once their day's stored events had reached the API's daily
   * cap (ANALYTICS_MAX_EVENTS_PER_DAY): counted here, not kept, so in no other figure.
   */
  eventsOverCap: number;
}

/** The Overview's note when the range has events over the daily cap; `formatted` is the count as the console writes numbers. */
export function eventsOverCapNote(count: number, formatted: string = String(count)): string {
  return `${formatted} ${count === 1 ? 'event' : 'events'} over the daily cap ${count === 1 ? 'was' : 'were'} counted but not kept.`;
}

/** GET and PUT /api/admin/analytics/settings. */
export const analyticsSettingsStruct = object({ weeklyDigest: boolean() });
export type AnalyticsSettings = Infer<typeof analyticsSettingsStruct> & {
  /** Read only: whether the API can send email (SMTP_URL and CONTACT_NOTIFY_TO are set). */
  emailConfigured: boolean;
};
