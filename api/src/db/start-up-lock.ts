import type { DatabaseConfig, Db } from './knex.js';

const LOCK_WAIT_SECONDS = 120;

/**
 * Runs a process's first-start work (migrate, seed, create the admin) holding a MySQL named lock
 * for the database, so that API processes starting together (`docker compose up --scale api=3`)
 * take turns: the first does the work, the others find it done. Without it they race on knex's own
 * tables, the seed's ids and the admin's name. The embedded SQLite file serves one process: no lock.
 */
export async function oneStartAtATime<T>(db: Db, engine: DatabaseConfig['engine'], work: () => Promise<T>): Promise<T> {
  if (engine !== 'mysql') return work();
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
