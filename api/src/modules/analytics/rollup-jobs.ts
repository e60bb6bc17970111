import { addDays, dayOf } from '@folio/contracts';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { withRequestQueryTimeout } from '../../db/query-deadline.js';
import { segmentFigures, withDayFigures } from './day-figures.js';
import { runDigest } from './digest.service.js';
import { DayRollup } from './rollup.js';
import { keptForFilters } from './segment-rollup.js';
import { rollupRepository } from './rollup.repository.js';
import type { PostsAtPaths } from './posts-at-paths.js';

/** How often each API process runs the job (it also runs at start). */
export const ANALYTICS_JOB_INTERVAL_MS = 5 * 60_000;
/**
 * A day is rolled up this long after it ends (UTC): an event of 23:59:59 still being written when
 * the day turns lands in its day's rollup, not after it.
 */
export const LATE_EVENT_GRACE_MS = 2 * 60_000;

/** The day's events were deleted (by the owner) while it was being rolled up: nothing is stored. */
class DayEmptied extends Error {}

/**
 * Rolls up one finished day: its events are read and counted first, outside any transaction (a day
 * of 100,000 events takes a while, and on SQLite a transaction would hold the only writer), with its
 * messages and its events over the cap, and its rows over each filter's visits; then one short
 * transaction inserts the day's marker, then its rows. A duplicate marker means another process stored the day: this one's transaction rolls
 * back and nothing is stored twice.
 */
async function rollUpDay(db: Knex, day: string, now: number): Promise<boolean> {
  const rollup = new DayRollup(day);
  await rollupRepository.eachEventPage(db, day, (events) => events.forEach((event) => rollup.add(event)));
  const figures = await rollupRepository.dayFiguresOf(db, day);
  const rows = withDayFigures(rollup.rows(), day, figures);
  const segments = rollup.segmentRows().flatMap(({ segment, rows: counted }) =>
    withDayFigures(counted, day, segmentFigures(figures, segment))
      .filter(keptForFilters)
      .map((row) => ({ ...row, segment })),
  );
  try {
    await db.transaction(async (trx) => {
      await rollupRepository.insertMarker(trx, day, rollup.count, now);
      if (!(await rollupRepository.hasRecords(trx, day))) throw new DayEmptied();
      await rollupRepository.insertDaily(trx, rows);
      await rollupRepository.insertSegments(trx, segments);
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error) || error instanceof DayEmptied) return false;
    throw error;
  }
}

/**
 * Every finished day (before today, UTC, after a short grace) that has raw events or messages and no
 * marker, rolled up; returns the days this call stored. Safe with any number of API processes at once.
 */
export async function runRollups(db: Knex, now: number = Date.now()): Promise<string[]> {
  const lastFinished = addDays(dayOf(now - LATE_EVENT_GRACE_MS), -1);
  const days = await rollupRepository.recordedDays(db, '0000-01-01', lastFinished);
  if (days.length === 0) return [];
  const rolled = await rollupRepository.rolledDays(db, days[0]!, days.at(-1)!);
  const stored: string[] = [];
  for (const day of days) if (!rolled.has(day) && (await rollUpDay(db, day, now))) stored.push(day);
  return stored;
}

/**
 * Raw events are kept `rawDays` days (ANALYTICS_RAW_DAYS) after their day: older ones are deleted,
 * but only for days already rolled up, so no visit is lost to a job that has fallen behind.
 * Returns the number of events deleted.
 */
export async function runRetention(db: Knex, rawDays: number, now: number = Date.now()): Promise<number> {
  return rollupRepository.deleteRolledEventsBefore(db, addDays(dayOf(now), -rawDays));
}

export type AnalyticsJobs = {
  /** Runs the job now (tests); resolves when that run is over. */
  runNow(): Promise<void>;
  /** No new run; waits for the one in progress. */
  stop(): Promise<void>;
};

/**
 * main.ts: the analytics job of this API process, at start and then every five minutes: roll up
 * the finished days, delete the raw events past their keeping and the per-client counters past
 * their minute, send the weekly digest when due (its posts named by `postsAt`, the blog's).
 * Each step fails on its own (logged, tried again at the next run), and each query has the
 * request deadline, so that a database that stops answering cannot hold stop() for minutes.
 */
export function startAnalyticsJobs(db: Knex, config: Pick<Config, 'contact' | 'site' | 'analyticsStorage'>, log: Logger, postsAt: PostsAtPaths): AnalyticsJobs {
  let stopped = false;
  let running: Promise<void> | null = null;

  const step = async (name: string, work: () => Promise<unknown>) => {
    try {
      const result = await withRequestQueryTimeout(work);
      if (Array.isArray(result) ? result.length > 0 : typeof result === 'number' ? result > 0 : result === 'sent') log.info({ analytics: name, result }, `analytics job: ${name}`);
    } catch (error) {
      log.warn({ err: error, analytics: name }, `analytics job: ${name} failed; trying again at the next run`);
    }
  };
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= (async () => {
      const now = Date.now();
      await step('rollup', () => runRollups(db, now));
      if (!stopped) await step('retention', () => runRetention(db, config.analyticsStorage.rawDays, now));
      if (!stopped) await step('digest', () => runDigest(db, postsAt, config, now));
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void run(), ANALYTICS_JOB_INTERVAL_MS);
  // The job alone never keeps the process alive.
  timer.unref();
  void run();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
