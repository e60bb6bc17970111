import type { Device } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import type { StoredEvent } from './analytics.types.js';

/** The collection's writes to `analytics_events` (the rollups read and delete them: rollup.repository.ts). */
export const eventsRepository = {
  async insert(db: Db, event: StoredEvent): Promise<void> {
    await db('analytics_events').insert(event);
  },

  /** The device of the visitor's latest event that day: a message has no screen width of its own. */
  async deviceOf(db: Db, visitor: string, day: string): Promise<Device | null> {
    const row = (await db('analytics_events').where({ day, visitor }).orderBy('at', 'desc').orderBy('id', 'desc').first('device')) as { device: Device } | undefined;
    return row?.device ?? null;
  },
};
