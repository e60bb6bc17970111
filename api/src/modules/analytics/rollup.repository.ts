import { addDays } from '@folio/contracts';
import type { Knex } from 'knex';
import type { DailyRow, SegmentRow, StoredEvent, StoredMessage } from './analytics.types.js';
import { dayCap } from './day-cap.js';
import type { DayFigures } from './day-figures.js';

type Runner = Knex | Knex.Transaction;

/** Events read at once: a day of 100,000+ events is read in pages of this many, in id order. */
export const EVENT_PAGE = 5_000;
/** Rows written by one INSERT on MySQL (a day's filters hold thousands): 13 values each, sent inline (~300 kB). */
const INSERT_CHUNK = 2_000;

const EVENT_COLUMNS = ['id', 'at', 'day', 'visitor', 'name', 'path', 'persona', 'source', 'medium', 'campaign', 'device', 'country', 'detail'];

const toEvent = (row: Record<string, unknown>): StoredEvent & { id: number } => ({ ...(row as unknown as StoredEvent), id: Number(row.id), at: Number(row.at) });
/** MySQL answers a boolean as 0 or 1. */
const toMessage = (row: Record<string, unknown>): StoredMessage => ({ at: Number(row.at), day: String(row.day), persona: (row.persona ?? null) as StoredMessage['persona'], path: String(row.path), funnel: Boolean(Number(row.funnel)) });

const isMysql = (db: Runner) => db.client.config.client === 'mysql2';

export const rollupRepository = {
  /**
   * Every event of `day`, page by page in id order: `WHERE day = ? AND id > ?` walks the day index
   * (which holds the id on both engines) from where the last page stopped, without OFFSET.
   */
  async eachEventPage(db: Runner, day: string, onPage: (events: Array<StoredEvent & { id: number }>) => void, pageSize = EVENT_PAGE, afterId = 0): Promise<void> {
    let after = afterId;
    for (;;) {
      const rows: Record<string, unknown>[] = await db('analytics_events').where('day', day).andWhere('id', '>', after).orderBy('id').limit(pageSize).select(EVENT_COLUMNS);
      if (rows.length === 0) return;
      const events = rows.map(toEvent);
      onPage(events);
      if (rows.length < pageSize) return;
      after = events.at(-1)!.id;
    }
  },

  /**
   * The days from `from` to `to` (both counted) that hold raw events, one index seek per day found
   * (a loose index scan): cheap however many events each day holds.
   */
  async eventDays(db: Runner, from: string, to: string): Promise<string[]> {
    const days: string[] = [];
    let next: { day: string } | undefined = await db('analytics_events').where('day', '>=', from).andWhere('day', '<=', to).orderBy('day').first('day');
    while (next) {
      days.push(next.day);
      next = await db('analytics_events').where('day', '>', next.day).andWhere('day', '<=', to).orderBy('day').first('day');
    }
    return days;
  },

  /** The days from `from` to `to` (both counted) that hold contact messages (a few a day at most). */
  async messageDays(db: Runner, from: string, to: string): Promise<string[]> {
    return db('analytics_messages').where('day', '>=', from).andWhere('day', '<=', to).distinct('day').orderBy('day').pluck('day');
  },

  /** The days from `from` to `to` that hold raw events or messages, in order: the days a rollup counts. */
  async recordedDays(db: Runner, from: string, to: string): Promise<string[]> {
    const days = new Set([...(await this.eventDays(db, from, to)), ...(await this.messageDays(db, from, to))]);
    return [...days].sort();
  },

  /** What `day` counts beside its raw events: its messages and its events over the cap. */
  async dayFiguresOf(db: Runner, day: string): Promise<DayFigures> {
    const messages: Record<string, unknown>[] = await db('analytics_messages').where('day', day).orderBy('id').select('at', 'day', 'persona', 'path', 'funnel');
    return { messages: messages.map(toMessage), overCap: await dayCap.overCapOf(db, day) };
  },

  /** How many events of `day` have an id up to `maxId`: an event committed late under a smaller id shows here. */
  async countThrough(db: Runner, day: string, maxId: number): Promise<number> {
    const row = (await db('analytics_events').where('day', day).andWhere('id', '<=', maxId).count({ n: '*' }).first()) as { n: number | string } | undefined;
    return Number(row?.n ?? 0);
  },

  async rolledDays(db: Runner, from: string, to: string): Promise<Set<string>> {
    return new Set(await db('analytics_rollups').whereBetween('day', [from, to]).pluck('day'));
  },

  /** Whether `day` holds raw events or messages: none once the owner deleted everything. */
  async hasRecords(db: Runner, day: string): Promise<boolean> {
    return (await db('analytics_events').where('day', day).first('id')) !== undefined || (await db('analytics_messages').where('day', day).first('id')) !== undefined;
  },

  /** The day's marker: a duplicate key means another process rolled the day up (the caller's transaction then rolls back). */
  async insertMarker(trx: Knex.Transaction, day: string, events: number, now: number): Promise<void> {
    await trx('analytics_rollups').insert({ day, rolled_at: now, events });
  },

  /**
   * The day's rows. On MySQL the key's collation (utf8mb4_unicode_ci) takes 'Google' and 'google',
   * or 'café' and 'cafe', for one value, which JavaScript keeps apart: such rows are added into one
   * (their visitors may then count someone twice) instead of failing the day for ever.
   */
  async insertDaily(trx: Knex.Transaction, rows: DailyRow[]): Promise<void> {
    await addInto(trx, 'analytics_daily', 'day', rows);
    // The month's rows grow by the day's: a month's visitors are the sum of its days' as well.
    await addInto(trx, 'analytics_monthly', 'month', rows.map(({ day, ...row }) => ({ ...row, month: day.slice(0, 7) })));
  },

  /** The day's rows of each filter (analytics_segments), added up with a collation's twin on MySQL as the day's own are. */
  async insertSegments(trx: Knex.Transaction, rows: SegmentRow[]): Promise<void> {
    await addInto(
      trx,
      'analytics_segments',
      'day',
      rows.map(({ segment, ...row }) => ({ ...row, segment: segment.dimension, segment_value: segment.value })),
    );
  },

  /**
   * Raw events, messages and day counts of rolled-up days before `beforeDay` (their figures are in
   * the rollups): the days are found first, so no other day's are touched. Returns the events deleted.
   */
  async deleteRolledEventsBefore(db: Knex, beforeDay: string): Promise<number> {
    let deleted = 0;
    const days = await this.recordedDays(db, '0000-01-01', addDays(beforeDay, -1));
    const rolled = days.length > 0 ? await this.rolledDays(db, days[0]!, days.at(-1)!) : new Set<string>();
    for (const day of days) {
      if (!rolled.has(day)) continue;
      deleted += await db('analytics_events').where('day', day).delete();
      await db('analytics_messages').where('day', day).delete();
    }
    const counted: string[] = await db('analytics_day_counts').where('day', '<', beforeDay).orderBy('day').pluck('day');
    const rolledCounts = counted.length > 0 ? await this.rolledDays(db, counted[0]!, counted.at(-1)!) : new Set<string>();
    const gone = counted.filter((day) => rolledCounts.has(day));
    for (let start = 0; start < gone.length; start += 500) await db('analytics_day_counts').whereIn('day', gone.slice(start, start + 500)).delete();
    return deleted;
  },

  /**
   * Everything the analytics hold about visits: raw events, messages and day counts, rolled-up rows
   * (days and months) and their markers (settings and digests stay).
   */
  async deleteAll(db: Knex): Promise<void> {
    await db.transaction(async (trx) => {
      await trx('analytics_events').delete();
      await trx('analytics_messages').delete();
      await trx('analytics_day_counts').delete();
      await trx('analytics_rollups').delete();
      await trx('analytics_daily').delete();
      await trx('analytics_monthly').delete();
      await trx('analytics_segments').delete();
    });
  },
};

