import { createHmac } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { daySalt } from '../../db/day-salt.js';
import type { Db } from '../../db/knex.js';
import { sharedCounter } from '../../db/shared-counters.js';

/** The limit's counters in `login_limits` (shared with the sign-in and contact limits) start with this prefix. */
export const CLIENT_LIMIT_PREFIX = 'analytics_client';
const MINUTE_SECONDS = 60;

/**
 * The events and post views one client may have counted a minute (ANALYTICS_MAX_EVENTS_PER_MINUTE),
 * in a counter every API process shares (db/shared-counters.ts): compose runs several, and one process's
 * own count would let a client through once per process. A page sends a few beacons and one view;
 * what comes past the limit is answered as usual and not counted.
 *
 * The cost per counted request is the counter's one upsert. A client this process has seen reach
 * the limit is refused from memory for the rest of its minute (`inMemoryBlockOnConsumed`), so a flood
 * costs no query at all once it is past; should the table not answer, each process counts in memory
 * meanwhile (`insuranceLimiter`) rather than fail the beacon.
 *
 * The key is a keyed hash of the client's network under the day's salt (db/day-salt.ts), never the
 * address: once the salt is deleted, a counter left over says nothing of whose it was.
 */
export function createClientLimit(db: Db, maxPerMinute: number) {
  const limiter = sharedCounter(db, CLIENT_LIMIT_PREFIX, maxPerMinute, MINUTE_SECONDS, {
    inMemoryBlockOnConsumed: maxPerMinute,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: CLIENT_LIMIT_PREFIX, points: maxPerMinute, duration: MINUTE_SECONDS }),
  });
  return {
    /** Counts one event or view of `network` (networkOf: an IPv4 address or an IPv6 /64); false past the limit. */
    async allows(network: string, now = Date.now()): Promise<boolean> {
      const { salt } = await daySalt(db, now);
      try {
        await limiter.consume(createHmac('sha256', salt).update(network).digest('hex'));
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        throw rejection;
      }
    },
  };
}

export type ClientLimit = ReturnType<typeof createClientLimit>;

/** Deletes the counters whose minute is over (the limiter starts an expired key afresh anyway). */
export async function deleteExpiredClientCounters(db: Db, now: number): Promise<number> {
  return db('login_limits').where('expire', '<', now).andWhere('key', 'like', `${CLIENT_LIMIT_PREFIX}:%`).delete();
}
