import type { Knex } from 'knex';
import { utf8 } from './schema-helpers.js';

export const name = '20261130100100_newsletter';

/**
 * The newsletter (docs/newsletter.md).
 * - `newsletter_subscribers`: one row per address (lower-cased), its status and the key of its
 *   unsubscribe link (`<id>.<unsubscribe_key>`, which never expires: RFC 8058 links are kept for years).
 * - `newsletter_subscriber_personas`: the personas an address follows.
 * - `newsletter_consents`: the consent record, one row per subscribe form sent: the wording shown
 *   (its version and exact words), the page, the personas chosen, when it was asked and confirmed, and
 *   the SHA-256 of its confirmation token with the token's expiry. Never the visitor's network address.
 * - `newsletter_sends`: a post sent by email, once per post (unique `post_id`); the email rendered
 *   once when the send is made, so that every recipient and every resumed process sends the same.
 * - `newsletter_recipients`: the queue, one row per recipient, claimed with a lease as the contact
 *   outbox claims its rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscribers', (t) => {
    utf8(knex, t);
    t.increments('id').primary();
    t.string('email', 254).notNullable().unique();
    t.string('status', 16).notNullable();
    t.string('unsubscribe_key', 32).notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.datetime('confirmed_at', { precision: 3 }).nullable();
    t.datetime('unsubscribed_at', { precision: 3 }).nullable();
    t.string('suppressed_reason', 300).nullable();
    t.index(['status']);
  });
  await knex.schema.createTable('newsletter_subscriber_personas', (t) => {
    t.integer('subscriber_id').unsigned().notNullable().references('id').inTable('newsletter_subscribers').onDelete('CASCADE');
    t.string('persona', 16).notNullable();
    t.primary(['subscriber_id', 'persona']);
    t.index(['persona']);
  });
  await knex.schema.createTable('newsletter_consents', (t) => {
    utf8(knex, t);
    t.increments('id').primary();
    t.integer('subscriber_id').unsigned().notNullable().references('id').inTable('newsletter_subscribers').onDelete('CASCADE');
    t.integer('wording_version').notNullable();
    t.text('wording').notNullable();
    t.string('page', 255).nullable();
    /** The personas chosen, comma-separated tag types. */
    t.string('personas', 64).notNullable();
    t.datetime('asked_at', { precision: 3 }).notNullable();
    t.datetime('confirmed_at', { precision: 3 }).nullable();
    t.string('token_hash', 64).nullable().unique();
    t.datetime('token_expires_at', { precision: 3 }).nullable();
    t.index(['subscriber_id']);
    t.index(['asked_at']);
  });
  await knex.schema.createTable('newsletter_sends', (t) => {
    utf8(knex, t);
    t.increments('id').primary();
    t.integer('post_id').unsigned().notNullable().unique();
    t.string('post_title', 255).notNullable();
    t.string('subject', 300).notNullable();
    /** Comma-separated tag types; empty: the post is for no persona, so every confirmed subscriber. */
    t.string('personas', 64).notNullable();
    t.string('status', 16).notNullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('finished_at', { precision: 3 }).nullable();
    t.text('html', 'mediumtext').notNullable();
    t.text('text', 'mediumtext').notNullable();
  });
  await knex.schema.createTable('newsletter_recipients', (t) => {
    utf8(knex, t);
    t.bigIncrements('id').primary();
    t.integer('send_id').unsigned().notNullable().references('id').inTable('newsletter_sends').onDelete('CASCADE');
    t.integer('subscriber_id').unsigned().notNullable().references('id').inTable('newsletter_subscribers').onDelete('CASCADE');
    t.string('status', 16).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.datetime('next_at', { precision: 3 }).notNullable();
    t.datetime('locked_until', { precision: 3 }).nullable();
    t.string('error', 300).nullable();
    t.datetime('sent_at', { precision: 3 }).nullable();
    t.unique(['send_id', 'subscriber_id']);
    t.index(['status', 'next_at']);
    t.index(['subscriber_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['newsletter_recipients', 'newsletter_sends', 'newsletter_consents', 'newsletter_subscriber_personas', 'newsletter_subscribers']) {
    await knex.schema.dropTableIfExists(table);
  }
}
