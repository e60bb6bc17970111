import { gunzipSync, gzipSync } from 'node:zlib';
import { BackupError } from './backup-error.js';

export const FORMAT = 'folio-backup';
export const FORMAT_VERSION = 1;

/** What a column holds in the file: both engines hand back text, numbers and NULL for every column Folio has. */
export type Value = string | number | null;
export type TableDump = { name: string; columns: string[]; rows: Value[][] };

/**
 * One file for both engines: a SQLite backup restores into MySQL and back. `migrations` is the
 * schema the rows belong to (knex's applied migrations, oldest first). Uploaded media, once Folio
 * has them, join as a section of their own under a new FORMAT_VERSION.
 */
export type Backup = {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  source: { engine: 'sqlite' | 'mysql' };
  migrations: string[];
  tables: TableDump[];
};

export function encodeBackup(backup: Backup): Buffer {
  return gzipSync(JSON.stringify(backup));
}

const isValue = (value: unknown) => value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Reads a file's bytes as a backup, or says why it is not one (before anything touches a database). */
export function decodeBackup(bytes: Buffer, path: string): Backup {
  const notABackup = (why: string) =>
    new BackupError(`${path} is not a Folio backup (${why}). Pass a file written by \`npm run backup\` (backups/folio-<time>.json.gz).`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(gunzipSync(bytes).toString('utf8'));
  } catch (error) {
    throw notABackup(bytes[0] === 0x1f && bytes[1] === 0x8b ? `its content is not JSON: ${(error as Error).message}` : 'it is not a gzip file');
  }
  const backup = parsed as Partial<Backup> | null;
  if (!backup || typeof backup !== 'object' || backup.format !== FORMAT) throw notABackup(`it has no "format": "${FORMAT}" marker`);
  if (typeof backup.formatVersion !== 'number' || backup.formatVersion < 1) throw notABackup('it has no format version');
  if (backup.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      `${path} was written by a newer Folio (backup format ${backup.formatVersion}; this code reads format ${FORMAT_VERSION}). Update Folio, then restore.`,
    );
  }
  if (!isStringArray(backup.migrations) || backup.migrations.length === 0) throw notABackup('it names no schema version');
  if (!Array.isArray(backup.tables)) throw notABackup('it has no tables');
  for (const table of backup.tables as unknown[]) {
    const { name, columns, rows } = (table ?? {}) as Partial<TableDump>;
    if (typeof name !== 'string' || !isStringArray(columns) || !Array.isArray(rows)) throw notABackup('a table entry is malformed');
    const bad = rows.findIndex((row) => !Array.isArray(row) || row.length !== columns.length || !row.every(isValue));
    if (bad >= 0) throw notABackup(`row ${bad + 1} of table ${name} does not match its ${columns.length} columns`);
  }
  return backup as Backup;
}
