import type { Struct } from 'superstruct';
import type { Db } from '../../db/knex.js';
import type { ExpectedWrite } from './item-version.js';
import type { MediaFields } from './media-fields.js';

/** How a collection's rows relate to personas, and so how the public `personaId` filter reads. */
export type PersonaScope =
  | { kind: 'none' }
  /** The personas collection itself: `personaId` picks one persona. */
  | { kind: 'self' }
  /** A link table; a row linked to no persona shows for every persona. */
  | { kind: 'links'; table: string; key: string }
  /** A required `persona_id` column plus a link table; the row shows for its own persona and every linked one. */
  | { kind: 'owner-and-links'; table: string; key: string };

export type Entity = { id: number } & Record<string, unknown>;

/**
 * A field holding the id of an item of another kind, or null (a testimonial's case study). A write
 * naming an item that does not exist answers 400 with the field's message; the column's foreign key
 * says what a delete of that item leaves (ON DELETE SET NULL: no dangling reference).
 */
export interface KindReference {
  field: string;
  /** The other kind's table. */
  table: string;
  /** Its items' name in the message: 'No case study with id 9'. */
  label: string;
}

/** A body once checked by a definition's contract (parseContent): the values a write stores. */
export type ContentValues = Record<string, unknown>;

/** A restore body once checked: the kind's contract fields, and the id the item is stored under again. */
export type RestoredValues = { id: number } & Record<string, unknown>;

/** A kind's saves, given values its contract has checked; they throw DomainError (404, 409, ...). */
/**
 * A create's idempotency key, written in the create's own transaction (create-keys.ts): `claim` before
 * the item (a twin sent at the same moment waits on it, then finds the first's item), `record` once
 * the item has its id.
 */
export interface CreateKeyWrites {
  claim(trx: Db): Promise<void>;
  record(trx: Db, id: number): Promise<void>;
}

export interface ContentWrites {
  create(db: Db, values: ContentValues, key?: CreateKeyWrites): Promise<Entity>;
  /** The item as a create or an update answers it. */
  get(db: Db, id: number): Promise<Entity>;
  /** `expected`: the version the edit was loaded with (readExpectedVersion). */
  update(db: Db, id: number, values: ContentValues, expected: ExpectedWrite): Promise<Entity>;
  remove(db: Db, id: number): Promise<void>;
}

/**
 * What a kind does differently from the generic machinery, each in place of the kernel's own (the
 * posts': publishing and scheduling, revisions and former slugs in their saves; lists paged and
 * searched by the blog's own routes).
 */
export interface KindHooks {
  /** The kind's module mounts its own public and console reads: the generic collection router mounts none. */
  ownReads?: true;
  /** Its create, update and delete. */
  writes?: ContentWrites;
  /** The item as its GET answers it. */
  get?(db: Db, id: number): Promise<Entity>;
  /** Undoing a delete: the restore body checked (400 otherwise), its references checked, the item inserted under its own id. */
  restore?: {
    parse(body: unknown): RestoredValues;
    checkReferences(trx: Db, values: RestoredValues): Promise<void>;
    insert(trx: Db, values: RestoredValues): Promise<void>;
  };
  /** A sample item added as given (its contract checked it), `kept` columns as they are; resolves to its id. */
  insertAsGiven?(trx: Db, values: ContentValues, kept: Record<string, unknown>): Promise<number>;
  /**
   * What a persona's delete changes in the kind's own rows besides its links to that persona (which
   * cascade away), in the delete's transaction, before it.
   */
  personaRemoved?(trx: Db, personaId: number): Promise<void>;
}

/** How the API's documentation tells what a kind does its own way (the reorder and restore operations). */
export interface KindDocs {
  /** What `ids` of a reorder may be: which list, and which run of it. */
  reorderRun: string;
  /** What a restore stores again besides the item itself. */
  restoredWith: string;
  /** What a restore checks it still refers to, besides personas ('category or tag'). */
  restoreRefersTo?: string;
}

/**
 * Items with pages of their own, found by a unique `slug`: one left blank is made from the `from`
 * field; a changed slug keeps answering (GET {publicPath}/slug/{slug}: 301 to the current one)
 * through the `redirects` table (`slug`, `key` naming the item, `created_at`).
 */
export interface SlugScheme {
  from: string;
  redirects: { table: string; key: string };
}

export interface CollectionDefinition {
  /** Singular name used in messages: 'Company', 'Hero item'. */
  entity: string;
  /** The field an item is named by to the owner ('name', 'title'), in messages such as where an image is used; its column has the same name. */
  label: string;
  table: string;
  struct: Struct<Record<string, unknown>, unknown>;
  /** Public list path under /api, or null when the collection has no public list. */
  publicPath: string | null;
  /** Whether the public path also answers GET {publicPath}/{id}. */
  publicItem?: boolean;
  adminPath: string;
  personas: PersonaScope;
  /** Its references to items of other kinds, besides personas. */
  references?: readonly KindReference[];
  orderBy: ReadonlyArray<readonly [column: string, direction: 'asc' | 'desc']>;
  /** A valid new item as a POST sends it: the API documentation shows it, and the suites that run over every kind create their items from it. */
  example: Record<string, unknown>;
  /** Extra condition on public reads (only active hero items). */
  publicOnly?: Record<string, unknown>;
  booleans?: readonly string[];
  jsonColumns?: readonly string[];
  /** Fields holding HTML that is sanitised before it is validated and stored. */
  htmlFields?: readonly string[];
  /** Unique columns answered with 409 and this field message when taken. */
  unique?: { field: string; message: string };
  /** Whether its items have slugs (their pages' addresses), and how they are made and kept. */
  slugs?: SlugScheme;
  /** Rows that may not be deleted, with the reason. */
  undeletable?: { ids: readonly number[]; message: string };
  /** Where its items keep images: answers carry their alt text, and the media library says where each image is used. */
  media?: MediaFields;
  /** Adds derived public fields to listed rows (one query for the whole list). */
  decorate?: (db: Db, rows: Entity[]) => Promise<Entity[]>;
  /** What else a delete changes, in its transaction, before the row goes (what its cascades leave behind). */
  beforeRemove?: (trx: Db, id: number) => Promise<void>;
  /** What the kind does its own way (its module's), in place of the kernel's. */
  hooks?: KindHooks;
  /** The API documentation's words for what its hooks do differently. */
  docs?: KindDocs;
}
