import { createHmac } from 'node:crypto';
import { daySalt } from '../../db/day-salt.js';
import type { Db } from '../../db/knex.js';

const MINUTE_MS = 60_000;

/**
 * The events and post views one client may have counted a minute (ANALYTICS_MAX_EVENTS_PER_MINUTE),
 * counted in this process's memory: a beacon is the site's hottest write, and a counter in the
 * database cost it four round trips on MySQL, halving what a busy site could take in. With several
 * API processes (compose) each counts on its own; the limit a client meets there is nginx's, one for
 * all of them (2 a second, folio/counting-limit.conf), and this one bounds what gets past it, or
 * reaches an API with no nginx in front (`npm start`: one process, where this count is exact).
 * What comes past the limit is answered as usual and not counted.
 *
 * A client's minute starts with its first event; once a minute the counters whose minute is over are
 * dropped, all in one pass: no timer per client (a busy site meets tens of thousands of them a
 * minute). The key is a keyed hash of the client's network under the day's salt (db/day-salt.ts),
 * never the address, and nothing of it is written anywhere.
 */
export function createClientLimit(db: Db, maxPerMinute: number) {
  const windows = new Map<string, { start: number; count: number }>();
  let sweptAt = 0;
  return {
    /** Counts one event or view of `network` (networkOf: an IPv4 address or an IPv6 /64); false past the limit. */
    async allows(network: string, now = Date.now()): Promise<boolean> {
      const { salt } = await daySalt(db, now);
      if (now - sweptAt >= MINUTE_MS) {
        for (const [key, window] of windows) if (now - window.start >= MINUTE_MS) windows.delete(key);
        sweptAt = now;
      }
      const key = createHmac('sha256', salt).update(network).digest('hex');
      let window = windows.get(key);
      if (!window || now - window.start >= MINUTE_MS) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= maxPerMinute;
    },
  };
}

export type ClientLimit = ReturnType<typeof createClientLimit>;
