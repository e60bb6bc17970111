/** JSON Resume's dates: 'YYYY' or 'YYYY-MM' (its iso8601 pattern also allows a day, which CV periods never give). */
export interface PeriodDates {
  startDate?: string;
  /** Absent for a period still running ('2019 - Present') or one with no end given. */
  endDate?: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const ONGOING = /^(?:present|current|now|today|ongoing|heute|aujourd'hui)$/i;

/** One side of a period: '2019', 'Jan 2020', 'January 2020', '2020-01', '01/2020'; null when it is none of them. */
export function parsePeriodPoint(text: string): string | null {
  const value = text.trim().replace(/\.$/, '');
  const year = (digits: string) => {
    const number = Number(digits);
    return number >= 1900 && number <= 2199 ? digits : null;
  };
  const month = (index: number) => (index >= 1 && index <= 12 ? String(index).padStart(2, '0') : null);
  let match = /^(\d{4})$/.exec(value);
  if (match) return year(match[1]!);
  match = /^(\d{4})-(\d{1,2})$/.exec(value);
  if (match) {
    const [y, m] = [year(match[1]!), month(Number(match[2]))];
    return y && m ? `${y}-${m}` : null;
  }
  match = /^(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) {
    const [y, m] = [year(match[2]!), month(Number(match[1]))];
    return y && m ? `${y}-${m}` : null;
  }
  match = /^([a-z]+)\.?\s+(\d{4})$/i.exec(value);
  if (match) {
    const name = match[1]!.toLowerCase();
    const index = name.length >= 3 ? MONTHS.findIndex((abbreviation) => name.startsWith(abbreviation)) : -1;
    // 'Sept' and 'June' are months; 'Spring 2020' is not: keep the year alone rather than guess.
    const y = year(match[2]!);
    if (!y) return null;
    const m = index >= 0 && /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$/.test(name) ? month(index + 1) : null;
    return m ? `${y}-${m}` : y;
  }
  return null;
}

/**
 * The dates of a free-text period: '2019 - Present', 'Jan 2020 – Mar 2022', '2018–2021', '2015'.
 * Whatever cannot be read is left out, never guessed: JSON Resume readers take a missing date
 * better than a wrong one. An end before the start drops the end.
 */
export function parsePeriod(period: string | null | undefined): PeriodDates {
  const text = (period ?? '').trim();
  if (!text) return {};
  // A dash of any kind (hyphen with spaces, en/em dash, minus) or 'to' separates the two sides;
  // a bare hyphen between two years or before a word does too ('2018-2021', '2019-Present'), the one in '2020-01' does not.
  const sides = text.split(/\s+(?:-|–|—|−|to|until)\s+|\s*[–—−]\s*|(?<=\d{4})-(?=\d{4}(?![-\d])|[a-z])/i);
  if (sides.length > 2) return {};
  const [first = '', second] = sides;
  const startDate = parsePeriodPoint(first) ?? undefined;
  if (second === undefined) return startDate ? { startDate } : {};
  if (ONGOING.test(second.trim())) return startDate ? { startDate } : {};
  const endDate = parsePeriodPoint(second) ?? undefined;
  if (startDate && endDate && endDate < startDate) return { startDate };
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}
