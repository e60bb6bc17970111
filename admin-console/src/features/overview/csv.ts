/** A cell of a CSV file: text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/**
 * Text a spreadsheet would run as a formula: =, +, -, @, tab or carriage return at the start of a
 * field, even after spaces or quotes. A page's path or a referrer is what a visitor sent, so it must
 * open as text.
 */
const FORMULA_START = /^[ "]*[=+\-@\t\r]/;
/**
 * A `;` before such text: a spreadsheet whose list separator is `;` (the usual one where `,` is the
 * decimal mark) starts a field there.
 */
const FORMULA_AFTER_SEMICOLON = /;(?=[ "]*[=+\-@\t\r])/g;

/**
 * One cell as RFC 4180 writes it, safe whether the file is read with `,` or `;` as the separator:
 * a formula disarmed with a leading quote (and with a quote after any `;` that would start one),
 * then the cell quoted when it holds a quote, a comma, a semicolon or a line break.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // A number the page computed (a count, a percentage) is a number, never a formula.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = (FORMULA_START.test(value) ? `'${value}` : value).replace(FORMULA_AFTER_SEMICOLON, ";'");
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file's text: the header row, then a row per item, lines ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A name a file can have on every system: letters, digits and dashes. */
export const csvFileName = (...parts: string[]): string =>
  `${parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.csv`;

/**
 * Saves `text` as a file, made here in the browser (nothing is asked of the API). A byte order mark
 * first, so a spreadsheet reads accented titles as UTF-8.
 */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started from the URL by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
