import type { Db } from './knex.js';

const TABLE = 'content_generation';
const ROW = 1;

/**
 * The content's generation: a number that every change of what visitors can read moves on, shared by
 * every API process through the database (0 before the first change).
 */
export async function readContentGeneration(db: Db): Promise<number> {
  const row = await db(TABLE).where('id', ROW).first('generation');
  return Number(row?.generation ?? 0);
}

/** Moves the generation on after a change of content, so that no process answers from before it. */
export async function bumpContentGeneration(db: Db): Promise<void> {
  const updated = await db(TABLE).where('id', ROW).increment('generation', 1);
  if (updated === 0) await db(TABLE).insert({ id: ROW, generation: 1 }).onConflict('id').merge({ generation: db.raw('?? + 1', [`${TABLE}.generation`]) });
}
