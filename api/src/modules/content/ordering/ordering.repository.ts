import { fromDbDateTime, toDbDateTime } from '../../../db/dates.js';
import type { Db } from '../../../db/knex.js';
import type { Orderable } from './orderable.js';
import type { Placed } from './reorder-plan.js';

/** A listed row with the version a reorder replaces. */
export type ListedRow = Placed & { updatedAt: unknown };
/** A row's new display_order and its new `updated_at` (database text). */
export type OrderChange = { id: number; order: number; updatedAt: string };

/** Rows per UPDATE: five bound values each, far below either engine's limit on one statement's values. */
const ROWS_PER_UPDATE = 500;

/** Every SQL statement of reordering and restoring, for any Orderable's table. */
export const orderingRepository = {
  /**
   * The whole list in the console's order, in one query. On MySQL its rows stay locked until the
   * transaction ends, so that no save changes a display_order between this read and the write.
   */
  async listOrder(trx: Db, kind: Orderable): Promise<ListedRow[]> {
    const query = trx(kind.table).select('id', 'display_order', 'updated_at');
    for (const [column, direction] of kind.orderBy) query.orderBy(column, direction);
    // SQLite runs one write transaction at a time (and knex warns on FOR UPDATE there).
    if (trx.client.config.client === 'mysql2') query.forUpdate();
    const rows: Array<{ id: unknown; display_order: unknown; updated_at: unknown }> = await query;
    return rows.map((row) => ({ id: Number(row.id), order: Number(row.display_order), updatedAt: row.updated_at }));
  },

  /** Writes new display_orders and versions with one UPDATE per batch of rows (CASE on the id). */
  async writeOrder(trx: Db, table: string, changes: readonly OrderChange[]): Promise<void> {
    for (let first = 0; first < changes.length; first += ROWS_PER_UPDATE) {
      const batch = changes.slice(first, first + ROWS_PER_UPDATE);
      const byId = (value: (change: OrderChange) => string | number) =>
        trx.raw(`CASE ?? ${batch.map(() => 'WHEN ? THEN ?').join(' ')} END`, ['id', ...batch.flatMap((change) => [change.id, value(change)])]);
      await trx(table)
        .whereIn('id', batch.map((change) => change.id))
        .update({ display_order: byId((change) => change.order), updated_at: byId((change) => change.updatedAt) });
    }
  },

  /**
   * The highest id the table has handed out: its auto-increment counter less one (MySQL's SHOW CREATE
   * TABLE reads the live counter, where information_schema may show a cached one), or SQLite's
   * sqlite_sequence. A restore under a higher id would move the counter past ids never used.
   */
  async highestIdHandedOut(trx: Db, table: string): Promise<number> {
    if (trx.client.config.client === 'mysql2') {
      const [[row]] = (await trx.raw('SHOW CREATE TABLE ??', [table])) as [Array<Record<string, unknown>>];
      const counter = /\bAUTO_INCREMENT=(\d+)/.exec(String(row?.['Create Table'] ?? ''));
      return counter ? Number(counter[1]) - 1 : 0;
    }
    const row: { seq: unknown } | undefined = await trx('sqlite_sequence').where({ name: table }).first('seq');
    return Number(row?.seq ?? 0);
  },

  async exists(trx: Db, table: string, id: number): Promise<boolean> {
    return (await trx(table).where({ id }).first('id')) !== undefined;
  },
};

/** The version a row gets when its order changes: later than the stored one, as item-version.ts's saves do. */
export function nextVersion(stored: unknown, now: number): string {
  const current = Date.parse(fromDbDateTime(stored) ?? '');
  return toDbDateTime(new Date(Math.max(now, (Number.isNaN(current) ? 0 : current) + 1)));
}
