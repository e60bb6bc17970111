import { createDb, type DatabaseConfig, type Db } from '../db/knex.js';
import { isDatabaseUnavailable } from '../db/db-errors.js';
import { BackupError } from './backup-error.js';

/** How messages name a database: the SQLite file, or the MySQL server and database without the password. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.engine === 'sqlite') return database.file;
  const url = new URL(database.url);
  return `${url.hostname}:${url.port || 3306}${url.pathname}`;
}

/** The API's own connection setup; knex's stack trace for each failed connection attempt is left out (withDatabaseErrors says it in words). */
export function openDatabase(database: DatabaseConfig): Db {
  const db = createDb(database);
  const { logger } = db.client;
  const warn = logger.warn?.bind(logger);
  logger.warn = (message: unknown) => {
    if (!String(message).startsWith('Acquire connection error')) warn?.(message);
  };
  return db;
}

/** Turns "the database cannot be reached" into a message about the configuration instead of a stack trace. */
export async function withDatabaseErrors<T>(where: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ER_BAD_DB_ERROR') {
      const name = where.slice(where.indexOf('/') + 1);
      throw new BackupError(`The MySQL database ${where} does not exist. Create it (CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci), or check DATABASE_URL.`);
    }
    if (code === 'ER_ACCESS_DENIED_ERROR' || code === 'ER_DBACCESS_DENIED_ERROR') {
      throw new BackupError(`The MySQL server refused the user of DATABASE_URL for ${where}: ${(error as Error).message}`);
    }
    if (isDatabaseUnavailable(error)) {
      throw new BackupError(`Cannot reach the MySQL database at ${where} (${String(code ?? (error as Error).name)}). Check DATABASE_URL and that the server is running.`);
    }
    throw error;
  }
}
