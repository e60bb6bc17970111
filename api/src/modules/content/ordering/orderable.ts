import { restoreStruct } from '@folio/contracts';
import type { Db } from '../../../db/knex.js';
import type { CollectionDefinition, Entity } from '../collection-definition.js';
import { collectionsRepository } from '../collections.repository.js';
import { collectionsService } from '../collections.service.js';
import { parseContent } from '../content-input.js';
import { assertReferencesExist, contentReferences } from '../references/references.js';

/** A restore body once checked: the kind's contract fields, and the id the item is stored under again. */
export type RestoredValues = { id: number } & Record<string, unknown>;

/**
 * What reordering and undoing a delete need of one kind of admin content: a collection definition
 * (content/definitions.ts, the blog's categories and tags) or the posts (orderable-posts.ts).
 */
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

/** A collection definition as an Orderable: its own contract, sanitising, references and repository. */
export function orderableCollection(def: CollectionDefinition): Orderable {
  const known = byDefinition.get(def);
  if (known) return known;
  if (def.orderBy[0]?.[0] !== 'display_order') throw new Error(`${def.entity}: a reorderable list sorts by display_order first`);
  const struct = restoreStruct(def.struct);
  const orderable: Orderable = {
    entity: def.entity,
    table: def.table,
    adminPath: def.adminPath,
    orderBy: def.orderBy,
    unique: def.unique,
    parseRestore: (body) => parseContent({ struct, htmlFields: def.htmlFields }, body),
    checkReferences: (trx, values) => assertReferencesExist(trx, contentReferences(def, values)),
    // `id` is a column like the contract's fields: the row is inserted under it, and its links with it.
    insertRestored: async (trx, values) => {
      await collectionsRepository.insert(trx, def, values);
    },
    get: (db, id) => collectionsService.get(db, def, id),
  };
  byDefinition.set(def, orderable);
  return orderable;
}
