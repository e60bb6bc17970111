import { isUniqueViolation } from '../../db/db-errors.js';
import type { Db } from '../../db/knex.js';
import type { ContentValues, ContentWrites, Entity } from './collection-definition.js';

/** How long a create's key is kept: far longer than any client retries it. */
export const CREATE_KEY_MS = 24 * 60 * 60 * 1000;

const storedId = async (db: Db, key: string): Promise<number | undefined> => {
  const row = await db('content_create_keys').where({ idempotency_key: key }).first('item_id');
  return row?.item_id === null || row?.item_id === undefined ? undefined : Number(row.item_id);
};

/**
 * A create sent with an idempotency key makes its item once. The key is written in the create's own
 * transaction, so either both are stored or neither: the same create sent again after its first
 * try's answer was lost (an API process killed mid-request, the edge sending it on to another)
 * answers the item the first try made, and one whose first try never committed makes it now. A twin
 * sent at the same moment waits on the first's key, then answers the first's item.
 */
export async function createOnce(db: Db, writes: ContentWrites, values: ContentValues, key: string, now = Date.now()): Promise<Entity> {
  const made = await storedId(db, key);
  if (made !== undefined) return writes.get(db, made);
  await db('content_create_keys').where('created_at', '<', now - CREATE_KEY_MS).delete();
  try {
    return await writes.create(db, values, {
      claim: async (trx) => {
        await trx('content_create_keys').insert({ idempotency_key: key, item_id: null, created_at: now });
      },
      record: async (trx, id) => {
        await trx('content_create_keys').where({ idempotency_key: key }).update({ item_id: id });
      },
    });
  } catch (error) {
    const twin = isUniqueViolation(error) ? await storedId(db, key) : undefined;
    if (twin === undefined) throw error;
    return writes.get(db, twin);
  }
}
