/**
 * Both engines store DATETIME(3) values as 'YYYY-MM-DD HH:MM:SS.sss' in UTC: MySQL rejects ISO
 * strings with 'T'/'Z' and better-sqlite3 cannot bind Date objects, so one text form serves both.
 */
export function toDbDateTime(value: string | Date): string {
  return new Date(value).toISOString().replace('T', ' ').replace('Z', '');
}

export function fromDbDateTime(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const iso = text.includes('T') ? text : `${text.replace(' ', 'T')}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export const nowForDb = () => toDbDateTime(new Date());
