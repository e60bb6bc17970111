import type { Knex } from 'knex';

type Runner = Knex | Knex.Transaction;

const TABLE = 'analytics_day_counts';
/**
 * Places a process takes for itself at once: one update per this many stored events instead of one
 * per event (on one row, which every beacon of every process would otherwise wait its turn to lock).
 * Places a process holds when the day ends are not used: at most this many a process, of 50,000.
 */
const BLOCK = 50;
/** The places this process holds, per database: the day, and how many are left. */
const held = new WeakMap<Runner, { day: string; left: number }>();

/**
 * The cap on raw events stored a UTC day (ANALYTICS_MAX_EVENTS_PER_DAY), kept in one row per day of
 * `analytics_day_counts` that every API process shares: `stored`, the places taken that day (the events written, and those a process holds for the next ones), and
 * `over_cap`, the events counted but not kept once the day was full (the Overview shows them).
 */
export const dayCap = {
  /**
   * Takes one of the day's places for an event: true when it may be stored. From the places this
   * process holds, else by taking a block of them, else (the day nearly full) one place: each a
   * conditional update (atomic, so processes writing at once never pass the cap together). When the
   * day is full the event is counted over the cap instead (also conditional: a day whose row another
   * request has just made is not full). The first event of a day makes the day's row, then tries again.
   */
  async take(db: Runner, day: string, cap: number): Promise<boolean> {
    const mine = held.get(db);
    if (mine?.day === day && mine.left > 0) {
      mine.left -= 1;
      return true;
    }
    const block = () => db(TABLE).where('day', day).andWhere('stored', '<=', cap - BLOCK).increment('stored', BLOCK);
    const place = () => db(TABLE).where('day', day).andWhere('stored', '<', cap).increment('stored', 1);
    const overCap = () => db(TABLE).where('day', day).andWhere('stored', '>=', cap).increment('over_cap', 1);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if ((await block()) === 1) {
        held.set(db, { day, left: BLOCK - 1 });
        return true;
      }
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
