import { createHmac } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { NewsletterConfig } from '../../config.js';
import { daySalt } from '../../db/day-salt.js';
import type { Db } from '../../db/knex.js';
import { sharedCounter } from '../../db/shared-counters.js';
import { networkOf } from '../../http/client-network.js';

/** The counters' rows in `login_limits` (shared with the sign-in and contact limits) start with these prefixes. */
export const NEWSLETTER_LIMIT_PREFIXES = { network: 'newsletter_network', email: 'newsletter_email', site: 'newsletter_site' } as const;

const HOUR_SECONDS = 60 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;
/** One confirmation email per address per this many seconds: a form sent again and again mails no one more often. */
export const EMAIL_WINDOW_SECONDS = 10 * 60;

/** The client's network has sent its hour's subscribe forms: when to try again. */
export class SubscribeLimitReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('newsletter limit reached: network');
    this.name = 'SubscribeLimitReached';
  }
}

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);
const secondsToNextUtcDay = (now: number) => Math.max(1, Math.ceil((Math.floor(now / DAY_MS + 1) * DAY_MS - now) / 1000));

/**
 * A key under the day's salt, with a label of its own: the client's network (an IPv4 address, an IPv6
 * /64) or the email address. Once the salt is deleted (two days on) nothing kept can be tested against a guess.
 */
async function keyOf(db: Db, label: string, value: string, now: number): Promise<string> {
  const { salt } = await daySalt(db, now);
  return createHmac('sha256', salt).update(`${label}\n${value}`, 'utf8').digest('hex');
}

export type SubscribeLimitsConfig = Pick<NewsletterConfig, 'maxPerNetworkPerHour' | 'maxPerDay'> & { ipv6Prefix: number };

/**
 * The subscribe form's counters, in the database every API process shares (rate-limiter-flexible, as
 * the contact form's): forms per client network per hour, refusing past it (429); confirmation emails
 * per address per 10 minutes, and for the whole site per UTC day, which refuse nothing the visitor can
 * see (the answer is the same 202), so that no one learns from them who is on the list.
 */
export function createSubscribeLimits(db: Db, config: SubscribeLimitsConfig) {
  const byNetwork = sharedCounter(db, NEWSLETTER_LIMIT_PREFIXES.network, config.maxPerNetworkPerHour, HOUR_SECONDS);
  const byEmail = sharedCounter(db, NEWSLETTER_LIMIT_PREFIXES.email, 1, EMAIL_WINDOW_SECONDS);
  const bySite = sharedCounter(db, NEWSLETTER_LIMIT_PREFIXES.site, config.maxPerDay, 24 * HOUR_SECONDS);

  const consumed = async (take: () => Promise<unknown>): Promise<RateLimiterRes | null> => {
    try {
      await take();
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return rejection;
      throw rejection;
    }
  };

  return {
    /** Counts one form from `address`; throws SubscribeLimitReached past the network's hour. */
    async takeNetwork(address: string, now: number): Promise<void> {
      const key = await keyOf(db, 'newsletter-network', networkOf(address, config.ipv6Prefix), now);
      const refused = await consumed(() => byNetwork.consume(key, 1));
      if (refused) throw new SubscribeLimitReached(Math.max(1, Math.ceil(refused.msBeforeNext / 1000)));
    },
    /** Whether the address may be sent a confirmation now (none in the last 10 minutes); counts it if so. */
    async takeEmail(email: string, now: number): Promise<boolean> {
      const key = await keyOf(db, 'newsletter-email', email, now);
      return (await consumed(() => byEmail.consume(key, 1))) === null;
    },
    /** Whether the site's day has a confirmation email left; counts it if so. */
    async takeSiteDay(now: number): Promise<boolean> {
      return (await consumed(() => bySite.consume(utcDay(now), 1, { customDuration: secondsToNextUtcDay(now) }))) === null;
    },
  };
}

export type SubscribeLimits = ReturnType<typeof createSubscribeLimits>;

/** Deletes the newsletter's counters that have expired (the limiter starts an expired key afresh anyway). */
export async function deleteExpiredSubscribeCounters(db: Db, now: number): Promise<void> {
  await db('login_limits')
    .where('expire', '<', now)
    .andWhere((where) => {
      for (const prefix of Object.values(NEWSLETTER_LIMIT_PREFIXES)) where.orWhere('key', 'like', `${prefix}:%`);
    })
    .delete();
}
