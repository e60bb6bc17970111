import type { Knex } from 'knex';
import { utf8 } from './schema-helpers.js';

export const name = '20261125100100_sign_in_trail';

/** modules/auth/username.ts as it was when this ran (a migration keeps its own copy). */
const normaliseUsername = (username: string) => username.normalize('NFKC').toLowerCase().normalize('NFKC');

const isMysql = (knex: Knex) => knex.client.config.client === 'mysql2';

/**
 * One spelling of a username (modules/auth/username.ts): the stored name is normalised, and on
 * MySQL the name and the sign-in limiter's keys compare bytes (utf8mb4_bin) instead of
 * utf8mb4_unicode_ci, which took 'ａdmin' and 'ÂDMÏN' for 'admin' while the limiter counted them
 * apart. SQLite compares bytes already. And the last sign-in attempts, for the console's Security page.
 */
export async function up(knex: Knex): Promise<void> {
  for (const row of await knex('admin_users').select('id', 'username')) {
    const normalised = normaliseUsername(row.username as string);
    if (normalised === row.username) continue;
    const taken = await knex('admin_users').where({ username: normalised }).whereNot({ id: row.id }).first('id');
    // Two accounts of one spelling: the API keeps one account (ensureAdmin) and retires the others at start.
    if (!taken) await knex('admin_users').where({ id: row.id }).update({ username: normalised });
  }
  if (isMysql(knex)) {
    await knex.raw('ALTER TABLE admin_users MODIFY username VARCHAR(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
    await knex.raw('ALTER TABLE login_limits MODIFY `key` VARCHAR(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL');
  }

  await knex.schema.createTable('sign_in_events', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.integer('user_id').nullable();
    t.string('address', 64).notNullable();
    t.string('device', 100).notNullable();
    t.string('outcome', 20).notNullable();
    t.string('reason', 40).notNullable();
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sign_in_events');
  if (isMysql(knex)) {
    await knex.raw('ALTER TABLE admin_users MODIFY username VARCHAR(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL');
    await knex.raw('ALTER TABLE login_limits MODIFY `key` VARCHAR(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL');
  }
}
