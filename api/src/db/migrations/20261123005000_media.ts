import type { Knex } from 'knex';
import { utf8 } from './schema-helpers.js';

export const name = '20261123005000_media';

/**
 * The media library. A file's bytes live in the media storage (a folder or an S3 bucket) under names
 * derived from `hash` (contracts/src/media.ts); the row keeps what a name cannot say. `hash` is unique:
 * uploading the same bytes again answers the image already there.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('media', (t) => {
    utf8(knex, t);
    t.increments('id');
    t.string('hash', 16).notNullable().unique();
    t.string('path', 255).notNullable().unique();
    t.string('original_name', 255).notNullable();
    t.string('content_type', 32).notNullable();
    t.integer('byte_size').unsigned().notNullable();
    t.integer('width').unsigned().notNullable();
    t.integer('height').unsigned().notNullable();
    t.string('alt_text', 1000).notNullable().defaultTo('');
    t.text('placeholder').nullable();
    t.datetime('created_at', { precision: 3 }).notNullable();
    t.datetime('updated_at', { precision: 3 }).notNullable();
    t.index(['created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('media');
}
