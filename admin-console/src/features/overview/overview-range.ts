import { daysIn, isDay, MAX_RANGE_DAYS, presetRange, RANGE_MESSAGES, RANGE_PRESETS, type RangePreset } from '@folio/contracts';

/** The range the overview shows when the address names none. */
export const DEFAULT_PRESET: RangePreset = '30d';

export const isPreset = (value: unknown): value is RangePreset => typeof value === 'string' && Object.hasOwn(RANGE_PRESETS, value);

/** What the overview shows: a preset ending `today`, or days the owner chose ('custom'). */
export interface RangeChoice {
  preset: RangePreset | 'custom';
  from: string;
  to: string;
}

/** Why a chosen from/to cannot be shown (the API's own words), or null when it can. */
export function customRangeProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return RANGE_MESSAGES.day;
  if (from > to) return RANGE_MESSAGES.order;
  if (daysIn(from, to) > MAX_RANGE_DAYS) return RANGE_MESSAGES.tooLong;
  return null;
}

/**
 * The range the address asks for (?range=7d|30d|12m, or ?from=&to= for chosen days, which win).
 * A query the overview cannot show falls back to the default with `problem` saying why, so a
 * mistyped or hand-edited bookmark still opens the overview.
 */
export function rangeOf(query: URLSearchParams, today: string): { choice: RangeChoice; problem: string | null } {
  const fallback = { choice: { preset: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, today) }, problem: null };
  const from = query.get('from');
  const to = query.get('to');
  if (from !== null || to !== null) {
    const problem = customRangeProblem(from ?? '', to ?? '');
    return problem ? { ...fallback, problem: `This address asks for a range the overview cannot show (${problem}).` } : { choice: { preset: 'custom', from: from!, to: to! }, problem: null };
  }
  const range = query.get('range');
  if (range === null) return fallback;
  if (isPreset(range)) return { choice: { preset: range, ...presetRange(range, today) }, problem: null };
  return { ...fallback, problem: `This address asks for an unknown range (‘${range}’): choose ${Object.values(RANGE_PRESETS).join(', ')} or your own days.` };
}

/** The query of a choice: the default preset is left out of the address, as a list's defaults are. */
export function rangeQuery(choice: { preset: RangePreset } | { preset: 'custom'; from: string; to: string }): Record<string, string> {
  if (choice.preset === 'custom') return { from: choice.from, to: choice.to };
  return choice.preset === DEFAULT_PRESET ? {} : { range: choice.preset };
}
