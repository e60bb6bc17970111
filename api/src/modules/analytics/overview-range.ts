import { MAX_RANGE_DAYS, OVERVIEW_FILTERS, RANGE_MESSAGES, dayOf, daysIn, isDay, overviewFilterOf, presetRange, type OverviewFilter } from '@folio/contracts';
import { invalidInput } from '../../domain-error.js';
import type { Range } from './overview.service.js';

/**
 * The overview's `from` and `to` query parameters: two days written YYYY-MM-DD (a repeated or
 * missing parameter is not one), `from` not after `to`, at most MAX_RANGE_DAYS days. Otherwise a
 * 400 whose message, and its `fields` entry, is the contracts' own (RANGE_MESSAGES). Neither
 * given: the last 30 days, today included (the console's default), so that the bare address answers.
 */
export function parseRange(query: Record<string, unknown>, now: number): Range {
  const { from, to } = query;
  if (from === undefined && to === undefined) return presetRange('30d', dayOf(now));
  const fields: Record<string, string> = {};
  if (!isDay(from)) fields.from = RANGE_MESSAGES.day;
  if (!isDay(to)) fields.to = RANGE_MESSAGES.day;
  if (!isDay(from) || !isDay(to)) throw invalidInput(fields, RANGE_MESSAGES.day);
  if (from > to) throw invalidInput({ from: RANGE_MESSAGES.order }, RANGE_MESSAGES.order);
  if (daysIn(from, to) > MAX_RANGE_DAYS) throw invalidInput({ to: RANGE_MESSAGES.tooLong }, RANGE_MESSAGES.tooLong);
  return { from, to };
}

/**
 * The overview's filter, one of ?source=, ?campaign=, ?page=, ?persona=, ?country=, ?device= (the
 * contracts' rule); none: null. Two, a repeated one or a value it cannot be: a 400 saying why.
 */
export function parseFilter(query: Record<string, unknown>): OverviewFilter | null {
  const { filter, problem } = overviewFilterOf(query);
  if (problem === null) return filter;
  const named = OVERVIEW_FILTERS.filter((dimension) => query[dimension] !== undefined);
  throw invalidInput(Object.fromEntries(named.map((dimension) => [dimension, problem])), problem);
}
