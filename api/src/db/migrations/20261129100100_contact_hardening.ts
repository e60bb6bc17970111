import type { Knex } from 'knex';

export const name = '20261129100100_contact_hardening';

/**
 * The contact form keeps nothing per message that can be tested against a guessed address:
 * `contact_messages.sender_key` (a hash of the sender's address under a key kept in the same
 * database, which the whole IPv4 space could be tried against) is dropped; the per-address limit now
 * counts a hash under the day's salt, deleted after two days (modules/messages/contact-limits.ts).
 * Its values are cleared first, so that neither engine keeps them in rows a column drop may leave
 * as they were (MariaDB drops a column without rewriting the rows); on SQLite with secure_delete, so
 * that the space they took is overwritten rather than left in the file.
 *
 * `used_form_tokens`: the nonce of each form token a message was sent with, until the token could no
 * longer pass as a form anyway (`expires_at`, ms: a day after it was made), so that a second message
 * with the same token goes to Spam. Left out of backups (backup/schema.ts).
 */
export async function up(knex: Knex): Promise<void> {
  const sqlite = knex.client.config.client !== 'mysql2';
  const secureDelete = sqlite ? ((await knex.raw('PRAGMA secure_delete')) as Array<{ secure_delete: number }>)[0]?.secure_delete : null;
  if (sqlite) await knex.raw('PRAGMA secure_delete = ON');
  await knex('contact_messages').update({ sender_key: null });
  // Plain ALTER TABLE on both engines: knex's SQLite alterTable would rebuild the table through a copy.
  await knex.raw('ALTER TABLE contact_messages DROP COLUMN sender_key');
  if (sqlite) await knex.raw(`PRAGMA secure_delete = ${secureDelete ? 'ON' : 'OFF'}`);
  await knex.schema.createTable('used_form_tokens', (t) => {
    t.string('nonce', 32).primary();
    t.bigInteger('expires_at').notNullable();
    t.index(['expires_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('used_form_tokens');
  await knex.raw('ALTER TABLE contact_messages ADD COLUMN sender_key VARCHAR(64) NULL');
}
