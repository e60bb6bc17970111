import type { Knex } from 'knex';

/** utf8mb4 on MySQL so that every character a user types is stored; SQLite is UTF-8 already. */
export function utf8(knex: Knex, table: Knex.CreateTableBuilder): void {
  if (knex.client.config.client === 'mysql2') {
    table.charset('utf8mb4');
    table.collate('utf8mb4_unicode_ci');
  }
}

export function displayOrder(table: Knex.CreateTableBuilder): void {
  table.integer('display_order').notNullable().defaultTo(0);
}

/** A link table between `parent` rows and personas, removed with either side. */
export async function createPersonaLinks(knex: Knex, table: string, parentTable: string, foreignKey: string): Promise<void> {
  await knex.schema.createTable(table, (t) => {
    t.integer(foreignKey).unsigned().notNullable().references('id').inTable(parentTable).onDelete('CASCADE');
    t.integer('persona_id').unsigned().notNullable().references('id').inTable('personas').onDelete('CASCADE');
    t.primary([foreignKey, 'persona_id']);
    t.index(['persona_id']);
  });
}

/**
 * The columns every item the console edits needs beside its own: its place in the list, the time it
 * was last saved (a stale edit is refused with 409; DATETIME(3) tells apart two saves within a
 * second) and the digest of that save (the same save resent answers 200): see
 * api/src/modules/content/item-version.ts. Earlier tables got the last two by later migrations.
 */
export function itemColumns(table: Knex.CreateTableBuilder): void {
  displayOrder(table);
  table.datetime('updated_at', { precision: 3 }).notNullable().defaultTo('2000-01-01 00:00:00.000');
  table.string('write_digest', 64).nullable();
}
