import type { Knex } from 'knex';

export const name = '20261201100100_message_replies_notes';

/**
 * The owner's follow-up on a contact message: when it was last answered (`replied_at`, null until
 * then) and a private note (`note`, null for none). Added in place on both engines.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_messages', (t) => {
    t.datetime('replied_at', { precision: 3 }).nullable();
    t.text('note').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  // Plain ALTER TABLE on both engines: knex's SQLite dropColumn would rebuild the table through a copy.
  await knex.raw('ALTER TABLE contact_messages DROP COLUMN note');
  await knex.raw('ALTER TABLE contact_messages DROP COLUMN replied_at');
}
