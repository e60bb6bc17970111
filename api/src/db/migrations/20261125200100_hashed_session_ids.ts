import type { Knex } from 'knex';

export const name = '20261125200100_hashed_session_ids';

/**
 * Session rows are now keyed by the SHA-256 of the cookie's id (http/session.ts), so that a copy of
 * the database opens no session. Rows from before are keyed by the id itself, which anyone able to
 * read the file could use: they are ended, and the owner signs in once more.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('sessions').delete();
}

export async function down(knex: Knex): Promise<void> {
  // Hashed keys cannot be turned back into ids: the older code would find none of them.
  await knex('sessions').delete();
}
