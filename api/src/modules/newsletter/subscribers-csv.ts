import type { Subscriber } from '@folio/contracts';

export const SUBSCRIBER_CSV_COLUMNS = ['email', 'status', 'personas', 'subscribed', 'confirmed', 'unsubscribed'] as const;

/**
 * One CSV cell: a value a spreadsheet would read as a formula (starting with = + - @, a tab or a
 * carriage return) is prefixed with ' so it shows as text; quoted when it holds a comma, a quote or a line break.
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The export: a header row, then one row per subscriber (personas separated by spaces), CRLF line ends (RFC 4180). */
export function subscribersCsv(subscribers: Subscriber[]): string {
  const rows = subscribers.map((subscriber) =>
    [subscriber.email, subscriber.status, subscriber.personas.join(' '), subscriber.createdAt, subscriber.confirmedAt, subscriber.unsubscribedAt].map(csvCell).join(','),
  );
  return [SUBSCRIBER_CSV_COLUMNS.join(','), ...rows].map((row) => `${row}\r\n`).join('');
}
