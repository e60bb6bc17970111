import type { Db } from './knex.js';
import { groupIds } from './rows.js';

/** A many-to-many link table: `key` points at the parent row, `valueKey` at the linked row. */
export type LinkTable = { table: string; key: string; valueKey: string };

export async function loadLinks(db: Db, link: LinkTable, parentIds: number[]): Promise<Map<number, number[]>> {
  if (parentIds.length === 0) return new Map();
  const rows = await db(link.table).whereIn(link.key, parentIds).orderBy(link.valueKey).select(link.key, link.valueKey);
  return groupIds(rows, link.key, link.valueKey);
}

export async function replaceLinks(trx: Db, link: LinkTable, parentId: number, ids: readonly number[]): Promise<void> {
  await trx(link.table).where(link.key, parentId).delete();
  if (ids.length > 0) await trx(link.table).insert(ids.map((id) => ({ [link.key]: parentId, [link.valueKey]: id })));
}
