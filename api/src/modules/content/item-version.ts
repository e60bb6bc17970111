import { createHash } from 'node:crypto';
import { STALE_ITEM_MESSAGE, expectedVersion } from '@folio/contracts';
import { fromDbDateTime, toDbDateTime } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { isDeadlock } from '../../db/db-errors.js';
import { conflict, invalidInput, notFound } from '../../domain-error.js';

/**
 * What a PUT expects: the `updatedAt` it was loaded with (null: none sent, the write replaces whatever
 * is stored) and the digest of the whole body, which names this save (see `lockVersion`).
 */
export type ExpectedWrite = { version: number | null; digest: string };

/** Reads a PUT body's expectations; a malformed `updatedAt` is a 400. */
export function readExpectedVersion(body: unknown): ExpectedWrite {
  const expected = expectedVersion(body);
  if (!expected.ok) throw invalidInput(expected.fields);
  return { version: expected.value, digest: createHash('sha256').update(JSON.stringify(body)).digest('hex') };
}

/**
 * What a versioned write stores: the row's new `updated_at`, later than the one it replaces even
 * within one millisecond, and the save's digest. `replayed`: this very save is already stored, so
 * there is nothing to write.
 */
export type VersionedWrite = { stored: unknown; next: string; digest: string; replayed: boolean };

/**
 * Locks the row first (before any link table is touched, so concurrent saves of one item queue up
 * here instead of deadlocking on the link tables), then refuses a stale write: 404 when the row is
 * gone, 409 when the expected version is not the stored `updated_at`. Unless the stored version was
 * made by this same save (same body, so same expected version): a PUT is idempotent, and nginx sends
 * it again to another API process when the first died after storing it but before answering.
 */
export async function lockVersion(trx: Db, table: string, id: number, entity: string, expected: ExpectedWrite): Promise<VersionedWrite> {
  const query = trx(table).where({ id }).first('updated_at', 'write_digest');
  // SQLite runs one write transaction at a time (and knex warns on FOR UPDATE there); MySQL needs the row lock.
  if (trx.client.config.client === 'mysql2') query.forUpdate();
  const row: { updated_at: unknown; write_digest: string | null } | undefined = await query;
  if (!row) throw notFound(entity);
  const current = Date.parse(fromDbDateTime(row.updated_at) ?? '');
  const stale = expected.version !== null && expected.version !== current;
  const replayed = stale && row.write_digest === expected.digest;
  if (stale && !replayed) throw conflict(STALE_ITEM_MESSAGE);
  const next = Math.max(Date.now(), (Number.isNaN(current) ? 0 : current) + 1);
  return { stored: row.updated_at, next: toDbDateTime(new Date(next)), digest: expected.digest, replayed };
}

/**
 * The conditional UPDATE of a versioned row: it changes the row only while `updated_at` is still the
 * value `lockVersion` read, and a row it did not change means another save came first (409).
 */
export async function updateVersioned(trx: Db, table: string, id: number, version: VersionedWrite, columns: Record<string, unknown>): Promise<void> {
  const changed = await trx(table)
    .where({ id, updated_at: version.stored })
    .update({ ...columns, updated_at: version.next, write_digest: version.digest });
  if (changed === 0) throw conflict(STALE_ITEM_MESSAGE);
}

/** Attempts at a write transaction that MySQL keeps choosing as a deadlock victim, before it is a 500. */
const DEADLOCK_ATTEMPTS = 5;

/**
 * Runs a write transaction. On MySQL at READ COMMITTED: a write reads nothing it does not lock anyway
 * (the stale-save check locks its row), and REPEATABLE READ's gap locks made parallel writes that
 * rewrite link tables (delete the item's links, insert the new ones) deadlock. Should the database
 * still choose it as a deadlock victim, it runs again after a short random pause, so that the writers
 * that collided do not collide again: a deadlock is never a 500.
 */
export async function transactionWithRetry<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work, db.client.config.client === 'mysql2' ? { isolationLevel: 'read committed' } : {});
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
