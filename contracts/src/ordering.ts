/**
 * Two requests of the console that work on every kind of admin content: reordering a list by drag and
 * drop (`PUT /api/admin/<kind>/order`) and undoing a delete (`POST /api/admin/<kind>/restore`), with
 * the messages their 400s and 409s carry.
 */
import { assign, object, type Infer, type Struct } from 'superstruct';
import { blogPostStruct } from './blog.js';
import { MAX_INT } from './constants.js';
import { bounded, field, integerAtLeast } from './fields.js';

/** The most ids one reorder may name (a whole list of the console, or one page of posts). */
export const MAX_REORDER_IDS = 10_000;

const names = (ids: readonly number[]) => ids.join(', ');
const withArticle = (entity: string) => `${/^[aeiou]/i.test(entity) ? 'An' : 'A'} ${entity.toLowerCase()}`;

export const REORDER_RULES = {
  ids: 'ids must be a list of item ids (whole numbers of at least 1)',
  empty: 'ids must name at least one item',
  tooMany: `ids may name at most ${MAX_REORDER_IDS.toLocaleString('en-US')} items`,
  duplicates: (ids: readonly number[]) => `ids may name each item once; ${names(ids)} ${ids.length === 1 ? 'comes' : 'come'} more than once`,
  /** The API's: ids of no item of the list. */
  unknown: (entity: string, ids: readonly number[]) => `No ${entity.toLowerCase()} with id ${names(ids)}`,
  /** The API's: the ids are not neighbours in the list as it is stored now. */
  notContiguous: 'ids must be items that are next to each other in the list as it is now; reload the list and try again',
} as const;

function reorderIdsRule(value: unknown): true | string {
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_INT)) {
    return REORDER_RULES.ids;
  }
  if (value.length === 0) return REORDER_RULES.empty;
  if (value.length > MAX_REORDER_IDS) return REORDER_RULES.tooMany;
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const id of value as number[]) (seen.has(id) ? repeated : seen).add(id);
  return repeated.size === 0 || REORDER_RULES.duplicates([...repeated]);
}

/**
 * `PUT /api/admin/<kind>/order`: the ids of a run of neighbouring items of the list as the console
 * shows it (the whole list, or one page of posts), in their new order. JSON numbers only.
 */
export const reorderStruct = object({
  ids: bounded(field<number[]>('reorderIds', reorderIdsRule, (value) => value), { maxItems: MAX_REORDER_IDS }),
});
export type ReorderInput = Infer<typeof reorderStruct>;

/** A date and time both engines store (MySQL's DATETIME runs from the year 1000 to 9999), read as ISO 8601. */
function storedDateTime(message: string): Struct<string, null> {
  const isStorable = (value: unknown) => {
    if (typeof value !== 'string') return false;
    const time = Date.parse(value);
    if (Number.isNaN(time)) return false;
    const year = new Date(time).getUTCFullYear();
    return year >= 1000 && year <= 9999;
  };
  return field<string>('storedDateTime', (value) => isStorable(value) || message, (value) =>
    isStorable(value) ? new Date(value as string).toISOString() : value,
  );
}

export const RESTORE_RULES = {
  id: 'id must be the id the item had (a whole number of at least 1)',
  viewCount: 'viewCount must be a whole number, 0 or more',
  createdAt: 'createdAt must be the date and time the post was created',
  /** The API's 409: the id is in use again (the item was restored already, or made again with that id). */
  idTaken: (entity: string, id: number) => `${withArticle(entity)} with id ${id} exists already, so it cannot be restored`,
  /** The API's 400: an id the list never handed out (above its auto-increment counter), so no deleted item had it. */
  neverUsed: (entity: string, id: number) => `No ${entity.toLowerCase()} ever had id ${id}; only a deleted item can be restored`,
  /** The API's 409 when something the item refers to went away while the restore ran. */
  referenceGone: 'Something this item refers to was deleted meanwhile; reload and try again',
} as const;

const restoredId = { id: integerAtLeast(1, RESTORE_RULES.id) };

/**
 * `POST /api/admin/<kind>/restore`: the item as the API answered it before it was deleted, checked by
 * its kind's own contract, plus the `id` it is stored under again. Derived fields of the answer
 * (`updatedAt`, `media`, names) are ignored. The contract's rules across fields (a refinement, such
 * as a post's featured image needing alt text) are left out: an undo puts an item back as it was
 * stored, even one saved before such a rule existed, rather than losing it.
 */
export function restoreStruct<T, S>(struct: Struct<T, S>): Struct<T & { id: number }, unknown> {
  if (struct.type !== 'object') throw new Error(`Only an object contract can be restored, not '${struct.type}'`);
  return assign(struct as never, object(restoredId)) as unknown as Struct<T & { id: number }, unknown>;
}

/** A post also keeps its views and when it was created. */
export const postRestoreStruct = assign(
  blogPostStruct,
  object({
    ...restoredId,
    viewCount: integerAtLeast(0, RESTORE_RULES.viewCount),
    createdAt: storedDateTime(RESTORE_RULES.createdAt),
  }),
);
export type PostRestoreInput = Infer<typeof postRestoreStruct>;
