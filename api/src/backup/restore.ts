import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Knex } from 'knex';
import type { MediaStorage } from '../modules/media/index.js';
import type { DatabaseConfig } from '../db/knex.js';
import { migrateToLatest, migrationSource } from '../db/migrations/index.js';
import { oneStartAtATime } from '../db/start-up-lock.js';
import { BackupError } from './backup-error.js';
import { openBackup, type Backup, type TableDump } from './format.js';
import { writeMedia, type MediaCount } from './media.js';
import { appliedMigrations, dataTables, dependencyOrder, knownMigrations, tableNames, tableShape, type Engine } from './schema.js';
import { describeDatabase, openDatabase, withDatabaseErrors } from './target.js';

/** media.present: files the storage already held (same name, so same bytes), left as they were. */
export type RestoreSummary = { tables: number; rows: number; schema: string; migratedTo: string; media: MediaCount & { present: number } };

/**
 * Loads a backup into an empty database and its media files into `media`: brings the schema to the
 * backup's version, loads every table in one transaction (ids kept, foreign keys checked), then runs
 * the newer migrations of this code over the restored rows. Everything that can be refused is refused
 * before a single row or file is written. The media files go first: if that fails, the database is
 * still empty and the same restore can simply run again (it skips the files already there).
 */
export async function restoreBackup(database: DatabaseConfig, path: string, media: MediaStorage): Promise<RestoreSummary> {
  const file = backupFile(path);
  const backup = await readBackup(file);
  const known = await knownMigrations();
  checkSchemaVersion(backup, known);
  const db = openDatabase(database);
  let restoredMedia: RestoreSummary['media'];
  try {
    const where = describeDatabase(database);
    await withDatabaseErrors(where, () => refuseUnlessEmpty(db, database.engine, where));
    restoredMedia = await writeMedia(media, (await openBackup(file)).media);
    // The API's start-up lock (MySQL): an API process starting meanwhile waits, then finds the site restored.
    await withDatabaseErrors(where, () => oneStartAtATime(db, database, () => load(db, database.engine, where, backup)));
  } finally {
    await db.destroy();
  }
  return {
    tables: backup.tables.length,
    rows: backup.tables.reduce((sum, table) => sum + table.rows.length, 0),
    schema: backup.migrations.at(-1)!,
    migratedTo: known.at(-1)!,
    media: restoredMedia,
  };
}

function backupFile(path: string): string {
  const file = resolve(path);
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}. Pass the path of a file written by \`npm run backup\`, e.g. backups/folio-<time>.json.gz.`);
  if (statSync(file).isDirectory()) throw new BackupError(`${file} is a folder. Pass one backup file in it, e.g. ${file}/folio-<time>.json.gz.`);
  return file;
}

/** The database part; the whole file is read through once, so that a damaged media file is refused before anything is written. */
async function readBackup(file: string): Promise<Backup> {
  const { backup, media } = await openBackup(file);
  for await (const _file of media) {
    // Each file is checked as it is read.
  }
  return backup;
}

const startsWith = (list: string[], prefix: string[]) => prefix.length <= list.length && prefix.every((name, i) => list[i] === name);

function checkSchemaVersion(backup: Backup, known: string[]): void {
  const unknown = backup.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `This backup's schema (${backup.migrations.at(-1)}) is newer than this code's (${known.at(-1)}): it was made by a newer Folio ` +
        `(unknown migrations: ${unknown.join(', ')}). Update Folio to that version or later, build it (npm start), then restore.`,
    );
  }
  if (!startsWith(known, backup.migrations)) {
    throw new BackupError(`This backup's migrations (${backup.migrations.join(', ')}) are not a sequence this code knows; it cannot be restored here.`);
  }
}

async function load(db: Knex, engine: Engine, where: string, backup: Backup): Promise<void> {
  await refuseUnlessEmpty(db, engine, where);
  await migrateTo(db, backup.migrations);
  const tables = await matchTables(db, engine, backup);
  const order = await dependencyOrder(db, engine, [...tables.keys()]);
  await db.transaction(async (trx) => {
    // Only rows the migrations themselves just wrote (the database was empty): the backup has its own.
    for (const name of [...order].reverse()) await trx(name).delete();
    for (const name of order) await insertRows(trx, tables.get(name)!);
  });
  if (engine === 'mysql') await resetAutoIncrements(db, order);
  await migrateToLatest(db);
}