/** Inserts rows, or adds their figures to the row with the same key (a month's, or a collation's twin on MySQL). */
async function addInto(trx: Knex.Transaction, table: string, period: 'day' | 'month', rows: object[]): Promise<void> {
  const key = table === 'analytics_segments' ? ['segment', 'segment_value', 'dimension', period, 'value', 'persona'] : [period, 'dimension', 'value', 'persona'];
  if (rows.length === 0) return;
  if (isMysql(trx)) {
    const added = (column: string) => trx.raw('?? + VALUES(??)', [`${table}.${column}`, column]);
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await trx(table)
        .insert(rows.slice(start, start + INSERT_CHUNK))
        .onConflict(key)
        .merge(Object.fromEntries(SUMMED.map((column) => [column, added(column)])));
    }
    return;
  }
  // SQLite runs in this process: one statement prepared once and run for each row beats any
  // multi-row INSERT (knex writes one as SELECT … UNION ALL, 500 rows at most, parsed afresh each time).
  const columns = Object.keys(rows[0]!);
  const merge = SUMMED.map((column) => `${column} = ${column} + excluded.${column}`).join(', ');
  const connection = (await trx.client.acquireConnection()) as SqliteConnection;
  const upsert = connection.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${merge}`);
  for (const row of rows as Record<string, unknown>[]) upsert.run(columns.map((column) => row[column]));
}

/** The transaction's own better-sqlite3 connection (knex hands it back, and takes no release). */
type SqliteConnection = { prepare(sql: string): { run(values: unknown[]): unknown } };

const SUMMED = ['visitors', 'pageviews', 'events', 'messages', 'visits', 'bounces', 'duration'];
