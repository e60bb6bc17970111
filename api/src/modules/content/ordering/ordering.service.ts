import { REORDER_RULES, RESTORE_RULES } from '@folio/contracts';
import type { Db } from '../../../db/knex.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/db-errors.js';
import { conflict, invalidInput, isDomainError } from '../../../domain-error.js';
import type { Entity } from '../collection-definition.js';
import { transactionWithRetry } from '../item-version.js';
import type { Orderable, RestoredValues } from './orderable.js';
import { nextVersion, orderingRepository as repository } from './ordering.repository.js';
import { planReorder } from './reorder-plan.js';

const idTaken = (kind: Orderable, id: number) => {
  const message = RESTORE_RULES.idTaken(kind.entity, id);
  return conflict(message, { id: message });
};

/** A 400 whose message says what its fields say, so that a toast (not only a form) can name what is missing. */
const naming = (error: unknown): unknown =>
  isDomainError(error, 'invalid') && error.fields ? invalidInput(error.fields, Object.values(error.fields).join('; ')) : error;

/**
 * The restore's insert, its constraint failures answered as what they mean: the id or the unique
 * field taken since the checks (409), or something the item points at deleted since (the same 400
 * the checks give, read again; 409 if it cannot be named).
 */
async function insertOrExplain(trx: Db, kind: Orderable, values: RestoredValues): Promise<void> {
  try {
    await kind.insertRestored(trx, values);
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (await repository.exists(trx, kind.table, values.id)) throw idTaken(kind, values.id);
      if (kind.unique) throw conflict(kind.unique.message, { [kind.unique.field]: kind.unique.message });
    }
    if (isForeignKeyViolation(error)) {
      await kind.checkReferences(trx, values);
      throw conflict(RESTORE_RULES.referenceGone);
    }
    throw error;
  }
}

/** Drag-and-drop reordering and undoing a delete, for any kind of admin content. */
export const orderingService = {
  /**
   * Renumbers display_order so that the list shows `ids` (a run of neighbouring items) in their new
   * order at the same place; one transaction, a bounded number of statements whatever the list's
   * size, and only rows whose value changes are written, each with a new version (updatedAt), so
   * that an edit form opened before the reorder gets a 409 rather than restoring the old order.
   */
  async reorder(db: Db, kind: Orderable, ids: readonly number[]): Promise<void> {
    const direction = kind.orderBy[0]![1];
    await transactionWithRetry(db, async (trx) => {
      const list = await repository.listOrder(trx, kind);
      const plan = planReorder(list, ids, direction);
      if (!plan.ok) {
        throw invalidInput({ ids: 'unknown' in plan ? REORDER_RULES.unknown(kind.entity, plan.unknown) : REORDER_RULES.notContiguous });
      }
      const stored = new Map(list.map((row) => [row.id, row.updatedAt]));
      const now = Date.now();
      const changes = plan.changes.map((change) => ({ ...change, updatedAt: nextVersion(stored.get(change.id), now) }));
      await repository.writeOrder(trx, kind.table, changes);
    });
  },

  /**
   * Stores a deleted item again under its own id, as the API answered it before the delete (checked
   * as a create is), with its links. 409 when the id or the unique field is taken; 400 for an id the
   * table never handed out (so the auto-increment counter never moves) and naming what the item points
   * at that is gone. Answers the item as its GET does.
   */
  async restore(db: Db, kind: Orderable, values: RestoredValues): Promise<Entity> {
    await transactionWithRetry(db, async (trx) => {
      if (await repository.exists(trx, kind.table, values.id)) throw idTaken(kind, values.id);
      if (values.id > (await repository.highestIdHandedOut(trx, kind.table))) {
        const message = RESTORE_RULES.neverUsed(kind.entity, values.id);
        throw invalidInput({ id: message }, message);
      }
      try {
        await kind.checkReferences(trx, values);
        await insertOrExplain(trx, kind, values);
      } catch (error) {
        throw naming(error);
      }
    });
    return kind.get(db, values.id);
  },
};
