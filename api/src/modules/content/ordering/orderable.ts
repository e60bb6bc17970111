import { restoreStruct } from '@folio/contracts';
import type { Db } from '../../../db/knex.js';
import type { CollectionDefinition, Entity, RestoredValues } from '../collection-definition.js';
import { collectionsRepository } from '../collections.repository.js';
import { collectionsService } from '../collections.service.js';
import { parseContent } from '../content-input.js';
import { assertReferencesExist, contentReferences } from '../references/references.js';

export type { RestoredValues } from '../collection-definition.js';

/** What reordering and undoing a delete need of one kind of admin content, derived from its definition. */
export interface Orderable {
  /** Singular name used in messages: 'Company', 'Post'. */
  entity: string;
  table: string;
  /** The admin path the two routes extend: `${adminPath}/order`, `${adminPath}/restore`. */
  adminPath: string;
  /** The sort of the console's list: `display_order` first, then its tie-breakers. */
  orderBy: ReadonlyArray<readonly [column: string, direction: 'asc' | 'desc']>;
  /** The unique column answered with 409 and this field message when it is taken. */
  unique?: { field: string; message: string };
  /** Checks a restore body as a create would, plus its id (400 otherwise). */
  parseRestore(body: unknown): RestoredValues;
  /** 400 naming each row the item points at that does not exist (a persona, a category, a tag). */
  checkReferences(trx: Db, values: RestoredValues): Promise<void>;
  /** Inserts the item under its own id, with its links. */
  insertRestored(trx: Db, values: RestoredValues): Promise<void>;
  /** The item as its GET answers it. */
  get(db: Db, id: number): Promise<Entity>;
}

const byDefinition = new WeakMap<CollectionDefinition, Orderable>();

/** A definition as an Orderable: its own contract, sanitising, references and repository, or its hooks' restore and read. */
export function orderableCollection(def: CollectionDefinition): Orderable {
  const known = byDefinition.get(def);
  if (known) return known;
  if (def.orderBy[0]?.[0] !== 'display_order') throw new Error(`${def.entity}: a reorderable list sorts by display_order first`);
  const struct = restoreStruct(def.struct);
  const { restore, get } = def.hooks ?? {};
  const orderable: Orderable = {
    entity: def.entity,
    table: def.table,
    adminPath: def.adminPath,
    orderBy: def.orderBy,
    unique: def.unique,
    parseRestore: restore?.parse ?? ((body) => parseContent({ struct, htmlFields: def.htmlFields }, body)),
    checkReferences: restore?.checkReferences ?? ((trx, values) => assertReferencesExist(trx, contentReferences(def, values))),
    // `id` is a column like the contract's fields: the row is inserted under it, and its links with it.
    insertRestored:
      restore?.insert ??
      (async (trx, values) => {
        await collectionsRepository.insert(trx, def, values);
      }),
    get: get ?? ((db, id) => collectionsService.get(db, def, id)),
  };
  byDefinition.set(def, orderable);
  return orderable;
}
