import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { daySalt } from '../../db/day-salt.js';
import type { Db } from '../../db/knex.js';
import { networkOf } from '../../http/client-network.js';
import { isCrossSiteBy } from '../../http/cross-site.js';
import { headerOf, type ClientFacts } from './client-facts.js';

/**
 * The one rule of who a visitor is, for the posts' view counts and the analytics alike: a client's
 * network on one UTC day (http/client-network.ts: an IPv4 address, or the IPv6 /64 it lies in), never
 * stored as such. The visitor id is the SHA-256 of the day's random salt (db/day-salt.ts) and that
 * network. The user agent plays no part: a client that changes it on every request (a new agent, a
 * new visitor, a new view) is still one visitor and one view of a post a day. The price: the people
 * behind one address (a household's or an office's router, a mobile carrier's shared address) or one
 * IPv6 /64 count as one visitor that day. What is kept is the id alone, with each event (raw events:
 * ANALYTICS_RAW_DAYS) and with a post's views of today and yesterday; the salts are deleted after two
 * days, after which no one (the owner included) can tell whose an old id was, nor link it to the same
 * person's id of another day.
 */
export type Visitor = { network: string };

/**
 * What decides whether a request counts and for whom: this site's address, whether `DNT: 1` is
 * honoured, and the IPv6 prefix that makes one client (CLIENT_IPV6_PREFIX).
 */
export type CountingRules = { siteUrl: string | null; honorDoNotTrack: boolean; ipv6Prefix: number };

/**
 * Crawlers, link previewers, monitors and HTTP libraries (the `isbot` package's list, kept up to date
 * upstream); an empty user agent too, since every browser sends one.
 */
export const isBotAgent = (userAgent: string): boolean => userAgent.trim() === '' || isbot(userAgent);

/**
 * Whether the visitor asked not to be counted: Global Privacy Control always (it is a legal opt-out
 * in some places), Do Not Track when the owner says so (it is only a wish, and deprecated, but honest).
 */
export function optedOut(facts: ClientFacts, rules: Pick<CountingRules, 'honorDoNotTrack'>): boolean {
  return headerOf(facts, 'sec-gpc').trim() === '1' || (rules.honorDoNotTrack && headerOf(facts, 'dnt').trim() === '1');
}

/**
 * The visitor a request counts for, or null when it must not count: a bot, a visitor who opted out,
 * the signed-in owner looking at their own site, or another site's page posting with the reader's
 * browser (the site's own pages post from its own origin: http/cross-site.ts).
 */
export function visitorOf(facts: ClientFacts, rules: CountingRules): Visitor | null {
  const userAgent = headerOf(facts, 'user-agent');
  if (isBotAgent(userAgent) || optedOut(facts, rules) || facts.signedIn || isCrossSiteBy(headerOf(facts, 'sec-fetch-site'), headerOf(facts, 'origin'), facts.host, rules.siteUrl)) return null;
  return { network: networkOf(facts.address, rules.ipv6Prefix) };
}

/** A visit: who the visitor is on `day` (a 64-hex id), and that day (UTC, YYYY-MM-DD). */
export type Visit = { visitor: string; day: string };

/** Who `visitor` is on the day of `now`: the hash of that day's salt and their network. */
export async function visitOf(db: Db, visitor: Visitor, now = Date.now()): Promise<Visit> {
  const { day, salt } = await daySalt(db, now);
  return { visitor: createHash('sha256').update(`${salt}\n${visitor.network}`).digest('hex'), day };
}
