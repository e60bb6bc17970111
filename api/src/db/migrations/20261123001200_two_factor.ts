import type { Knex } from 'knex';

export const name = '20261123001200_two_factor';

/**
 * Two-factor sign-in (TOTP). The secret is stored encrypted (AES-256-GCM) with a key kept elsewhere
 * (`app_secrets`, see totp-secret-box.ts); recovery codes only as salted hashes. Neither table is in
 * backups: a restored site has two-factor sign-in off.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_two_factor', (t) => {
    t.integer('user_id').unsigned().primary().references('id').inTable('admin_users').onDelete('CASCADE');
    t.string('secret_sealed', 255).notNullable();
    // Null while the setup waits for its first code: two-factor is on only once it is set.
    t.datetime('enabled_at', { precision: 3 }).nullable();
    // The last 30-second step a code was accepted for: a code is never accepted twice.
    t.bigInteger('last_used_step').nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
  });

  await knex.schema.createTable('admin_recovery_codes', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('id').inTable('admin_users').onDelete('CASCADE');
    t.string('code_hash', 255).notNullable();
    t.datetime('used_at', { precision: 3 }).nullable();
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('admin_recovery_codes');
  await knex.schema.dropTableIfExists('admin_two_factor');
}
