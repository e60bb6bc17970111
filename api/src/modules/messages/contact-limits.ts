import { createHmac } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { ContactConfig } from '../../config.js';
import { daySalt } from '../../db/day-salt.js';
import type { Db } from '../../db/knex.js';
import { sharedCounter } from '../../db/shared-counters.js';
import { networkOf } from '../../http/client-network.js';

/** The counters' rows in `login_limits` (shared with the sign-in limits) start with these prefixes. */
export const CONTACT_LIMIT_PREFIXES = { address: 'contact_address', site: 'contact_site' } as const;

const HOUR_SECONDS = 60 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The sender's network has sent its hour's messages: when to try again. */
export class ContactLimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('contact limit reached: address');
    this.name = 'ContactLimitReached';
  }
}

/** The points one message took: given back when it turns out to be stored already (a repeat). */
export type TakenPoints = { addressKey: string; day: string };
/** What counting a message found: its points, and whether the site's day had already reached its limit. */
export type Counted = { taken: TakenPoints; overDailyCap: boolean };

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);
/** Seconds from `now` to the next UTC midnight, when the site's day starts afresh (at least 1). */
const secondsToNextUtcDay = (now: number) => Math.max(1, Math.ceil((Math.floor(now / DAY_MS + 1) * DAY_MS - now) / 1000));

/**
 * The key the per-address limit counts a sender under: an HMAC of their network (an IPv4 address,
 * or the IPv6 /64 it lies in: one host may use all of it) under the day's salt, with a label of its
 * own. Once that salt is deleted (two days on), nothing kept can be tested against a guessed address.
 * The key changes at UTC midnight, so an hour that spans midnight starts afresh.
 */
export async function addressKeyOf(db: Db, address: string, ipv6Prefix: number, now: number): Promise<string> {
  const { salt } = await daySalt(db, now);
  return createHmac('sha256', salt).update(`contact-limit\n${networkOf(address, ipv6Prefix)}`, 'utf8').digest('hex');
}

export type ContactLimitsConfig = Pick<ContactConfig, 'maxPerAddressPerHour' | 'maxPerDay'> & { ipv6Prefix: number };

/**
 * The contact form's two counters in the database that every API process shares (rate-limiter-flexible,
 * as the sign-in limits, whose table they use): messages per sender network per hour from the first,
 * which refuses past its limit, and messages for the whole site per UTC day, which refuses nothing:
 * past it a message is kept in Spam, so that one host cannot shut the form for everyone. Each message
 * is counted before it is stored, with an atomic upsert, so that a burst cannot store more than the
 * per-network limit, nor more than the day's limit in the inbox.
 */
export function createContactLimits(db: Db, config: ContactLimitsConfig) {
  const byAddress = sharedCounter(db, CONTACT_LIMIT_PREFIXES.address, config.maxPerAddressPerHour, HOUR_SECONDS);
  // Keyed by the day: each UTC day is a counter of its own, which ends at the next midnight.
  const bySite = sharedCounter(db, CONTACT_LIMIT_PREFIXES.site, config.maxPerDay, 24 * HOUR_SECONDS);

  return {
    /** Counts one message from `address` against both counters; throws ContactLimitReached past the sender's hour. */
    async take(address: string, now: number): Promise<Counted> {
      const addressKey = await addressKeyOf(db, address, config.ipv6Prefix, now);
      const day = utcDay(now);
      try {
        await byAddress.consume(addressKey, 1);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new ContactLimitReached(rejection.msBeforeNext / 1000);
        throw rejection;
      }
      let overDailyCap = false;
      try {
        await bySite.consume(day, 1, { customDuration: secondsToNextUtcDay(now) });
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        overDailyCap = true;
      }
      return { taken: { addressKey, day }, overDailyCap };
    },

    /** Gives back what `take` counted, for a message that was not stored after all. */
    async giveBack(taken: TakenPoints): Promise<void> {
      await Promise.all([byAddress.reward(taken.addressKey), bySite.reward(taken.day)]);
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
