/**
 * A day not rolled up yet, as the overview counts it (modules/analytics/live-days.ts), on both
 * engines: each call shows every event written so far, when only new events came, when one came
 * late under a smaller id (as concurrent inserts commit on MySQL), and after everything was deleted;
 * always what the job's rollup of the same events says.
 */
import { dayOf } from '@folio/contracts';
import { withDayFigures } from '../src/modules/analytics/day-figures.js';
import { liveDayRows } from '../src/modules/analytics/live-days.js';
import { rollupDay } from '../src/modules/analytics/rollup.js';
import { rollupRepository } from '../src/modules/analytics/rollup.repository.js';
import type { StoredEvent } from '../src/modules/analytics/analytics.types.js';
import { asStored, event, generateEvents, seeded, type TestEvent } from './support/analytics-events.js';
import { createTestContext, engines, type TestContext } from './support/test-context.js';

/** Events written with the ids given (the table's own otherwise), and messages, as the collector writes them. */
async function write(t: TestContext, events: Array<TestEvent & { id?: number }>): Promise<void> {
  const { messages } = asStored(events);
  for (const one of events) if (one.name !== 'message') await t.db('analytics_events').insert(one);
  for (const message of messages) await t.db('analytics_messages').insert(message);
}

describe.each(engines)('a day not rolled up yet, on %s', (engine) => {
  let t: TestContext;
  const today = dayOf(Date.now());
  const stored = async () => (await t.db('analytics_events').where('day', today).orderBy('id')) as StoredEvent[];
  const expectAsRolledUp = async () =>
    expect(await liveDayRows(t.db, today)).toEqual(
      withDayFigures(
        rollupDay(today, (await stored()).map((row) => ({ ...row, at: Number(row.at) }))),
        today,
        await rollupRepository.dayFiguresOf(t.db, today),
      ),
    );

  beforeAll(async () => {
    t = await createTestContext(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts every event written so far, however they came', async () => {
    const random = seeded(7);
    const batch = () => generateEvents(random, [today], { perDay: 40, visitors: 12, paths: ['/', '/blog', '/blog/a-post'], until: Date.now() - 1000 });
    await write(t, batch());
    await expectAsRolledUp();
    // Only new events since.
    await write(t, batch());
    await expectAsRolledUp();
    // Nothing new: the same answer.
    await expectAsRolledUp();
    // One committed late under an id smaller than the last one counted.
    const last = Number((await t.db('analytics_events').max({ id: 'id' }).first())?.id);
    await t.db('analytics_events').where('id', last).delete();
    await write(t, [{ ...event(today, 'late-visitor', 'pageview', { path: '/late' }), id: last + 5 }]);
    await expectAsRolledUp();
    await write(t, [{ ...event(today, 'later-visitor', 'search', { persona: 'fitness' }), id: last }]);
    await expectAsRolledUp();
    // A message and events over the cap, counted at once (they are read afresh on every call).
    const messages = Number((await t.db('analytics_messages').where('day', today).count({ n: '*' }).first())?.n);
    await write(t, [event(today, 'later-visitor', 'message', { persona: 'fitness' })]);
    await t.db('analytics_day_counts').insert({ day: today, stored: 0, over_cap: 7 });
    await expectAsRolledUp();
    const rows = await liveDayRows(t.db, today);
    expect(rows.find((row) => row.dimension === 'total')).toMatchObject({ messages: messages + 1 });
    expect(rows.find((row) => row.dimension === 'capped')).toMatchObject({ events: 7 });
    // Everything deleted ('Delete all analytics').
    for (const table of ['analytics_events', 'analytics_messages', 'analytics_day_counts']) await t.db(table).delete();
    expect(await liveDayRows(t.db, today)).toEqual(rollupDay(today, []));
  });
});
