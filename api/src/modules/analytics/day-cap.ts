import type { Knex } from 'knex';

type Runner = Knex | Knex.Transaction;

const TABLE = 'analytics_day_counts';

/**
 * The cap on raw events stored a UTC day (ANALYTICS_MAX_EVENTS_PER_DAY), kept in one row per day of
 * `analytics_day_counts` that every API process shares: `stored`, the events written that day, and
 * `over_cap`, the events counted but not kept once the day was full (the Overview shows them).
 */
export const dayCap = {
  /**
   * Takes one of the day's places for an event: true when it may be stored. One conditional update
   * (atomic, so processes writing at once never pass the cap together); when the day is full the
   * event is counted over the cap instead (also conditional: a day whose row another request has
   * just made is not full). The first event of a day makes the day's row, then tries again.
   */
  async take(db: Runner, day: string, cap: number): Promise<boolean> {
    const place = () => db(TABLE).where('day', day).andWhere('stored', '<', cap).increment('stored', 1);
    const overCap = () => db(TABLE).where('day', day).andWhere('stored', '>=', cap).increment('over_cap', 1);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if ((await place()) === 1) return true;
      if ((await overCap()) === 1) return false;
      await db(TABLE).insert({ day, stored: 0, over_cap: 0 }).onConflict('day').ignore();
    }
    // The day's row was deleted again and again meanwhile ('Delete all analytics'): this event goes uncounted.
    return false;
  },

  /** The events of `day` counted over the cap. */
  async overCapOf(db: Runner, day: string): Promise<number> {
    const row = (await db(TABLE).where('day', day).first('over_cap')) as { over_cap: number | string } | undefined;
    return Number(row?.over_cap ?? 0);
  },
};
