import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ContactConfig } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { sharedCounter } from '../../db/shared-counters.js';

/** The counters' rows in `login_limits` (shared with the sign-in limits) start with these prefixes. */
export const CONTACT_LIMIT_PREFIXES = { address: 'contact_address', site: 'contact_site' } as const;

const HOUR_SECONDS = 60 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Which limit refused a message, and when to try again. */
export class ContactLimitReached extends Error {
  constructor(
    readonly limit: 'address' | 'site',
    readonly retryAfterSeconds: number,
  ) {
    super(`contact limit reached: ${limit}`);
    this.name = 'ContactLimitReached';
  }
}

/** The points one message took: given back when it turns out to be stored already (a repeat). */
export type TakenPoints = { senderKey: string; day: string };

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);
/** Seconds from `now` to the next UTC midnight, when the site's day starts afresh (at least 1). */
const secondsToNextUtcDay = (now: number) => Math.max(1, Math.ceil((Math.floor(now / DAY_MS + 1) * DAY_MS - now) / 1000));

/**
 * The contact form's two limits, as counters in the database that every API process shares
 * (rate-limiter-flexible, as the sign-in limits, whose table they use): messages per sender address
 * (its keyed hash, never the address) per hour from the first, and messages for the whole site per
 * UTC day. Each message is counted before it is stored, with an atomic upsert, so that a burst sent
 * at once cannot store more than the limit.
 */
export function createContactLimits(db: Db, config: Pick<ContactConfig, 'maxPerAddressPerHour' | 'maxPerDay'>) {
  const limiter = (keyPrefix: string, points: number, duration: number) => sharedCounter(db, keyPrefix, points, duration);
  const byAddress = limiter(CONTACT_LIMIT_PREFIXES.address, config.maxPerAddressPerHour, HOUR_SECONDS);
  // Keyed by the day: each UTC day is a counter of its own, which ends at the next midnight.
  const bySite = limiter(CONTACT_LIMIT_PREFIXES.site, config.maxPerDay, 24 * HOUR_SECONDS);

  async function consume(rateLimiter: RateLimiterAbstract, key: string, limit: 'address' | 'site', customDuration?: number): Promise<void> {
    try {
      await rateLimiter.consume(key, 1, customDuration === undefined ? {} : { customDuration });
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new ContactLimitReached(limit, rejection.msBeforeNext / 1000);
      throw rejection;
    }
  }

  return {
    /**
     * Counts one message against both limits, or throws ContactLimitReached. A message the site's
     * limit refuses does not count against its sender's hour (nothing was stored).
     */
    async take(senderKey: string, now: number): Promise<TakenPoints> {
      const day = utcDay(now);
      await consume(byAddress, senderKey, 'address');
      try {
        await consume(bySite, day, 'site', secondsToNextUtcDay(now));
      } catch (error) {
        await byAddress.reward(senderKey);
        throw error;
      }
      return { senderKey, day };
    },

    /** Gives back what `take` counted, for a message that was not stored after all. */
    async giveBack(taken: TakenPoints): Promise<void> {
      await Promise.all([byAddress.reward(taken.senderKey), bySite.reward(taken.day)]);
    },
  };
}

export type ContactLimits = ReturnType<typeof createContactLimits>;

/** Deletes the contact counters that have expired (the limiter starts an expired key afresh anyway). */
export async function deleteExpiredContactCounters(db: Db, now: number): Promise<void> {
  await db('login_limits')
    .where('expire', '<', now)
    .andWhere((where) => where.where('key', 'like', `${CONTACT_LIMIT_PREFIXES.address}:%`).orWhere('key', 'like', `${CONTACT_LIMIT_PREFIXES.site}:%`))
    .delete();
}
