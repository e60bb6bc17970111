import { FUNNEL_STEPS, TAG_TYPES, type TagType } from '@folio/contracts';
import type { DailyRow, RollupDimension, StoredEvent } from './analytics.types.js';
import { DIRECT, UNKNOWN_COUNTRY, type Visit } from './visits.js';

/** The rows a day's rollup counts in, keyed (dimension, value, persona), by the rules of DayRollup (rollup.ts). */

export type Figures = { visitors: number; pageviews: number; events: number };
export type VisitFigures = Figures & { visits: number; bounces: number; duration: number };

export const NO_VISITS = { visits: 0, bounces: 0, duration: 0 };
/** The funnel's steps taken on pages: the last one, a message sent, is the messages' (day-figures.ts). */
const VISITED_STEPS = FUNNEL_STEPS.filter((step) => step !== 'message');

const SEP = '\u0000';
const keyOf = (dimension: RollupDimension, value: string, persona: string) => `${dimension}${SEP}${value}${SEP}${persona}`;
const TOTAL = keyOf('total', '', '');
export const stepKey = (step: string, persona: string) => `${step}${SEP}${persona}`;
const isTagType = (value: string | null): value is TagType => value !== null && (TAG_TYPES as readonly string[]).includes(value);

/**
 * The rows an event counts in. A filter's rows (`everyPersonaEvent` false) keep, of the 'event'
 * rows per persona, only the persona chosen ('persona'): the filtered Overview reads no other.
 */
export function eventKeysOf(event: StoredEvent, everyPersonaEvent: boolean): string[] {
  const { name, persona } = event;
  const keys = [TOTAL, keyOf('path', event.path, ''), keyOf('device', event.device, ''), keyOf('country', event.country ?? UNKNOWN_COUNTRY, ''), keyOf('event', name, '')];
  if (persona) keys.push(keyOf('persona', persona, ''));
  const about = name === 'persona' ? (isTagType(event.detail) ? event.detail : null) : persona;
  if (about && (everyPersonaEvent || name === 'persona')) keys.push(keyOf('event', name, about));
  return keys;
}

/** The funnel step an event takes (its key), if any. */
export function stepOf({ name, persona }: StoredEvent): string | null {
  const step = name === 'pageview' ? 'persona' : name === 'contact' ? name : null;
  return step && persona ? stepKey(step, persona) : null;
}

/** The rows a visit adds its visit figures to. */
export function visitKeysOf(visit: Visit): string[] {
  const keys = [
    TOTAL,
    keyOf('entry', visit.entry, ''),
    keyOf('exit', visit.exit, ''),
    keyOf('source', visit.source ?? DIRECT, ''),
    keyOf('device', visit.device, ''),
    keyOf('country', visit.country ?? UNKNOWN_COUNTRY, ''),
  ];
  if (visit.campaign) keys.push(keyOf('campaign', visit.campaign, ''));
  for (const persona of visit.personas) keys.push(keyOf('persona', persona, ''));
  return keys;
}

/**
 * Figures counted visitor by visitor: the visits (or events) come one visitor after another
 * (DayRollup.visits()), so a row's visitors are the times its last visitor changed (no set of them).
 */
type Running<F> = F & { last: string };

export class VisitCells {
  readonly cells = new Map<string, Running<VisitFigures>>();

  add(keys: readonly string[], visit: Visit): void {
    const bounce = visit.pageviews === 1 ? 1 : 0;
    for (const key of keys) {
      const cell = this.cells.get(key);
      if (!cell) {
        this.cells.set(key, { last: visit.visitor, visitors: 1, pageviews: visit.pageviews, events: visit.events.length, visits: 1, bounces: bounce, duration: visit.duration });
        continue;
      }
      if (cell.last !== visit.visitor) {
        cell.last = visit.visitor;
        cell.visitors += 1;
      }
      cell.pageviews += visit.pageviews;
      cell.events += visit.events.length;
      cell.visits += 1;
      cell.bounces += bounce;
      cell.duration += visit.duration;
    }
  }
}

/** Figures of events counted visitor by visitor (see VisitCells). */
export class EventCells {
  readonly cells = new Map<string, Running<Figures>>();

  add(key: string, visitor: string, pageviews: number, events: number): void {
    const cell = this.cells.get(key);
    if (!cell) {
      this.cells.set(key, { last: visitor, visitors: 1, pageviews, events });
      return;
    }
    if (cell.last !== visitor) {
      cell.last = visitor;
      cell.visitors += 1;
    }
    cell.pageviews += pageviews;
    cell.events += events;
  }
}

/** The rows of a day from its events' figures, its visits' and who took each funnel step (stepKey → visitors). */
export function rowsOf(day: string, events: Iterable<[string, Figures]>, visited: Map<string, VisitFigures>, steps: Map<string, Set<string>>): DailyRow[] {
  const rows: DailyRow[] = [];
  const seen = new Set<string>();
  const row = (key: string, { visitors, pageviews, events }: Figures, { visits, bounces, duration }: typeof NO_VISITS): DailyRow => {
    const [dimension, value, persona] = key.split(SEP) as [RollupDimension, string, string];
    return { day, dimension, value, persona, visitors, pageviews, events, messages: 0, visits, bounces, duration };
  };
  for (const [key, figures] of events) {
    seen.add(key);
    rows.push(row(key, figures, visited.get(key) ?? NO_VISITS));
  }
  for (const [key, figures] of visited) if (!seen.has(key)) rows.push(row(key, figures, figures));
  for (const persona of TAG_TYPES) {
    let reached: Set<string> | null = null;
    for (const step of VISITED_STEPS) {
      const took = steps.get(stepKey(step, persona)) ?? new Set<string>();
      reached = reached === null ? took : intersect(reached, took);
      if (reached.size === 0) break;
      rows.push({ day, dimension: 'funnel', value: step, persona, visitors: reached.size, pageviews: 0, events: 0, messages: 0, ...NO_VISITS });
    }
  }
  return rows.sort(compareRows);
}

function intersect(a: Set<string>, b: Set<string>): Set<string> {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  return new Set([...small].filter((visitor) => large.has(visitor)));
}

/** Rows in one fixed order (dimension, value, persona), so that two rollups of the same events compare equal. */
export const compareRows = (a: DailyRow, b: DailyRow): number =>
  a.dimension < b.dimension ? -1 : a.dimension > b.dimension ? 1 : a.value < b.value ? -1 : a.value > b.value ? 1 : a.persona < b.persona ? -1 : a.persona > b.persona ? 1 : 0;
