import { DEFAULT_CONTACT_SUBJECTS, GENERAL_CONTACT_SUBJECTS, TAG_TYPES, type ContactSubjects, type TagType } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import { transactionWithRetry } from '../content/item-version.js';
import { contactSubjectsRepository as repository } from './contact-subjects.repository.js';

/** The subjects each persona's form offers: the owner's list where they set one, else the defaults. */
export const contactSubjectsService = {
  async all(db: Db): Promise<ContactSubjects> {
    const set = await repository.read(db);
    return Object.fromEntries(TAG_TYPES.map((persona) => [persona, set[persona] ?? [...DEFAULT_CONTACT_SUBJECTS[persona]]])) as ContactSubjects;
  },

  /** The list a form offers: its persona's, or with no persona the general one. */
  async forForm(db: Db, persona: TagType | null): Promise<string[]> {
    if (persona === null) return [...GENERAL_CONTACT_SUBJECTS];
    return (await contactSubjectsService.all(db))[persona];
  },

  /** Stores every persona's list as given (an empty list hides the field); answers them as stored. */
  async replace(db: Db, subjects: ContactSubjects): Promise<ContactSubjects> {
    await transactionWithRetry(db, (trx) => repository.replace(trx, subjects));
    return contactSubjectsService.all(db);
  },
};
