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
 * before it that day: saw the persona chooser (the home page with no persona), viewed a page of the
 * persona, reached its contact section, sent a message through it.
 */
export const FUNNEL_STEPS = ['chooser', 'persona', 'contact', 'message'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  chooser: 'Saw the persona chooser',
  persona: 'Viewed the persona’s page',
  contact: 'Reached the contact section',
  message: 'Sent a message',
};

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

export type Counts = { visitors: number; pageviews: number; messages: number };
/** A row of a breakdown: a value (a path, a source, a device, …) and its visitors and page views. */
export type Breakdown<K extends string = string> = { value: K; visitors: number; pageviews: number };

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
  /** The most visited paths (at most 20), most visitors first. */
  pages: Breakdown[];
  /** The most read posts (at most 20): paths /blog/<slug> of a post that exists, with its id for the console's link. */
  posts: (Breakdown & { id: number; title: string })[];
  /** Where visitors came from: a referring site's host or a utm_source; '(direct)' for none. */
  sources: Breakdown[];
  campaigns: Breakdown[];
  /** Each persona: visitors who viewed its pages, times it was chosen, its messages. */
  personas: { persona: TagType; visitors: number; pageviews: number; chosen: number; messages: number }[];
  funnels: { persona: TagType; steps: { step: FunnelStep; visitors: number }[] }[];
  devices: Breakdown<Device>[];
  /** ISO 3166 alpha-2 codes, or '(unknown)'. */
  countries: Breakdown[];
  /** The named events: how many times, by how many visitors (a message counts as one visitor: it is kept without its sender's). */
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
