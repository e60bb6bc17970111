import { CASE_STUDY_ROLE_MAX, CASE_STUDY_TIMELINE_MAX } from '@folio/contracts';
import type { Knex } from 'knex';

export const name = '20261206100100_case_study_role_timeline';

/**
 * A case study's optional role (the owner's part in the project) and timeline (when it ran), shown on
 * its page under the title; existing case studies have neither until the owner adds them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('case_studies', (t) => {
    t.string('role', CASE_STUDY_ROLE_MAX).nullable();
    t.string('timeline', CASE_STUDY_TIMELINE_MAX).nullable();
  });
}

/** Plain ALTER TABLE on both engines: knex would rebuild the SQLite table to drop a column. */
export async function down(knex: Knex): Promise<void> {
  for (const column of ['timeline', 'role']) await knex.raw('ALTER TABLE case_studies DROP COLUMN ??', [column]);
}
