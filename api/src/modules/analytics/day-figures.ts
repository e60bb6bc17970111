import type { OverviewFilter, TagType } from '@folio/contracts';
import type { DailyRow, RollupDimension, StoredMessage } from './analytics.types.js';
import { compareRows } from './rollup-cells.js';

/** What a day counts beside its raw events: its contact messages, and its events over the daily cap. */
export type DayFigures = { messages: StoredMessage[]; overCap: number };
export const NO_DAY_FIGURES: DayFigures = { messages: [], overCap: 0 };

type Figures = Pick<DailyRow, 'visitors' | 'pageviews' | 'events' | 'messages'>;

const SEP = '\u0000';
const keyOf = (dimension: RollupDimension, value: string, persona: string) => `${dimension}${SEP}${value}${SEP}${persona}`;

/**
 * A day's rows (rollup.ts's, from its events) with its messages and its events over the cap added.
 * A message has no visitor (collect.service.ts), so:
 * - each counts one event and one message in 'total', in the 'path' of the page it was sent from,
 *   and in its 'persona'; no visitor there (its sender is one already, through their page views);
 * - its 'event' rows ('message', for all and for its persona) count each message as one sender;
 * - the funnel's last step of persona P counts the messages sent through P by a sender who had
 *   taken the steps before it that day, at most the visitors who reached P's contact section;
 * - a source or a campaign no longer says how many messages its visitors sent.
 * The events over the cap are a 'capped' row of their own (its `events`).
 */
export function withDayFigures(rows: DailyRow[], day: string, { messages, overCap }: DayFigures): DailyRow[] {
  const byKey = new Map(rows.map((row) => [keyOf(row.dimension, row.value, row.persona), { ...row }]));
  const add = (dimension: RollupDimension, value: string, persona: string, figures: Partial<Figures>) => {
    const key = keyOf(dimension, value, persona);
    const row = byKey.get(key) ?? { day, dimension, value, persona, visitors: 0, pageviews: 0, events: 0, messages: 0, visits: 0, bounces: 0, duration: 0 };
    byKey.set(key, {
      ...row,
      visitors: row.visitors + (figures.visitors ?? 0),
      pageviews: row.pageviews + (figures.pageviews ?? 0),
      events: row.events + (figures.events ?? 0),
      messages: row.messages + (figures.messages ?? 0),
    });
  };
  const message = { events: 1, messages: 1 };
  const sender = { ...message, visitors: 1 };
  const completed = new Map<TagType, number>();
  for (const sent of messages) {
    add('total', '', '', message);
    add('path', sent.path, '', message);
    add('event', 'message', '', sender);
    if (!sent.persona) continue;
    add('persona', sent.persona, '', message);
    add('event', 'message', sent.persona, sender);
    if (sent.funnel) completed.set(sent.persona, (completed.get(sent.persona) ?? 0) + 1);
  }
  for (const [persona, count] of completed) {
    const visitors = Math.min(count, byKey.get(keyOf('funnel', 'contact', persona))?.visitors ?? 0);
    if (visitors > 0) add('funnel', 'message', persona, { visitors });
  }
  if (overCap > 0) add('capped', '', '', { events: overCap });
  return [...byKey.values()].sort(compareRows);
}

/**
 * Whether a filter can tell which messages are its visits': a message is kept without its sender,
 * with only the page it was sent from and its persona.
 */
export const filterKnowsMessages = (segment: OverviewFilter): boolean => segment.dimension === 'page' || segment.dimension === 'persona';

/** What a day counts beside its events, for the visits of one filter: the messages sent from its page or through its persona, no others. */
export function segmentFigures({ messages }: DayFigures, segment: OverviewFilter): DayFigures {
  if (segment.dimension === 'page') return { messages: messages.filter((sent) => sent.path === segment.value), overCap: 0 };
  if (segment.dimension === 'persona') return { messages: messages.filter((sent) => sent.persona === segment.value), overCap: 0 };
  return NO_DAY_FIGURES;
}
