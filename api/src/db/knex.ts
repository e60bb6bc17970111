import { chmodSync, closeSync, fchmodSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import knex, { type Knex } from 'knex';
import { keepBoundValues } from './bound-values.js';
import { limitRequestQueries } from './query-deadline.js';

export type Db = Knex;
export type DatabaseConfig = { engine: 'mysql'; url: string } | { engine: 'sqlite'; file: string };

/**
 * While MySQL is away, a request must get its 503 within a few seconds: knex's default is to wait
 * 60 s for a connection, mysql2's 10 s for a new one to answer.
 */
export const MYSQL_CONNECT_TIMEOUT_MS = 2_000;
export const MYSQL_ACQUIRE_TIMEOUT_MS = 3_000;

/** MySQL (mysql2) when a mysql:// URL is configured; otherwise an embedded SQLite file. */
export function createDb(database: DatabaseConfig): Db {
  const db = database.engine === 'mysql' ? createMysql(database.url) : createSqlite(database.file);
  db.on('query-error', (error: unknown, query: { bindings?: unknown }) => keepBoundValues(error, query.bindings));
  return db;
}

/**
 * knex writes a failed query's values into its error message unless told not to: the SQL goes in
 * with its `?` placeholders, the values stay out of every log (bound-values.ts and logger.ts
 * take them out of what the drivers say too). knex's own log lines go through the same rule.
 */
const QUIET_ABOUT_VALUES = {
  compileSqlOnError: false,
  log: {
    warn: (message: unknown) => process.emitWarning(withoutBindings(message)),
    error: (message: unknown) => process.emitWarning(withoutBindings(message)),
    deprecate: (method: string, alternative: string) => process.emitWarning(`knex: ${method} is deprecated, use ${alternative}`),
    debug: () => undefined,
  },
} satisfies Partial<Knex.Config>;

function withoutBindings(message: unknown): string {
  if (typeof message === 'string') return `knex: ${message}`;
  const { bindings: _bindings, ...rest } = (message ?? {}) as Record<string, unknown>;
  return `knex: ${JSON.stringify(rest)}`;
}

export function mysqlConnection(url: string): Knex.MySql2ConnectionConfig {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 3306,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    charset: 'utf8mb4',
    timezone: 'Z',
    // DATETIME values come back as 'YYYY-MM-DD HH:MM:SS.sss', as SQLite returns them.
    dateStrings: true,
    connectTimeout: MYSQL_CONNECT_TIMEOUT_MS,
  };
}

// knex's pool already drops a connection mysql2 has marked dead (lost, timed out, closed) when it
// is next acquired, and creates a new one: once MySQL is back, requests succeed again.
function createMysql(url: string): Db {
  return knex({
    ...QUIET_ABOUT_VALUES,
    client: 'mysql2',
    connection: mysqlConnection(url),
    acquireConnectionTimeout: MYSQL_ACQUIRE_TIMEOUT_MS,
    pool: {
      min: 0,
      max: 10,
      afterCreate(connection: Parameters<typeof limitRequestQueries>[0], done: (error: Error | null, connection: unknown) => void) {
        limitRequestQueries(connection);
        done(null, connection);
      },
    },
  });
}

/** Owner-only, whatever the umask: the database holds the admin's password hash and every session. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/**
 * Creates `folder` (and any missing parent) readable by the owner only, whatever the umask. A folder
 * that is already there keeps its mode (it may be shared: /tmp, a mounted volume) unless `own`: a
 * folder only Folio uses (the media library's, the backups') is brought to 0700, which also closes
 * it on files an older version wrote 0644.
 */
export function makePrivateFolder(folder: string, own = false): void {
  const first = mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if (first === undefined) {
    if (own) chmodUnlessNotOurs(folder, PRIVATE_FOLDER_MODE);
    return;
  }
  // mkdir's mode passes through the umask: set it explicitly on each folder this call created.
  for (let path = folder; ; path = dirname(path)) {
    chmodSync(path, PRIVATE_FOLDER_MODE);
    if (path === first || dirname(path) === path) break;
  }
}

/**
 * The SQLite file is created 0600 before SQLite opens it, and an existing one (with its -wal and
 * -shm) is brought to 0600: SQLite gives the -wal, -shm and -journal files the main file's mode, so
 * no other local user can copy the database. A file this process may not chmod (another owner's)
 * is left as it is.
 */
export function preparePrivateSqliteFile(file: string): void {
  if (file === ':memory:' || file === '') return;
  makePrivateFolder(dirname(file));
  const fd = openSync(file, 'a', PRIVATE_FILE_MODE);
  try {
    fchmodSync(fd, PRIVATE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  } finally {
    closeSync(fd);
  }
  for (const suffix of ['-wal', '-shm', '-journal']) chmodUnlessNotOurs(`${file}${suffix}`, PRIVATE_FILE_MODE);
}

/** chmod, skipped when the path is missing or belongs to another user. */
function chmodUnlessNotOurs(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    if (!['ENOENT', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}

function createSqlite(file: string): Db {
  preparePrivateSqliteFile(file);
  return knex({
    ...QUIET_ABOUT_VALUES,
    client: 'better-sqlite3',
    connection: { filename: file },
    useNullAsDefault: true,
    pool: {
      afterCreate(connection: { pragma(sql: string): unknown }, done: (error: Error | null, connection: unknown) => void) {
        connection.pragma('foreign_keys = ON');
        connection.pragma('journal_mode = WAL');
        connection.pragma('busy_timeout = 5000');
        done(null, connection);
      },
    },
  });
}

export function engineOf(db: Db): 'mysql' | 'sqlite' {
  return db.client.config.client === 'mysql2' ? 'mysql' : 'sqlite';
}

/** The database name of a MySQL connection (the rate limiter addresses its table by it). */
export function mysqlDatabaseName(db: Db): string {
  return (db.client.config.connection as Knex.MySql2ConnectionConfig).database ?? '';
}
