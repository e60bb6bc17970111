import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { isMediaFileName } from '../modules/media/index.js';
import { BackupError } from './backup-error.js';

export const FORMAT = 'folio-backup';
/** 1: the database alone. 2: the media files follow it. This code reads both. */
export const FORMAT_VERSION = 2;

/** What a column holds in the file: both engines hand back text, numbers and NULL for every column Folio has. */
export type Value = string | number | null;
export type TableDump = { name: string; columns: string[]; rows: Value[][] };

/**
 * The database part, the same for both engines: a SQLite backup restores into MySQL and back.
 * `migrations` is the schema the rows belong to (knex's applied migrations, oldest first).
 */
export type Backup = {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  source: { engine: 'sqlite' | 'mysql' };
  migrations: string[];
  tables: TableDump[];
};

/** A media file as a line of the file holds it: `data` is the bytes in base64. */
export type MediaLine = { name: string; byteSize: number; data: string };
export type MediaFile = { name: string; bytes: Buffer };

/**
 * The lines of a backup file, before gzip: the database part as one line of JSON, then one line per
 * media file. So `zcat <file> | head -n 1 | jq` shows the database, and however large the media
 * library, neither side ever holds more than the database and one file in memory.
 */
export async function* encodeBackup(backup: Backup, media: AsyncIterable<MediaFile>): AsyncGenerator<string> {
  yield `${JSON.stringify(backup)}\n`;
  for await (const { name, bytes } of media) {
    const line: MediaLine = { name, byteSize: bytes.length, data: bytes.toString('base64') };
    yield `${JSON.stringify(line)}\n`;
  }
}

const isValue = (value: unknown) => value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

const notABackup = (path: string, why: string) =>
  new BackupError(`${path} is not a Folio backup (${why}). Pass a file written by \`npm run backup\` (backups/folio-<time>.json.gz).`);

export type OpenedBackup = {
  backup: Backup;
  /** Iterate it, to the end or not: leaving the loop is what closes the file. */
  media: AsyncGenerator<MediaFile>;
};

/**
 * Reads a backup file as it streams: the database part at once, then its media files one at a time.
 * Whatever is not a backup, or is damaged, is refused with a message saying why (a torn or truncated
 * file fails gzip's own check at its end).
 */
export async function openBackup(path: string): Promise<OpenedBackup> {
  if (!(await startsLikeGzip(path))) throw notABackup(path, 'it is not a gzip file');
  const lines = readLines(path);
  try {
    const first = await lines.next();
    let parsed: unknown;
    try {
      parsed = JSON.parse(first.done ? '' : first.value.toString('utf8'));
    } catch (error) {
      throw notABackup(path, `its content is not JSON: ${(error as Error).message}`);
    }
    return { backup: decodeDatabasePart(parsed, path), media: mediaFiles(lines, path) };
  } catch (error) {
    await lines.return(undefined);
    throw error;
  }
}

async function startsLikeGzip(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await file.close();
  }
}

/** Lines as bytes, decoded only once whole (a character may straddle two chunks). */
async function* readLines(path: string): AsyncGenerator<Buffer, void, undefined> {
  const gunzip = createGunzip();
  const source = pipeline(createReadStream(path), gunzip, () => {});
  try {
    let pending: Buffer[] = [];
    try {
      for await (const chunk of gunzip as AsyncIterable<Buffer>) {
        let start = 0;
        for (let end = chunk.indexOf(0x0a); end >= 0; end = chunk.indexOf(0x0a, start)) {
          pending.push(chunk.subarray(start, end));
          yield Buffer.concat(pending);
          pending = [];
          start = end + 1;
        }
        if (start < chunk.length) pending.push(chunk.subarray(start));
      }
    } catch (error) {
      throw notABackup(path, `it is damaged or incomplete: ${(error as Error).message}`);
    }
    if (pending.length > 0) yield Buffer.concat(pending);
  } finally {
    source.destroy();
  }
}

function decodeDatabasePart(parsed: unknown, path: string): Backup {
  const backup = parsed as Partial<Backup> | null;
  if (!backup || typeof backup !== 'object' || backup.format !== FORMAT) throw notABackup(path, `it has no "format": "${FORMAT}" marker`);
  if (typeof backup.formatVersion !== 'number' || backup.formatVersion < 1) throw notABackup(path, 'it has no format version');
  if (backup.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      `${path} was written by a newer Folio (backup format ${backup.formatVersion}; this code reads format ${FORMAT_VERSION}). Update Folio, then restore.`,
    );
  }
  if (!isStringArray(backup.migrations) || backup.migrations.length === 0) throw notABackup(path, 'it names no schema version');
  if (!Array.isArray(backup.tables)) throw notABackup(path, 'it has no tables');
  for (const table of backup.tables as unknown[]) {
    const { name, columns, rows } = (table ?? {}) as Partial<TableDump>;
    if (typeof name !== 'string' || !isStringArray(columns) || !Array.isArray(rows)) throw notABackup(path, 'a table entry is malformed');
    const bad = rows.findIndex((row) => !Array.isArray(row) || row.length !== columns.length || !row.every(isValue));
    if (bad >= 0) throw notABackup(path, `row ${bad + 1} of table ${name} does not match its ${columns.length} columns`);
  }
  return backup as Backup;
}

async function* mediaFiles(lines: AsyncGenerator<Buffer>, path: string): AsyncGenerator<MediaFile> {
  let number = 1;
  for await (const text of lines) {
    number += 1;
    if (text.length === 0) continue;
    let line: Partial<MediaLine> | null;
    try {
      line = JSON.parse(text.toString('utf8')) as Partial<MediaLine> | null;
    } catch {
      throw notABackup(path, `line ${number} is not JSON`);
    }
    const { name, byteSize, data } = line ?? {};
    if (typeof name !== 'string' || !isMediaFileName(name)) throw notABackup(path, `line ${number} is not a media file of the library`);
    const bytes = typeof data === 'string' ? Buffer.from(data, 'base64') : null;
    // Buffer.from skips what is not base64: reading it back must give the very same text.
    if (!bytes || bytes.length !== byteSize || bytes.toString('base64') !== data) throw notABackup(path, `the media file ${name} (line ${number}) is damaged`);
    yield { name, bytes };
  }
}
