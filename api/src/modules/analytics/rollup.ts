import type { OverviewFilter, TagType } from '@folio/contracts';
import type { DailyRow, StoredEvent } from './analytics.types.js';
import { VisitCells, eventKeysOf, rowsOf, stepOf, visitKeysOf, type Figures } from './rollup-cells.js';
import { segmentRowsOf } from './segment-rollup.js';
import { visitsOf, type Visit } from './visits.js';

export { compareRows } from './rollup-cells.js';

type Cell = { visitors: Set<string>; pageviews: number; events: number };

/**
 * One day's rollup of its raw events, fed in any order and in as many pages as it takes (the job
 * reads a day of 100,000+ events page by page). The answer does not depend on the order the events
 * come in. The day's messages and its events over the cap are not events: day-figures.ts adds them
 * to these rows.
 *
 * Rules, for each row: `visitors` are the distinct visitors of the row's events, `pageviews` its
 * 'pageview' events, `events` all its events. Then, per dimension:
 * - 'total': every event. 'path', 'device': the event's own. 'country': the event's, '(unknown)' for none.
 * - 'persona': the events made while a persona was shown (value = the tag type; persona '').
 * - 'event': value = the event's name, persona '' and per persona: the page's persona, except for a
 *   'persona' event, which is about the persona chosen (its `detail`), so that "times chosen" is
 *   the 'event' row 'persona' of that persona.
 * - 'funnel': per persona P (persona = P, value = the step), the visitors of the day who took the
 *   step and every step before it, in any order within the day: viewed a page of P (its own entry,
 *   from the chooser or not), reached P's contact section. The last step, a message sent through P,
 *   is the messages' (day-figures.ts).
 * Visits (visits.ts) add `visits`, `bounces` and `duration` to the rows of each visit's values:
 * 'total', 'device' and 'country' (its entry page view's), 'persona' (each persona it showed). And
 * some rows are the visits' alone, their visitors, page views and events those of the visits:
 * - 'source': the visit's source (the collector sets one only on a page view that entered the site
 *   from elsewhere: the first of its page views that has one), '(direct)' for a visit with none;
 *   'campaign': the same, with no '(none)' row;
 * - 'entry' and 'exit' (value = the path): the page a visit began, and ended, on.
 *
 * segmentRows() counts the same rows over the visits of one filter only (the Overview's filters).
 */
export class DayRollup {
  /** The events' rows (their events come in any order: a set of visitors each). */
  private readonly cells = new Map<string, Cell>();
  private readonly steps = new Map<string, Set<string>>();
  /** Each visitor's events: its visits are known once every event is in. */
  private readonly byVisitor = new Map<string, StoredEvent[]>();
  /** The visits of the events taken in so far (counted once for rows() and segmentRows()). */
  private counted: Visit[] | null = null;
  /** The events taken in: the day's marker records it. */
  count = 0;

  constructor(readonly day: string) {}

  add(event: StoredEvent): void {
    this.count += 1;
    this.counted = null;
    const { visitor } = event;
    const own = this.byVisitor.get(visitor);
    if (own) own.push(event);
    else this.byVisitor.set(visitor, [event]);
    const pageview = event.name === 'pageview';
    for (const key of eventKeysOf(event, true)) {
      let cell = this.cells.get(key);
      if (!cell) this.cells.set(key, (cell = { visitors: new Set(), pageviews: 0, events: 0 }));
      cell.visitors.add(visitor);
      cell.events += 1;
      if (pageview) cell.pageviews += 1;
    }
    const step = stepOf(event);
    if (!step) return;
    let took = this.steps.get(step);
    if (!took) this.steps.set(step, (took = new Set()));
    took.add(visitor);
  }

  rows(): DailyRow[] {
    const visited = new VisitCells();
    for (const visit of this.visits()) visited.add(visitKeysOf(visit), visit);
    const events = [...this.cells].map(([key, { visitors, pageviews, events: count }]): [string, Figures] => [key, { visitors: visitors.size, pageviews, events: count }]);
    return rowsOf(this.day, events, visited.cells, this.steps);
  }

  /** The day's visits, visitor by visitor. */
  visits(): Visit[] {
    this.counted ??= [...this.byVisitor.values()].flatMap((events) => visitsOf(events));
    return this.counted;
  }

  /**
   * The day's rows over the visits of each filter the day has (every source, page, … seen), or of
   * `only` that one (segment-rollup.ts), in order (dimension, value).
   */
  segmentRows(only?: OverviewFilter): { segment: OverviewFilter; rows: DailyRow[] }[] {
    return segmentRowsOf(this.day, this.visits(), only);
  }
}

/** What the funnel reads of an event. */
export type FunnelEvent = Pick<StoredEvent, 'name' | 'path' | 'persona'>;

/**
 * Whether events of one visitor's day took every step of the funnel of `persona` before its last:
 * viewed a page of the persona, reached its contact section (the steps DayRollup counts). A message
 * sent after them completes the funnel (day-figures.ts).
 */
export function tookTheFunnel(persona: TagType, events: readonly FunnelEvent[]): boolean {
  return events.some((event) => event.name === 'pageview' && event.persona === persona) && events.some((event) => event.name === 'contact' && event.persona === persona);
}

/** One day's rows from all its events: what the job stores for a finished day and the overview computes for a day not rolled up yet. */
export function rollupDay(day: string, events: Iterable<StoredEvent>): DailyRow[] {
  const rollup = new DayRollup(day);
  for (const event of events) rollup.add(event);
  return rollup.rows();
}
