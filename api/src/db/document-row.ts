import type { Db } from './knex.js';
import { nowForDb } from './dates.js';

/** The one row (id 1) of a table that keeps a settings document as JSON text: written by the first save. */
const DOCUMENT_ID = 1;

/** Every SQL statement of a one-row settings table (`id`, `document`, `updated_at`), such as cv_settings or site_texts. */
export function documentRow(table: string) {
  return {
    /** The stored document as it was written (JSON text), or null before the first save. */
    async read(db: Db): Promise<string | null> {
      const row = (await db(table).where('id', DOCUMENT_ID).first('document')) as { document: string } | undefined;
      return row?.document ?? null;
    },

    /** Replaces the document: the one row, inserted the first time. */
    async write(db: Db, document: string): Promise<void> {
      await db(table).insert({ id: DOCUMENT_ID, document, updated_at: nowForDb() }).onConflict('id').merge(['document', 'updated_at']);
    },
  };
}

/** A stored document's part that is an object (not an array), as a reader of an older document checks it. */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored JSON text parsed, or null for none or text that is not JSON (its reader then falls back to the defaults). */
export function parsedJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
