import Database from 'better-sqlite3';
import { preparePrivateSqliteFile, type DatabaseConfig, type Db } from './knex.js';

const LOCK_WAIT_SECONDS = 120;
const SQLITE_LOCK_RETRY_MS = 100;

/**
 * Runs a process's first-start work (migrate, seed, create the admin) holding a lock for the
 * database, so that processes starting together take turns: the first does the work, the others find
 * it done. Without it they race on knex's own tables, the seed's ids and the admin's name: API
 * replicas starting together (`docker compose up --scale api=3`), two `npm run migrate` at once, or
 * one while the API starts. MySQL: a named lock. SQLite: an exclusive transaction on a file beside the
 * database (`<file>.start-lock`), which the operating system releases if the process dies.
 */
export async function oneStartAtATime<T>(db: Db, database: DatabaseConfig, work: () => Promise<T>): Promise<T> {
  if (database.engine === 'sqlite') return withSqliteFileLock(database.file, work);
  // A named lock belongs to one connection: hold one aside while the work uses the pool.
  const connection = await db.client.acquireConnection();
  try {
    const [rows] = await db.raw("SELECT GET_LOCK(CONCAT('folio-start:', DATABASE()), ?) AS acquired", [LOCK_WAIT_SECONDS]).connection(connection);
    if (Number(rows[0]?.acquired) !== 1) throw new Error(`Another API process kept the start-up lock for ${LOCK_WAIT_SECONDS} s`);
    try {
      return await work();
    } finally {
      await db.raw("SELECT RELEASE_LOCK(CONCAT('folio-start:', DATABASE()))").connection(connection);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

async function withSqliteFileLock<T>(file: string, work: () => Promise<T>): Promise<T> {
  if (file === ':memory:' || file === '') return work();
  const lockFile = `${file}.start-lock`;
  preparePrivateSqliteFile(lockFile);
  const lock = new Database(lockFile, { timeout: 0 });
  try {
    for (const deadline = Date.now() + LOCK_WAIT_SECONDS * 1000; ; ) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
        if (Date.now() > deadline) throw new Error(`Another process kept the start-up lock (${lockFile}) for ${LOCK_WAIT_SECONDS} s`);
        await new Promise((resolve) => setTimeout(resolve, SQLITE_LOCK_RETRY_MS));
      }
    }
    try {
      return await work();
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
}
