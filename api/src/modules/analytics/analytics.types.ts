import type { BeaconEvent, Device, OverviewFilter, TagType } from '@folio/contracts';

/** A row of `analytics_events` as the API writes and reads it (migration 20261127100100_analytics). */
export interface StoredEvent {
  /** Time in ms since the epoch; `day` is its UTC day (YYYY-MM-DD). */
  at: number;
  day: string;
  /** The day's visitor id: SHA-256 of the day's salt and the client's network (visitors.ts). */
  visitor: string;
  name: BeaconEvent;
  /** The path alone, without its query. */
  path: string;
  persona: TagType | null;
  /** On the page view that entered the site only: utm_source, else the referring site's host. */
  source: string | null;
  medium: string | null;
  campaign: string | null;
  device: Device;
  /** ISO 3166 alpha-2, when known. */
  country: string | null;
  detail: string | null;
}

/**
 * A contact message stored in the inbox, as the analytics keep it (`analytics_messages`): no visitor,
 * its time rounded down to the hour, the persona and page it was sent from, and whether its sender
 * had taken that persona's funnel before it that day (collect.service.ts).
 */
export interface StoredMessage {
  at: number;
  day: string;
  persona: TagType | null;
  path: string;
  funnel: boolean;
}

/**
 * 'capped': the day's events counted over the daily cap and not kept (`events`; day-cap.ts).
 * 'entry', 'exit': the pages visits began and ended on (value = the path).
 */
export const ROLLUP_DIMENSIONS = ['total', 'path', 'entry', 'exit', 'persona', 'source', 'campaign', 'device', 'country', 'event', 'funnel', 'capped'] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

/**
 * A row of `analytics_daily`: one day's distinct visitors, page views, events and messages for a
 * dimension's value, and its visits (rollup.ts): how many, how many of one page view (`bounces`),
 * their summed `duration` in seconds.
 */
export interface DailyRow {
  day: string;
  dimension: RollupDimension;
  /** The path, source, device, …; the event's name; the funnel's step; '' for 'total'. */
  value: string;
  /** The persona the row is about ('' for all personas). */
  persona: string;
  visitors: number;
  pageviews: number;
  events: number;
  messages: number;
  visits: number;
  bounces: number;
  duration: number;
}

/** A row of `analytics_segments`: a day's row counted over the visits of one filter (`segment`) only. */
export type SegmentRow = DailyRow & { segment: OverviewFilter };
