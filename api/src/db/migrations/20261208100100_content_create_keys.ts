import type { Knex } from 'knex';

export const name = '20261208100100_content_create_keys';

/**
 * The item each of the console's creates made, by the idempotency key it was sent with
 * (modules/content/create-keys.ts): a create sent again after its first try's answer was lost (an API
 * task killed mid-request, the edge sending it on to another) answers the item made the first time.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('content_create_keys', (t) => {
    t.string('idempotency_key', 100).primary();
    t.integer('item_id').unsigned().nullable();
    t.bigInteger('created_at').notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('content_create_keys');
}
