import type { OverviewFilter } from '@folio/contracts';
import type { DailyRow } from './analytics.types.js';
import { EventCells, VisitCells, eventKeysOf, rowsOf, stepOf, visitKeysOf } from './rollup-cells.js';
import type { Visit } from './visits.js';

/** One visit's rows counted once, then added to each filter it belongs to. */
type Tally = { events: Map<string, { pageviews: number; events: number }>; steps: Set<string>; visitKeys: string[] };

function tallyOf(visit: Visit): Tally {
  const tally: Tally = { events: new Map(), steps: new Set(), visitKeys: visitKeysOf(visit) };
  for (const event of visit.events) {
    const pageviews = event.name === 'pageview' ? 1 : 0;
    for (const key of eventKeysOf(event, false)) {
      const cell = tally.events.get(key);
      if (cell) {
        cell.pageviews += pageviews;
        cell.events += 1;
      } else tally.events.set(key, { pageviews, events: 1 });
    }
    const step = stepOf(event);
    if (step) tally.steps.add(step);
  }
  return tally;
}

/** One filter's rows being counted. */
class Segment {
  private readonly events = new EventCells();
  private readonly visited = new VisitCells();
  private readonly steps = new Map<string, Set<string>>();

  constructor(readonly segment: OverviewFilter) {}

  add(visit: Visit, tally: Tally): void {
    for (const [key, { pageviews, events }] of tally.events) this.events.add(key, visit.visitor, pageviews, events);
    this.visited.add(tally.visitKeys, visit);
    for (const step of tally.steps) {
      let took = this.steps.get(step);
      if (!took) this.steps.set(step, (took = new Set()));
      took.add(visit.visitor);
    }
  }

  rows(day: string): DailyRow[] {
    return rowsOf(day, this.events.cells, this.visited.cells, this.steps);
  }
}

const SEP = '\u0000';
const byKey = <T>([a]: [string, T], [b]: [string, T]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A day's rows over the visits of each filter they belong to (visit.segments), or of `only` that
 * one, in one pass: each visit's rows are counted once and added to each of its filters'. `visits`
 * come visitor by visitor (DayRollup.visits()). The rows are the day's rules over the filter's
 * visits' events (rollup.ts), but for the 'event' rows per persona (keptForFilters). Filters in
 * order (dimension, value).
 */
export function segmentRowsOf(day: string, visits: readonly Visit[], only?: OverviewFilter): { segment: OverviewFilter; rows: DailyRow[] }[] {
  const segments = new Map<string, Segment>();
  for (const visit of visits) {
    let tally: Tally | null = null;
    for (const segment of visit.segments) {
      if (only && (segment.dimension !== only.dimension || segment.value !== only.value)) continue;
      tally ??= tallyOf(visit);
      const key = `${segment.dimension}${SEP}${segment.value}`;
      let counted = segments.get(key);
      if (!counted) segments.set(key, (counted = new Segment(segment)));
      counted.add(visit, tally);
    }
  }
  return [...segments.entries()].sort(byKey).map(([, counted]) => ({ segment: counted.segment, rows: counted.rows(day) }));
}

/** Whether a row of the day is one a filter's rows hold too: all but the 'event' rows per persona of an event other than 'persona' (see eventKeysOf). */
export const keptForFilters = (row: Pick<DailyRow, 'dimension' | 'value' | 'persona'>): boolean => row.dimension !== 'event' || row.persona === '' || row.value === 'persona';
