import type { Knex } from 'knex';
import { utf8 } from './schema-helpers.js';

export const name = '20261122000300_auth';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_users', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.string('username', 100).notNullable().unique();
    t.string('password_hash', 255).notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
  });

  // koa-session's external store: the cookie holds only the random key.
  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 100).primary();
    t.text('data').notNullable();
    t.bigInteger('expires_at').notNullable();
    t.index(['expires_at']);
  });

  // Secrets generated on first start (the session signing key) so that every API process shares them.
  await knex.schema.createTable('app_secrets', (t) => {
    t.string('name', 50).primary();
    t.string('value', 255).notNullable();
  });

  // rate-limiter-flexible's table, in the shape its MySQL and SQLite stores expect.
  await knex.schema.createTable('login_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['login_limits', 'app_secrets', 'sessions', 'admin_users']) {
    await knex.schema.dropTableIfExists(table);
  }
}
