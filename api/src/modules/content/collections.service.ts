import type { Db } from '../../db/knex.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/db-errors.js';
import { conflict, notFound } from '../../domain-error.js';
import { assertReferencesExist, contentReferences } from './references/references.js';
import type { CollectionDefinition, ContentValues, CreateKeyWrites, Entity } from './collection-definition.js';
import { lockVersion, transactionWithRetry, type ExpectedWrite } from './item-version.js';
import { collectionsRepository as repository, type ListFilter } from './collections.repository.js';
import { redirectTarget } from './slugs.js';

/** Browse, read, add, edit and destroy for any collection definition. */
export const collectionsService = {
  list(db: Db, def: CollectionDefinition, filter: ListFilter): Promise<Entity[]> {
    return repository.list(db, def, filter);
  },

  async get(db: Db, def: CollectionDefinition, id: number): Promise<Entity> {
    const entity = await repository.findById(db, def, id);
    if (!entity) throw notFound(def.entity);
    return entity;
  },

  /**
   * The item of this slug; else, when the slug is one an item had before, where it is now. A slug that
   * an item has is never redirected.
   */
  async getBySlug(db: Db, def: CollectionDefinition, slug: string): Promise<{ item: Entity } | { movedTo: string }> {
    const item = await repository.findBySlug(db, def, slug);
    if (item) return { item };
    const movedTo = await redirectTarget(db, def, slug);
    if (movedTo === undefined) throw notFound(def.entity);
    return { movedTo };
  },

  async create(db: Db, def: CollectionDefinition, values: ContentValues, key?: CreateKeyWrites): Promise<Entity> {
    const id = await transactionWithRetry(db, async (trx) => {
      await key?.claim(trx);
      await assertReferencesExist(trx, contentReferences(def, values));
      const created = await withConstraintErrors(def, () => repository.insert(trx, def, values));
      await key?.record(trx, created);
      return created;
    });
    return collectionsService.get(db, def, id);
  },

  /** `expected`: the version the edit was loaded with (readExpectedVersion). */
  async update(db: Db, def: CollectionDefinition, id: number, values: ContentValues, expected: ExpectedWrite): Promise<Entity> {
    await transactionWithRetry(db, async (trx) => {
      const version = await lockVersion(trx, def.table, id, def.entity, expected);
      if (version.replayed) return;
      await assertReferencesExist(trx, contentReferences(def, values));
      await withConstraintErrors(def, () => repository.update(trx, def, id, values, version));
    });
    return collectionsService.get(db, def, id);
  },

  async remove(db: Db, def: CollectionDefinition, id: number): Promise<void> {
    if (def.undeletable?.ids.includes(id)) throw conflict(def.undeletable.message);
    const deleted = await withConstraintErrors(def, () =>
      transactionWithRetry(db, async (trx) => {
        await def.beforeRemove?.(trx, id);
        return repository.remove(trx, def, id);
      }),
    );
    if (deleted === 0) throw notFound(def.entity);
  },
};

/** Turns unique and foreign-key violations into 409s that say what to do. */
export async function withConstraintErrors<T>(
  def: Pick<CollectionDefinition, 'entity' | 'unique'>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (def.unique && isUniqueViolation(error)) throw conflict(def.unique.message, { [def.unique.field]: def.unique.message });
    if (isForeignKeyViolation(error)) {
      throw conflict(`This ${def.entity.toLowerCase()} is still used by other content; reassign or delete that content first`);
    }
    throw error;
  }
}
