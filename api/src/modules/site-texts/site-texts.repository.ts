import type { Db } from '../../db/knex.js';
import { nowForDb } from '../../db/dates.js';

/** The one row of site_texts (id 1), written by the first save (migration 20261201100400_site_texts). */
const TEXTS_ID = 1;

/** Every SQL statement of the site's texts. */
export const siteTextsRepository = {
  /** The stored document as it was written (JSON text), or null before the first save. */
  async read(db: Db): Promise<string | null> {
    const row = (await db('site_texts').where('id', TEXTS_ID).first('document')) as { document: string } | undefined;
    return row?.document ?? null;
  },

  /** Replaces the document: the one row, inserted the first time. */
  async write(db: Db, document: string): Promise<void> {
    await db('site_texts').insert({ id: TEXTS_ID, document, updated_at: nowForDb() }).onConflict('id').merge(['document', 'updated_at']);
  },
};
