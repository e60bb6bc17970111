/** Words that end a period today ('2021 - Present'). */
const ONGOING = /\b(present|current|now|today|ongoing)\b/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A year, with the month written before it when there is one ('Mar 2021', 'March 2021', '03/2021'). */
const DATE = /(?:\b([a-z]{3})[a-z]*\.?\s+|\b(\d{1,2})[/.-])?\b((?:19|20)\d{2})\b/gi;

/** The months since year 0 of each date a period names, in the order written ('Jan 2019 – Mar 2021' → two). */
function monthsOf(period: string): number[] {
  return [...period.matchAll(DATE)].map(([, word, number, year]) => {
    const month = word ? MONTHS.indexOf(word.toLowerCase()) : number ? Number(number) - 1 : -1;
    return Number(year) * 12 + (month >= 0 && month < 12 ? month : 0);
  });
}

/** How recent a period is: its end (ongoing: the latest of all), then its start; null when it names no year. */
export function recencyOf(period: string): [end: number, start: number] | null {
  const months = monthsOf(period);
  if (months.length === 0) return ONGOING.test(period) ? [Infinity, Infinity] : null;
  const start = Math.min(...months);
  return [ONGOING.test(period) ? Infinity : Math.max(...months), start];
}

/**
 * The items newest first by the period or year each names (an ongoing one first of all, then by end,
 * then by start); those of the same dates keep the site's order, and those naming no year follow.
 */
export function newestFirst<T>(items: readonly T[], periodOf: (item: T) => string): T[] {
  const keyed = items.map((item, index) => ({ item, index, recency: recencyOf(periodOf(item)) }));
  return keyed
    .sort((a, b) => {
      if (!a.recency || !b.recency) return a.recency ? -1 : b.recency ? 1 : a.index - b.index;
      return b.recency[0] - a.recency[0] || b.recency[1] - a.recency[1] || a.index - b.index;
    })
    .map(({ item }) => item);
}
