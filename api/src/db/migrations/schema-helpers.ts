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
