import type { Db } from '../../db/knex.js';
import { nowForDb } from '../../db/dates.js';

/** The one row of cv_settings (id 1), written by the first save (migration 20261128100000_cv_settings). */
const SETTINGS_ID = 1;

/** Every SQL statement of the CV settings. */
export const cvSettingsRepository = {
  /** The stored document as it was written (JSON text), or null before the first save. */
  async read(db: Db): Promise<string | null> {
    const row = (await db('cv_settings').where('id', SETTINGS_ID).first('document')) as { document: string } | undefined;
    return row?.document ?? null;
  },

  /** Replaces the document: the one row, inserted the first time. */
  async write(db: Db, document: string): Promise<void> {
    await db('cv_settings').insert({ id: SETTINGS_ID, document, updated_at: nowForDb() }).onConflict('id').merge(['document', 'updated_at']);
  },
};
