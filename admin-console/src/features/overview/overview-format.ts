import { metricOf, PERSONA_TITLES, TAG_TYPES, type AnalyticsEvent, type Counts, type Device, type Metric, type OverviewFilter, type TagType } from '@folio/contracts';

const numbers = new Intl.NumberFormat();
export const formatCount = (value: number): string => numbers.format(value);

/**
 * The change against the previous period, rounded to a whole percent: '+12 %', '−5 %', '0 %'; '—'
 * when the previous period had none, where a percentage would mean nothing.
 */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return '—';
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return '0 %';
  return `${percent > 0 ? '+' : '−'}${formatCount(Math.abs(percent))} %`;
}

/** A part as a whole percent of `whole` ('—' when the whole is none): the funnel's steps against its first. */
export const percentOf = (part: number, whole: number): number | null => (whole === 0 ? null : Math.round((part / whole) * 100));
export const percentText = (percent: number | null): string => (percent === null ? '—' : `${percent} %`);

export const personaName = (persona: TagType): string => PERSONA_TITLES[persona];

export const DEVICE_LABELS: Record<Device, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };

export const EVENT_LABELS: Record<AnalyticsEvent, string> = {
  pageview: 'Page viewed',
  persona: 'Persona chosen',
  'case-study': 'Case study opened',
  project: 'Project link followed',
  social: 'Social link followed',
  contact: 'Contact section reached',
  search: 'Blog searched',
  cv: 'CV downloaded',
  message: 'Message sent',
};

/** A source as the owner reads it: '(direct)' is a visit with no referrer and no utm_source. */
export const sourceLabel = (source: string): string => (source === '(direct)' ? 'Direct (no referrer)' : source);

let regions: Intl.DisplayNames | null | undefined;
/** A country's name in the reader's language from its ISO code ('DE' → 'Germany'); the code itself when unknown to the browser. */
export function countryName(code: string): string {
  if (code === '(unknown)') return 'Unknown';
  if (regions === undefined) {
    try {
      regions = new Intl.DisplayNames(undefined, { type: 'region' });
    } catch {
      regions = null;
    }
  }
  try {
    return regions?.of(code) ?? code;
  } catch {
    return code;
  }
}

const monthStart = (date: string) => (date.length === 7 ? `${date}-01` : date);
/** A point of the series as a time (ms, UTC midnight): a day, or a month's first day. */
export const timeOfPoint = (date: string): number => Date.parse(`${monthStart(date)}T00:00:00Z`);

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** A day ('2026-11-03') or a month ('2026-11') written for reading. */
export const pointLabel = (date: string): string => (date.length === 7 ? monthFormat : dayFormat).format(timeOfPoint(date));

/** A range written for reading: '3 Nov 2026 – 2 Dec 2026'. */
export const rangeText = ({ from, to }: { from: string; to: string }): string => (from === to ? pointLabel(from) : `${pointLabel(from)} – ${pointLabel(to)}`);

/** A visit's average length as read: '45 s', '3 min 05 s', '1 h 02 min'. */
export function durationText(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
  return `${Math.floor(whole / 3600)} h ${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')} min`;
}

const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
/** A metric's value of some counts, written for reading ('—' where it means nothing: a rate of no visit). */
export function metricText(metric: Metric, counts: Omit<Counts, 'messages'> & { messages?: number }): string {
  const value = metricOf(metric, counts);
  if (value === null) return '—';
  if (metric === 'bounceRate') return `${Math.round(value)} %`;
  if (metric === 'visitDuration') return durationText(value);
  if (metric === 'viewsPerVisit') return oneDecimal.format(value);
  return formatCount(value);
}

/** A filter's value as its card's row writes it (a country's name, a persona's title, …). */
export function filterValueText({ dimension, value }: OverviewFilter): string {
  if (dimension === 'source') return sourceLabel(value);
  if (dimension === 'country') return countryName(value);
  if (dimension === 'device') return DEVICE_LABELS[value as Device] ?? value;
  if (dimension === 'persona') return (TAG_TYPES as readonly string[]).includes(value) ? personaName(value as TagType) : value;
  return value;
}
