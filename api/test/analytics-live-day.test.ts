/**
 * A day not rolled up yet, as the overview counts it (modules/analytics/live-days.ts), on both
 * engines: each call shows every event written so far, when only new events came, when one came
 * late under a smaller id (as concurrent inserts commit on MySQL), and after everything was deleted;
 * always what the job's rollup of the same events says.
 */
import { dayOf } from '@folio/contracts';
import { liveDayRows } from '../src/modules/analytics/live-days.js';
import { rollupDay } from '../src/modules/analytics/rollup.js';
import type { StoredEvent } from '../src/modules/analytics/analytics.types.js';
import { event, generateEvents, seeded } from './support/analytics-events.js';
import { createTestContext, engines, type TestContext } from './support/test-context.js';

/** Events written with the ids given (the table's own otherwise), as the collector writes them. */
async function write(t: TestContext, events: Array<StoredEvent & { id?: number }>): Promise<void> {
  for (const one of events) await t.db('analytics_events').insert(one);
}

describe.each(engines)('a day not rolled up yet, on %s', (engine) => {
  let t: TestContext;
  const today = dayOf(Date.now());
  const stored = async () => (await t.db('analytics_events').where('day', today).orderBy('id')) as StoredEvent[];
  const expectAsRolledUp = async () => expect(await liveDayRows(t.db, today)).toEqual(rollupDay(today, (await stored()).map((row) => ({ ...row, at: Number(row.at) }))));

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
    await write(t, [{ ...event(today, 'later-visitor', 'message', { persona: 'fitness' }), id: last }]);
    await expectAsRolledUp();
    expect((await liveDayRows(t.db, today)).find((row) => row.dimension === 'total')).toMatchObject({ messages: (await stored()).filter((row) => row.name === 'message').length });
    // Everything deleted ('Delete all analytics').
    await t.db('analytics_events').delete();
    expect(await liveDayRows(t.db, today)).toEqual(rollupDay(today, []));
  });
});
