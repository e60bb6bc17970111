import type { Knex } from 'knex';

export const name = '20261123001100_session_owner';

/**
 * Each session row names its account (`user_id`), so that a changed password or username, or
 * 'Sign out everywhere', ends them all at once. Rows from before carry no sign-in time for the
 * absolute lifetime: they are ended, and the owner signs in once more.
 */
export async function up(knex: Knex): Promise<void> {
  await knex('sessions').delete();
  await knex.schema.alterTable('sessions', (t) => {
    t.integer('user_id').nullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('sessions', (t) => {
    t.dropIndex(['user_id']);
    t.dropColumn('user_id');
  });
}
