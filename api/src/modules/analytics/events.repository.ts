import type { Db } from '../../db/knex.js';
import type { StoredEvent, StoredMessage } from './analytics.types.js';
import type { FunnelEvent } from './rollup.js';

/** The collection's writes to `analytics_events` and `analytics_messages` (the rollups read and delete them: rollup.repository.ts). */
export const eventsRepository = {
  async insert(db: Db, event: StoredEvent): Promise<void> {
    await db('analytics_events').insert(event);
  },

  async insertMessage(db: Db, message: StoredMessage): Promise<void> {
    await db('analytics_messages').insert(message);
  },

  /** The visitor's page views and contact sections of `day` so far, as the funnel reads them (rollup.ts's tookTheFunnel). */
  async funnelEventsOf(db: Db, visitor: string, day: string): Promise<FunnelEvent[]> {
    return db('analytics_events').where({ day, visitor }).whereIn('name', ['pageview', 'contact']).distinct('name', 'path', 'persona');
  },
};
