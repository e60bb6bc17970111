/**
 * Raw analytics events for the analytics suites: a seeded generator of what visitors did (their
 * messages among it, each by its sender), and writing it as the collector does: the page's events
 * as rows of analytics_events, each message as a row of analytics_messages, without its sender.
 */
import { ANALYTICS_EVENTS, DEVICES, TAG_TYPES, addDays, type AnalyticsEvent, type TagType } from '@folio/contracts';
import type { Knex } from 'knex';
import type { DailyRow, StoredEvent, StoredMessage } from '../../src/modules/analytics/analytics.types.js';
import { withDayFigures } from '../../src/modules/analytics/day-figures.js';
import { rollupDay, tookTheFunnel } from '../../src/modules/analytics/rollup.js';

/** What a visitor did: a page's event, or a message they sent (which the collector keeps without them). */
export type TestEvent = Omit<StoredEvent, 'name'> & { name: AnalyticsEvent };

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
export function event(day: string, visitor: string, name: AnalyticsEvent, changes: Partial<TestEvent> = {}): TestEvent {
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
export function generateEvents(random: () => number, days: string[], options: GeneratorOptions): TestEvent[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const events: TestEvent[] = [];
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

const HOUR_MS = 3_600_000;
const isMessage = (event: TestEvent) => event.name === 'message';

/**
 * What the collector stores of `events`: the pages' events as they are, and each message as the
 * collector keeps it (its hour, its persona and page, and whether its sender had taken its persona's
 * funnel by then, as the collector reads it from the sender's events of that day so far).
 */
export function asStored(events: TestEvent[]): { events: StoredEvent[]; messages: StoredMessage[] } {
  const pages = events.filter((event): event is StoredEvent => !isMessage(event));
  const messages = events.filter(isMessage).map((sent) => {
    const before = pages.filter((event) => event.day === sent.day && event.visitor === sent.visitor && event.at <= sent.at);
    return { at: Math.floor(sent.at / HOUR_MS) * HOUR_MS, day: sent.day, persona: sent.persona, path: sent.path, funnel: sent.persona !== null && tookTheFunnel(sent.persona, before) };
  });
  return { events: pages, messages };
}

/** A day's rows as the rollup job stores them, from what its visitors did. */
export function dayRows(day: string, events: TestEvent[], overCap = 0): DailyRow[] {
  const stored = asStored(events);
  return withDayFigures(rollupDay(day, stored.events), day, { messages: stored.messages, overCap });
}

/** Writes events as rows of analytics_events and messages as rows of analytics_messages, in the order given (ids follow it). */
export async function insertEvents(db: Knex, events: TestEvent[]): Promise<void> {
  const stored = asStored(events);
  for (let start = 0; start < stored.events.length; start += 500) await db('analytics_events').insert(stored.events.slice(start, start + 500));
  for (let start = 0; start < stored.messages.length; start += 500) await db('analytics_messages').insert(stored.messages.slice(start, start + 500));
}
