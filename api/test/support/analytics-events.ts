/** Raw analytics events for the analytics suites: a seeded generator, and writing them as the collector does. */
import { ANALYTICS_EVENTS, DEVICES, TAG_TYPES, addDays, type AnalyticsEvent, type TagType } from '@folio/contracts';
import type { Knex } from 'knex';
import type { StoredEvent } from '../../src/modules/analytics/analytics.types.js';

/** mulberry32: a small seeded generator, so that a failing case can be run again as it was. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DAY_MS = 86_400_000;
export const startOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A plain event of `day`, at noon unless said otherwise. */
export function event(day: string, visitor: string, name: AnalyticsEvent, changes: Partial<StoredEvent> = {}): StoredEvent {
  return { at: startOf(day) + DAY_MS / 2, day, visitor, name, path: '/', persona: null, source: null, medium: null, campaign: null, device: 'desktop', country: null, detail: null, ...changes };
}

export type GeneratorOptions = {
  /** Events per day (on average: each day gets from half to all of it). */
  perDay: number;
  /** Visitors per day to draw from. */
  visitors: number;
  /** Paths to draw from ('/' is always one); at most 20 keeps every list below the overview's top 20. */
  paths: string[];
  /** Latest time an event may have (events of a day stop there): tests keep today's in the past. */
  until?: number;
};

/**
 * Events over `days` drawn from `random`: every kind of event, paths with and without a persona,
 * sources and campaigns on some page views (as the collector writes them: on entries), a few
 * countries and none, 'persona' events whose detail is the persona chosen (or junk), and a
 * visitor id of the day (a day's ids never meet another day's).
 */
export function generateEvents(random: () => number, days: string[], options: GeneratorOptions): StoredEvent[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const events: StoredEvent[] = [];
  for (const day of days) {
    const count = Math.ceil(options.perDay * (0.5 + random() / 2));
    const end = Math.min(startOf(day) + DAY_MS - 1, options.until ?? Infinity);
    for (let i = 0; i < count; i += 1) {
      const name: AnalyticsEvent = random() < 0.6 ? 'pageview' : pick(ANALYTICS_EVENTS);
      const persona: TagType | null = random() < 0.3 ? null : pick(TAG_TYPES);
      const path = random() < 0.2 ? '/' : pick(options.paths);
      const entry = name === 'pageview' && random() < 0.3;
      events.push({
        // Whole seconds, so that two events of a visitor may share a time (the entry's tie rule).
        at: startOf(day) + Math.floor((random() * (end - startOf(day))) / 1000) * 1000,
        day,
        visitor: `${day}:${Math.floor(random() * options.visitors)}`,
        name,
        path,
        persona,
        source: entry && random() < 0.8 ? pick(['google.com', 'news.ycombinator.com', 'newsletter', 'linkedin.com']) : null,
        medium: null,
        campaign: entry && random() < 0.3 ? pick(['launch', 'winter']) : null,
        device: pick(DEVICES),
        country: random() < 0.2 ? null : pick(['FR', 'US', 'DE']),
        detail: name === 'persona' ? (random() < 0.9 ? pick(TAG_TYPES) : 'nobody') : null,
      });
    }
  }
  return events;
}

/** Days from `from`, `count` of them. */
export const daysFrom = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

/** Writes events as rows of analytics_events, in the order given (ids follow it). */
export async function insertEvents(db: Knex, events: StoredEvent[]): Promise<void> {
  for (let start = 0; start < events.length; start += 500) await db('analytics_events').insert(events.slice(start, start + 500));
}
