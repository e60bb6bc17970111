import { FUNNEL_STEPS, TAG_TYPES, type TagType } from '@folio/contracts';
import type { DailyRow, RollupDimension, StoredEvent } from './analytics.types.js';

/** The source of a visitor's day that did not start from another site or a campaign link. */
export const DIRECT = '(direct)';
/** The country of an event the collector could not place. */
export const UNKNOWN_COUNTRY = '(unknown)';

const isTagType = (value: string | null): value is TagType => value !== null && (TAG_TYPES as readonly string[]).includes(value);

type Cell = { visitors: Set<string>; pageviews: number; events: number };
/** The first page view of a visitor's day: the earliest; of two at the same millisecond, one with a source wins. */
type Entry = { at: number; sourced: boolean };

/** The funnel's steps taken on pages: the last one, a message sent, is the messages' (day-figures.ts). */
const VISITED_STEPS = FUNNEL_STEPS.filter((step) => step !== 'message');

const SEP = '\u0000';
const keyOf = (dimension: RollupDimension, value: string, persona: string) => `${dimension}${SEP}${value}${SEP}${persona}`;

/**
 * One day's rollup of its raw events, fed in any order and in as many pages as it takes (the job
 * reads a day of 100,000+ events page by page): what it keeps is a set of visitor ids per row, never
 * the events. The answer does not depend on the order the events come in. The day's messages and its
 * events over the cap are not events: day-figures.ts adds them to these rows.
 *
 * Rules, for each row: `visitors` are the distinct visitors of the row's events, `pageviews` its
 * 'pageview' events, `events` all its events. Then, per dimension:
 * - 'total': every event. 'path', 'device': the event's own. 'country': the event's, '(unknown)' for none.
 * - 'persona': the events made while a persona was shown (value = the tag type; persona '').
 * - 'event': value = the event's name, persona '' and per persona: the page's persona, except for a
 *   'persona' event, which is about the persona chosen (its `detail`), so that "times chosen" is
 *   the 'event' row 'persona' of that persona.
 * - 'source': the collector sets `source` only on the page view that entered the site, and cannot
 *   tell a direct entry from a second page. So: every page view with a source counts for it, and a
 *   visitor whose first page view of the day has none counts once for '(direct)' (that page view
 *   being its entry). A row's page views are its entries. 'campaign': the same for page views with a
 *   campaign, with no '(none)' row.
 * - 'funnel': per persona P (persona = P, value = the step), the visitors of the day who took the
 *   step and every step before it, in any order within the day: saw the chooser ('/' with no
 *   persona), viewed a page of P, reached P's contact section. The last step, a message sent through
 *   P, is the messages' (day-figures.ts).
 */
export class DayRollup {
  private readonly cells = new Map<string, Cell>();
  private readonly entries = new Map<string, Entry>();
  private readonly chooser = new Set<string>();
  private readonly steps = new Map<string, Set<string>>();
  /** The events taken in: the day's marker records it. */
  count = 0;

  constructor(readonly day: string) {}

  add(event: StoredEvent): void {
    this.count += 1;
    const { visitor, name, persona } = event;
    this.cell('total', '', '', event);
    this.cell('path', event.path, '', event);
    this.cell('device', event.device, '', event);
    this.cell('country', event.country ?? UNKNOWN_COUNTRY, '', event);
    if (persona) this.cell('persona', persona, '', event);
    this.cell('event', name, '', event);
    const about = name === 'persona' ? (isTagType(event.detail) ? event.detail : null) : persona;
    if (about) this.cell('event', name, about, event);

    if (name === 'pageview') {
      if (event.source) this.cell('source', event.source, '', event);
      if (event.campaign) this.cell('campaign', event.campaign, '', event);
      const first = this.entries.get(visitor);
      if (!first || event.at < first.at || (event.at === first.at && event.source)) this.entries.set(visitor, { at: event.at, sourced: Boolean(event.source) });
      if (event.path === '/' && !persona) this.chooser.add(visitor);
    }
    const step = name === 'pageview' ? 'persona' : name === 'contact' ? name : null;
    if (step && persona) this.stepSet(step, persona).add(visitor);
  }

