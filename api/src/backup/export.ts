import type { Knex } from 'knex';
import { BackupError } from './backup-error.js';
import { FORMAT, FORMAT_VERSION, type Backup, type TableDump, type Value } from './format.js';
import { appliedMigrations, CLEARED_IN_BACKUP, dataTables, tableShape, type Engine } from './schema.js';

/**
 * Every row of every data table, ordered by primary key, as the database `db` sees it. The caller
 * makes that view consistent: a snapshot file (SQLite) or one REPEATABLE READ transaction (MySQL).
 */
export async function exportDatabase(db: Knex, engine: Engine, describe: string): Promise<Backup> {
  const migrations = await appliedMigrations(db);
  if (migrations.length === 0) throw new BackupError(`${describe} has no Folio schema (it was never migrated): there is nothing to back up.`);
  const tables: TableDump[] = [];
  for (const name of await dataTables(db, engine)) {
    const { columns, primaryKey } = await tableShape(db, engine, name);
    const records: Record<string, unknown>[] = await db(name).select(columns).orderBy(primaryKey.length > 0 ? primaryKey : columns);
    const cleared = CLEARED_IN_BACKUP[name] ?? [];
    tables.push({ name, columns, rows: records.map((record) => columns.map((column) => (cleared.includes(column) ? null : portable(record[column], name, column)))) });
  }
  return { format: FORMAT, formatVersion: FORMAT_VERSION, createdAt: new Date().toISOString(), source: { engine }, migrations, tables };
}

/** Refuses what the file could not give back as it was (binary or structured values), rather than saving it altered. */
function portable(value: unknown, table: string, column: string): Value {
  if (value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  throw new BackupError(`${table}.${column} holds a value the backup format cannot carry (${Buffer.isBuffer(value) ? 'binary data' : typeof value}).`);
}
