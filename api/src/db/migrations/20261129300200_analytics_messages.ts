import type { Knex } from 'knex';
import { utf8 } from './schema-helpers.js';

export const name = '20261129300200_analytics_messages';

const HOUR_MS = 3_600_000;

type LegacyMessage = { at: number | string; day: string; visitor: string; path: string; persona: string | null };

/** Whether the sender of a 'message' event of the old kind had taken its persona's funnel before it (rollup.ts's steps). */
async function tookTheSteps(knex: Knex, message: LegacyMessage): Promise<boolean> {
  if (message.persona === null) return false;
  const seen: { name: string; path: string; persona: string | null }[] = await knex('analytics_events')
    .where({ day: message.day, visitor: message.visitor })
    .andWhere('at', '<=', Number(message.at))
    .whereIn('name', ['pageview', 'contact'])
    .select('name', 'path', 'persona');
  return (
    seen.some((event) => event.name === 'pageview' && event.path === '/' && event.persona === null) &&
    seen.some((event) => event.name === 'pageview' && event.persona === message.persona) &&
    seen.some((event) => event.name === 'contact' && event.persona === message.persona)
  );
}

/**
 * `analytics_messages`: a contact message stored in the inbox, as the analytics count it: its UTC
 * day, its time rounded down to the hour, the persona and the page it was sent from, and whether its
 * sender had taken the persona's funnel before it that day (`funnel`). No visitor id, and a table of
 * its own: a row among the page views, written the moment the message was, was next to its sender's
 * own events by its id and its time, which tied a name and an email to what that person had read.
 *
 * The 'message' events kept so far move here: those of days not rolled up yet with what the Overview
 * needs of them (the rolled-up days hold theirs already), and every one leaves analytics_events.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analytics_messages', (t) => {
    utf8(knex, t);
    t.bigIncrements('id').primary();
    t.bigInteger('at').notNullable();
    t.string('day', 10).notNullable();
    t.string('persona', 20).nullable();
    t.string('path', 255).notNullable();
    t.boolean('funnel').notNullable();
    t.index(['day']);
  });
  const rolled = new Set<string>(await knex('analytics_rollups').pluck('day'));
  const legacy: LegacyMessage[] = await knex('analytics_events').where('name', 'message').orderBy('at').select('at', 'day', 'visitor', 'path', 'persona');
  for (const message of legacy.filter((old) => !rolled.has(old.day))) {
    const at = Math.floor(Number(message.at) / HOUR_MS) * HOUR_MS;
    await knex('analytics_messages').insert({ at, day: message.day, persona: message.persona, path: message.path, funnel: await tookTheSteps(knex, message) });
  }
  await knex('analytics_events').where('name', 'message').delete();
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('analytics_messages');
}