  rows(): DailyRow[] {
    const cells = new Map(this.cells);
    for (const [visitor, entry] of this.entries) {
      if (entry.sourced) continue;
      const key = keyOf('source', DIRECT, '');
      // A copy: rows() is read again as a day's events keep coming (live-days.ts), and must not count twice.
      const kept = cells.get(key);
      const cell = kept ? { ...kept, visitors: new Set(kept.visitors) } : { visitors: new Set<string>(), pageviews: 0, events: 0 };
      cell.visitors.add(visitor);
      cell.pageviews += 1;
      cell.events += 1;
      cells.set(key, cell);
    }
    const rows: DailyRow[] = [];
    for (const [key, cell] of cells) {
      const [dimension, value, persona] = key.split(SEP) as [RollupDimension, string, string];
      rows.push({ day: this.day, dimension, value, persona, visitors: cell.visitors.size, pageviews: cell.pageviews, events: cell.events, messages: 0 });
    }
    for (const persona of TAG_TYPES) {
      let reached = this.chooser;
      for (const step of VISITED_STEPS) {
        if (step !== 'chooser') reached = intersect(reached, this.steps.get(`${step}${SEP}${persona}`));
        if (reached.size === 0) break;
        rows.push({ day: this.day, dimension: 'funnel', value: step, persona, visitors: reached.size, pageviews: 0, events: 0, messages: 0 });
      }
    }
    return rows.sort(compareRows);
  }

  private cell(dimension: RollupDimension, value: string, persona: string, event: StoredEvent): void {
    const key = keyOf(dimension, value, persona);
    let cell = this.cells.get(key);
    if (!cell) this.cells.set(key, (cell = { visitors: new Set(), pageviews: 0, events: 0 }));
    cell.visitors.add(event.visitor);
    cell.events += 1;
    if (event.name === 'pageview') cell.pageviews += 1;
  }

  private stepSet(step: string, persona: string): Set<string> {
    const key = `${step}${SEP}${persona}`;
    let set = this.steps.get(key);
    if (!set) this.steps.set(key, (set = new Set()));
    return set;
  }
}

function intersect(a: Set<string>, b: Set<string> | undefined): Set<string> {
  if (!b) return new Set();
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  return new Set([...small].filter((visitor) => large.has(visitor)));
}

/** What the funnel reads of an event. */
export type FunnelEvent = Pick<StoredEvent, 'name' | 'path' | 'persona'>;

/**
 * Whether events of one visitor's day took every step of the funnel of `persona` before its last:
 * saw the chooser, viewed a page of the persona, reached its contact section (the steps DayRollup
 * counts). A message sent after them completes the funnel (day-figures.ts).
 */
export function tookTheFunnel(persona: TagType, events: readonly FunnelEvent[]): boolean {
  return (
    events.some((event) => event.name === 'pageview' && event.path === '/' && !event.persona) &&
    events.some((event) => event.name === 'pageview' && event.persona === persona) &&
    events.some((event) => event.name === 'contact' && event.persona === persona)
  );
}

/** Rows in one fixed order (dimension, value, persona), so that two rollups of the same events compare equal. */
export const compareRows = (a: DailyRow, b: DailyRow): number =>
  a.dimension < b.dimension ? -1 : a.dimension > b.dimension ? 1 : a.value < b.value ? -1 : a.value > b.value ? 1 : a.persona < b.persona ? -1 : a.persona > b.persona ? 1 : 0;

/** One day's rows from all its events: what the job stores for a finished day and the overview computes for a day not rolled up yet. */
export function rollupDay(day: string, events: Iterable<StoredEvent>): DailyRow[] {
  const rollup = new DayRollup(day);
  for (const event of events) rollup.add(event);
  return rollup.rows();
}