async function refuseUnlessEmpty(db: Knex, engine: Engine, where: string): Promise<void> {
  const filled: string[] = [];
  for (const name of await tableNames(db, engine)) {
    const row = await db(name).count({ n: '*' }).first();
    if (Number(row?.n) > 0) filled.push(`${name}: ${row?.n}`);
  }
  if (filled.length === 0) return;
  const shown = filled.length > 4 ? [...filled.slice(0, 4), '…'] : filled;
  const fresh = engine === 'sqlite' ? 'set SQLITE_FILE to a new file' : 'create a new, empty database and point DATABASE_URL at it';
  throw new BackupError(
    `The database ${where} is not empty: ${filled.length} tables hold rows (${shown.join(', ')}). Restore loads only into an empty database, so that nothing in it is lost. ` +
      `Stop the API, ${fresh}, restore, then start the API on it.`,
  );
}

/** Up (or, on this empty database, down) to exactly the backup's schema, so that its rows fit. */
async function migrateTo(db: Knex, target: string[]): Promise<void> {
  let applied = await appliedMigrations(db);
  if (!startsWith(await knownMigrations(), applied)) {
    throw new BackupError(`The target database has migrations this code does not know (${applied.join(', ')}): it belongs to a newer Folio.`);
  }
  while (!startsWith(applied, target)) {
    await db.migrate.up({ migrationSource });
    applied = await appliedMigrations(db);
  }
  while (applied.length > target.length) {
    await db.migrate.down({ migrationSource });
    applied = await appliedMigrations(db);
  }
}

/** The backup's tables and columns must be exactly the target's at that schema version. */
async function matchTables(db: Knex, engine: Engine, backup: Backup): Promise<Map<string, TableDump>> {
  const expected = await dataTables(db, engine);
  const byName = new Map(backup.tables.map((table) => [table.name, table]));
  const missing = expected.filter((name) => !byName.has(name));
  const extra = [...byName.keys()].filter((name) => !expected.includes(name));
  if (missing.length > 0 || extra.length > 0) {
    throw new BackupError(
      `The backup's tables do not match its schema (${backup.migrations.at(-1)}): ` +
        [missing.length > 0 ? `missing ${missing.join(', ')}` : '', extra.length > 0 ? `unexpected ${extra.join(', ')}` : ''].filter(Boolean).join('; ') +
        '. Nothing was restored.',
    );
  }
  for (const table of backup.tables) {
    const { columns } = await tableShape(db, engine, table.name);
    if ([...columns].sort().join() !== [...table.columns].sort().join()) {
      throw new BackupError(`The backup's columns of ${table.name} (${table.columns.join(', ')}) do not match the schema's (${columns.join(', ')}). Nothing was restored.`);
    }
  }
  return byName;
}

/** Multi-row inserts, a few hundred values and at most about a megabyte each. */
async function insertRows(trx: Knex.Transaction, table: TableDump): Promise<void> {
  const perInsert = Math.max(1, Math.floor(900 / table.columns.length));
  let batch: Record<string, unknown>[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length > 0) await trx(table.name).insert(batch);
    batch = [];
    size = 0;
  };
  for (const row of table.rows) {
    batch.push(Object.fromEntries(table.columns.map((column, i) => [column, row[i]])));
    size += row.reduce<number>((sum, value) => sum + (typeof value === 'string' ? value.length : 8), 0);
    if (batch.length >= perInsert || size >= 1_000_000) await flush();
  }
  await flush();
}

/** New rows must not take restored ids: each counter goes past the highest id (InnoDB usually moves it on insert; this does not rely on that). */
async function resetAutoIncrements(db: Knex, tables: string[]): Promise<void> {
  for (const name of tables) {
    const { autoIncrement } = await tableShape(db, 'mysql', name);
    if (!autoIncrement) continue;
    const row = await db(name).max({ max: autoIncrement }).first();
    const next = Number(row?.max ?? 0) + 1;
    await db.raw(`ALTER TABLE ?? AUTO_INCREMENT = ${next}`, [name]);
  }
}
