import type { Knex } from 'knex';
import { TAG_TYPES, type ContactSubjects, type TagType } from '@folio/contracts';
import type { Db } from '../../db/knex.js';

type Queryable = Db | Knex.Transaction;

/**
 * Each persona's subjects, in order. A persona with a row in `contact_subject_lists` has the list the
 * owner set (empty included); `null` for one without: it offers the defaults.
 */
export const contactSubjectsRepository = {
  async read(db: Queryable): Promise<Record<TagType, string[] | null>> {
    const set = new Set<string>(await db('contact_subject_lists').pluck('persona'));
    const rows = (await db('contact_subjects').select('persona', 'label').orderBy(['persona', 'position'])) as Array<{ persona: string; label: string }>;
    return Object.fromEntries(
      TAG_TYPES.map((persona) => [persona, set.has(persona) ? rows.filter((row) => row.persona === persona).map((row) => row.label) : null]),
    ) as Record<TagType, string[] | null>;
  },

  /** Replaces every persona's list (in the caller's transaction). */
  async replace(trx: Queryable, subjects: ContactSubjects): Promise<void> {
    await trx('contact_subjects').delete();
    const rows = TAG_TYPES.flatMap((persona) => subjects[persona].map((label, position) => ({ persona, position, label })));
    if (rows.length > 0) await trx('contact_subjects').insert(rows);
    await trx('contact_subject_lists').delete();
    await trx('contact_subject_lists').insert(TAG_TYPES.map((persona) => ({ persona })));
  },
};
