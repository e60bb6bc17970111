import type { Knex } from 'knex';

export const name = '20261126200100_contact_messages';

/**
 * The contact form's inbox (modules/messages/). A message keeps what the visitor wrote, the persona
 * and page it came through, its folder and whether the owner read it. The sender's address is never
 * stored: `sender_key` is a keyed hash of it (the key lives in app_secrets) that only the per-address
 * limit reads. `idempotency_key` is a hash of the form's key with the sender's email and text, so that
 * a resend stores nothing twice while two visitors given the same cached form both get through.
 * The owner's email about a message is its `notify_*` columns: an outbox that every API process
 * works through with a lease (`notify_locked_until`), retried with backoff until sent or given up.
 * `deleted_at`: deleted by the owner, still restorable (Undo) until retention removes it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contact_messages', (t) => {
    t.increments('id').primary();
    t.string('name', 100).notNullable();
    t.string('email', 254).notNullable();
    t.string('subject', 80).nullable();
    t.text('message').notNullable();
    t.string('persona', 20).nullable();
    t.string('page', 255).nullable();
    t.string('folder', 20).notNullable().defaultTo('inbox');
    t.boolean('is_read').notNullable().defaultTo(false);
    t.string('spam_reason', 40).nullable();
    t.string('sender_key', 64).nullable();
    t.string('idempotency_key', 64).notNullable().unique();
    t.datetime('received_at', { precision: 3 }).notNullable();
    t.datetime('deleted_at', { precision: 3 }).nullable();
    t.string('notify_status', 20).notNullable().defaultTo('off');
    t.integer('notify_attempts').notNullable().defaultTo(0);
    t.datetime('notify_next_at', { precision: 3 }).nullable();
    t.datetime('notify_locked_until', { precision: 3 }).nullable();
    t.string('notify_error', 500).nullable();
    t.index(['folder', 'received_at']);
    t.index(['received_at']);
    t.index(['notify_status', 'notify_next_at']);
  });
  // Each persona's subjects, in order; a persona with no rows offers the defaults from @folio/contracts,
  // and a row in `contact_subject_lists` marks a list the owner set (even to empty).
  await knex.schema.createTable('contact_subjects', (t) => {
    t.string('persona', 20).notNullable();
    t.integer('position').notNullable();
    t.string('label', 80).notNullable();
    t.primary(['persona', 'position']);
  });
  await knex.schema.createTable('contact_subject_lists', (t) => {
    t.string('persona', 20).primary();
  });
  // A send being stored (its limits counted, its row written) holds its idempotency key here for a
  // moment, so that a resend arriving meanwhile waits for its outcome instead of counting a limit of
  // its own; `expires_at` (ms) frees the key of a process that stopped halfway.
  await knex.schema.createTable('contact_message_claims', (t) => {
    t.string('idempotency_key', 64).primary();
    t.bigInteger('expires_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('contact_message_claims');
  await knex.schema.dropTable('contact_subject_lists');
  await knex.schema.dropTable('contact_subjects');
  await knex.schema.dropTable('contact_messages');
}
