/**
 * Optimistic concurrency for admin edits: every stored item carries `updatedAt` (ISO 8601, UTC, to the
 * millisecond), and a PUT that sends the `updatedAt` it was loaded with is refused when the item has
 * changed since. A PUT without it (a script, an older client) replaces the item as before.
 */
import type { FieldErrors } from './errors.js';

export const STALE_ITEM_MESSAGE = 'This item was changed elsewhere; reload it to see the changes';
export const UPDATED_AT_RULE = 'updatedAt must be the date and time the item was loaded with';

/** The `updatedAt` a write expects, as a time in milliseconds: null when the body sends none. */
export type ExpectedVersion = { ok: true; value: number | null } | { ok: false; fields: FieldErrors };

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?(?:Z|[+-]\d{2}:\d{2})$/;

export function expectedVersion(body: unknown): ExpectedVersion {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: true, value: null };
  const value = (body as { updatedAt?: unknown }).updatedAt;
  if (value === undefined || value === null) return { ok: true, value: null };
  const time = typeof value === 'string' && ISO_DATE_TIME.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? { ok: false, fields: { updatedAt: UPDATED_AT_RULE } } : { ok: true, value: time };
}
