import type { OverviewFilter } from '@folio/contracts';
import type { Knex } from 'knex';
import type { DailyRow } from './analytics.types.js';
import { segmentFigures, withDayFigures } from './day-figures.js';
import { rollupRepository } from './rollup.repository.js';
import { DayRollup } from './rollup.js';
import { keptForFilters } from './segment-rollup.js';

/** A day not rolled up yet, as this process last counted it: its rollup and the last event id in it. */
type LiveDay = { rollup: DayRollup; lastId: number };

/** Per database, the days the overview computed from raw events (today, mostly). */
const liveDays = new WeakMap<Knex, Map<string, LiveDay>>();
/** Days kept per database: today and the few before it the job may not have reached. */
const KEPT_DAYS = 3;

/**
 * The rows of a day not rolled up yet, counted from its raw events with the job's own rollup. The
 * overview asks for today on every call, and a busy day holds 100,000 events (1.3 s to count on
 * SQLite): so each process keeps the day's rollup and adds only the events written since (ids above
 * the last one taken). An event committed late under a smaller id (concurrent inserts on MySQL), or
 * events deleted ('Delete all analytics'), make the count of events up to that id differ from what
 * was taken in: the day is then counted again from its first event. Exact either way. The day's
 * messages and events over the cap (a few rows) are read afresh on every call. With `segment`, the
 * day's rows over that filter's visits only.
 */
export async function liveDayRows(db: Knex, day: string, segment: OverviewFilter | null = null): Promise<DailyRow[]> {
  let days = liveDays.get(db);
  if (!days) liveDays.set(db, (days = new Map()));
  for (const known of [...days.keys()].sort().slice(0, -KEPT_DAYS)) if (known !== day) days.delete(known);

  const kept = days.get(day);
  let counted = kept ? await takeNewEvents(db, kept) : null;
  if (!counted?.consistent) counted = await takeNewEvents(db, { rollup: new DayRollup(day), lastId: 0 });
  // Counted afresh and still not matching: an insert is committing right now. Shown, not kept.
  if (counted.consistent) days.set(day, counted.live);
  else days.delete(day);
  const figures = await rollupRepository.dayFiguresOf(db, day);
  if (segment === null) return withDayFigures(counted.live.rollup.rows(), day, figures);
  const rows = counted.live.rollup.segmentRows(segment)[0]?.rows ?? [];
  return withDayFigures(rows, day, segmentFigures(figures, segment)).filter(keptForFilters);
}

/** `live` with the day's events after its last id added, and whether it then matches the table up to that id. */
async function takeNewEvents(db: Knex, live: LiveDay): Promise<{ live: LiveDay; consistent: boolean }> {
  const { rollup } = live;
  let { lastId } = live;
  await rollupRepository.eachEventPage(
    db,
    rollup.day,
    (events) => {
      for (const event of events) rollup.add(event);
      lastId = events.at(-1)?.id ?? lastId;
    },
    undefined,
    lastId,
  );
  return { live: { rollup, lastId }, consistent: (await rollupRepository.countThrough(db, rollup.day, lastId)) === rollup.count };
}
