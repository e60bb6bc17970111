import type { ContentKind } from '@folio/contracts';
import type { Struct } from 'superstruct';
import type { Db } from '../../db/knex.js';
import type { CollectionDefinition, ContentWrites, KindDocs } from './collection-definition.js';
import { collectionsRepository } from './collections.repository.js';
import { collectionsService } from './collections.service.js';
import type { MediaUser } from './media-fields.js';
import { orderableCollection, type Orderable } from './ordering/orderable.js';

export type { ContentWrites } from './collection-definition.js';

/** What every reader of the registry needs of one kind of content. */
export interface ContentEntry {
  /** Singular name used in messages: 'Company', 'Post'. */
  entity: string;
  /** Reordering (PUT {adminPath}/order) and undoing a delete (POST {adminPath}/restore). */
  orderable: Orderable;
  /** Where its items keep library images and how an item is named, for the media library's "used by"; null when it keeps none. */
  media: MediaUser | null;
  /** A valid new item as a POST sends it (the API documentation, the suites that run over every kind). */
  example: Record<string, unknown>;
  /** Its contract: what a create or an update sends. */
  struct: Struct<Record<string, unknown>, unknown>;
  /** Fields holding HTML, cleaned before the contract checks them. */
  htmlFields?: readonly string[];
  /** Create, update and delete, which the write routes every kind shares call (content-writes.router.ts). */
  writes: ContentWrites;
  /** The field an item is named by to the owner ('name', 'title'). */
  label: string;
  /** The visitors' list under /api, or null when it has none. */
  publicPath: string | null;
  /** The table linking its items to personas, or null. */
  personaLinks: string | null;
  /**
   * Adds an item as given, for the sample portfolio: values its contract has checked, and columns kept
   * as they are (a persona's fixed id, a post's views). A post keeps its own date and starts its history.
   */
  insertAsGiven(trx: Db, values: Record<string, unknown>, kept?: Record<string, unknown>): Promise<number>;
  /**
   * The generic collection router's definition (its lists). Null for a kind that mounts its own reads
   * (the posts: paging and search, drafts and schedules, former slugs, views, revisions).
   */
  collection: CollectionDefinition | null;
  /** What a persona's delete changes in the kind's rows besides its links (KindHooks.personaRemoved), or null. */
  personaRemoved: ((trx: Db, personaId: number) => Promise<void>) | null;
  /** The API documentation's words for what it does its own way, or null for the generic kinds. */
  docs: KindDocs | null;
}

/**
 * A kind's entry, derived from its one definition: the generic machinery's saves, restore, reads and
 * sample insert, each replaced by the definition's hook where it has one.
 */
export const collectionEntry = (def: CollectionDefinition): ContentEntry => {
  const { hooks = {} } = def;
  return {
    entity: def.entity,
    orderable: orderableCollection(def),
    media: def.media ? { entity: def.entity, table: def.table, label: def.label, fields: def.media } : null,
    example: def.example,
    struct: def.struct,
    htmlFields: def.htmlFields,
    writes: hooks.writes ?? {
      create: (db, values, key) => collectionsService.create(db, def, values, key),
      get: (db, id) => collectionsService.get(db, def, id),
      update: (db, id, values, expected) => collectionsService.update(db, def, id, values, expected),
      remove: (db, id) => collectionsService.remove(db, def, id),
    },
    label: def.label,
    publicPath: def.publicPath,
    personaLinks: 'table' in def.personas ? def.personas.table : null,
    insertAsGiven: (trx, values, kept = {}) => (hooks.insertAsGiven ? hooks.insertAsGiven(trx, values, kept) : collectionsRepository.insert(trx, def, { ...values, ...kept })),
    collection: hooks.ownReads ? null : def,
    personaRemoved: hooks.personaRemoved ?? null,
    docs: def.docs ?? null,
  };
};

/** Every kind of content, posts included, by the key the console and the contracts name it with. */
export type ContentRegistry = { readonly [K in ContentKind]: ContentEntry };
