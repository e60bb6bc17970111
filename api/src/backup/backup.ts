import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fchmodSync, openSync, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import Database from 'better-sqlite3';
import knex from 'knex';
import type { MediaStorage } from '../modules/media/index.js';
import { makePrivateFolder, PRIVATE_FILE_MODE, type DatabaseConfig } from '../db/knex.js';
import { BackupError } from './backup-error.js';
import { exportDatabase } from './export.js';
import { encodeBackup, type Backup } from './format.js';
import { readMedia, type MediaCount } from './media.js';
import { describeDatabase, openDatabase, withDatabaseErrors } from './target.js';

export type BackupSummary = { file: string; tables: number; rows: number; schema: string; media: MediaCount };

/**
 * Writes a consistent snapshot of the whole site to a new file `folio-<UTC time>.json.gz` in `dir`:
 * the database, then every file of the media storage. The files are listed after the snapshot, so
 * that every image whose row is in the snapshot has its files in the backup (the media module
 * stores an image's files before its row).
 */
export async function createBackup(database: DatabaseConfig, dir: string, media: MediaStorage): Promise<BackupSummary> {
  const folder = resolve(dir);
  const backup = database.engine === 'sqlite' ? await snapshotSqlite(database.file, folder) : await snapshotMysql(database);
  makeFolder(folder);
  const file = freeName(folder, backup.createdAt);
  // Written aside and renamed, so that a file with the final name is always a whole backup.
  const partial = `${file}.partial`;
  const count: MediaCount = { files: 0, bytes: 0 };
  try {
    // 0600 whatever the umask: a backup holds the admin's password hash and every unpublished post.
    const handle = await open(partial, 'wx', PRIVATE_FILE_MODE);
    try {
      await handle.chmod(PRIVATE_FILE_MODE);
    } catch (error) {
      await handle.close();
      throw error;
    }
    await pipeline(Readable.from(encodeBackup(backup, readMedia(media, count))), createGzip(), handle.createWriteStream());
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    if (error instanceof BackupError) throw error;
    throw new BackupError(`Cannot write the backup to ${file}: ${(error as Error).message}`);
  }
  return {
    file,
    tables: backup.tables.length,
    rows: backup.tables.reduce((sum, table) => sum + table.rows.length, 0),
    schema: backup.migrations.at(-1)!,
    media: count,
  };
}

/** Only once there is something to put in it: a refused backup leaves no folder behind. 0700, as its files are 0600. */
function makeFolder(folder: string): void {
  try {
    makePrivateFolder(folder, true);
  } catch (error) {
    throw new BackupError(`Cannot create the backup folder ${folder}: ${(error as Error).message}`);
  }
}

function freeName(folder: string, createdAt: string): string {
  const stamp = createdAt.replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  for (let n = 1; ; n += 1) {
    const file = join(folder, `folio-${stamp}${n > 1 ? `-${n}` : ''}.json.gz`);
    if (!existsSync(file)) return file;
  }
}

/**
 * SQLite's online backup API copies the live file (WAL included) page by page while the site keeps
 * writing; the rows are then read from that copy. All pages go in one step: with the default
 * 100-page steps, every write by the API in between restarts the copy.
 */
async function snapshotSqlite(file: string, folder: string): Promise<Backup> {
  if (!existsSync(file)) {
    throw new BackupError(`No SQLite database at ${file} (SQLITE_FILE): nothing to back up. Check SQLITE_FILE, or DATABASE_URL for MySQL.`);
  }
  makeFolder(folder);
  const copy = join(folder, `.snapshot-${randomBytes(6).toString('hex')}.sqlite`);
  // The copy holds sessions and secrets until it is removed: created 0600 before SQLite writes to it
  // (an empty file is an empty database to SQLite).
  const fd = openSync(copy, 'wx', PRIVATE_FILE_MODE);
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
  } finally {
    closeSync(fd);
  }
  try {
    const live = new Database(file, { fileMustExist: true });
    try {
      live.pragma('busy_timeout = 5000');
      await live.backup(copy, { progress: () => 0x7fffffff });
    } finally {
      live.close();
    }
    const snapshot = knex({ client: 'better-sqlite3', connection: { filename: copy }, useNullAsDefault: true });
    try {
      return await exportDatabase(snapshot, 'sqlite', `The SQLite database ${file}`);
    } finally {
      await snapshot.destroy();
    }
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${copy}${suffix}`, { force: true });
  }
}

/**
 * One REPEATABLE READ transaction: InnoDB answers every read in it from the snapshot taken at its
 * first read, so all tables are seen at one instant while the site keeps writing (what
 * `mysqldump --single-transaction` does, without needing mysqldump in the image).
 */
async function snapshotMysql(database: DatabaseConfig): Promise<Backup> {
  const where = describeDatabase(database);
  const db = openDatabase(database);
  try {
    return await withDatabaseErrors(where, () =>
      db.transaction((trx) => exportDatabase(trx, 'mysql', `The MySQL database ${where}`), { isolationLevel: 'repeatable read' }),
    );
  } finally {
    await db.destroy();
  }
}
