import { ANALYTICS_LIMITS, deviceOf, type Beacon, type BeaconEvent, type TagType } from '@folio/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import type { StoredEvent } from './analytics.types.js';
import type { ClientFacts } from './client-facts.js';
import { createClientLimit } from './client-limit.js';
import { countryLookup } from './country.js';
import { dayCap } from './day-cap.js';
import { eventsRepository as repository } from './events.repository.js';
import { tookTheFunnel } from './rollup.js';
import { visitOf, visitorOf, type CountingRules, type Visit, type Visitor } from './visitors.js';

/** The longest source, medium or campaign kept (the columns' size). */
const LABEL_MAX = 100;

/** A utm value or a host as the overview groups it: trimmed, lower-cased, cut to the column; empty is none. */
const label = (value: string | null | undefined): string | null => {
  const text = value?.trim().toLowerCase() ?? '';
  return text === '' ? null : text.slice(0, LABEL_MAX);
};

/** `www.` aside, a host is the same site with or without it. */
const bareHost = (hostname: string) => hostname.toLowerCase().replace(/^www\./, '');

/** A page's path split from its query (and fragment): the path is what is stored, the query holds the utm_* parameters. */
export function splitPath(page: string): { path: string; query: URLSearchParams } {
  const withoutFragment = page.split('#', 1)[0]!;
  const mark = withoutFragment.indexOf('?');
  const path = mark < 0 ? withoutFragment : withoutFragment.slice(0, mark);
  return { path: (path || '/').slice(0, ANALYTICS_LIMITS.path), query: new URLSearchParams(mark < 0 ? '' : withoutFragment.slice(mark + 1)) };
}

/**
 * The site a visitor came from: the referrer's host when it is another site's (`www.` dropped, so
 * that both spellings are one source); none for this site's own pages, an empty or unreadable referrer.
 */
export function referringSite(referrer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    host = bareHost(new URL(referrer).hostname);
  } catch {
    return null;
  }
  return host === '' || ownHosts.map(bareHost).includes(host) ? null : label(host);
}

/** Where the request came to: this site is its Host, and SITE_URL's host (behind a proxy that rewrites Host). */
function ownHostsOf(facts: ClientFacts, siteUrl: string | null): string[] {
  return [facts.hostname, ...(siteUrl === null ? [] : [new URL(siteUrl).hostname])];
}

/**
 * What is kept of a beacon. The query of the path is dropped (it may carry anything a link put there)
 * but for utm_source, utm_medium and utm_campaign; those and the referring site only on a page view,
 * the event that says how the visitor arrived.
 */
export function eventOf(beacon: Beacon, visit: Visit, at: number, ownHosts: readonly string[], country: string | null): StoredEvent {
  const { path, query } = splitPath(beacon.path);
  const arrival = beacon.name === 'pageview';
  const detail = beacon.detail?.trim().slice(0, ANALYTICS_LIMITS.detail) ?? '';
  return {
    at,
    day: visit.day,
    visitor: visit.visitor,
    name: beacon.name as BeaconEvent,
    path,
    persona: (beacon.persona as TagType | undefined) ?? null,
    source: arrival ? (label(query.get('utm_source')) ?? referringSite(beacon.referrer, ownHosts)) : null,
    medium: arrival ? label(query.get('utm_medium')) : null,
    campaign: arrival ? label(query.get('utm_campaign')) : null,
    device: deviceOf(beacon.width),
    country,
    detail: detail === '' ? null : detail,
  };
}

/** The path of the page a contact message was sent from (the form sends its path and query; an address is read too). */
export function pathOfPage(page: string | null): string {
  if (page?.startsWith('/') && !page.startsWith('//')) return splitPath(page).path;
  try {
    return splitPath(new URL(page ?? '').pathname).path;
  } catch {
    return '/';
  }
}

/** A contact message stored in the inbox, as the analytics see it. */
export type InboxMessage = { persona: TagType | null; page: string | null };

const HOUR_MS = 3_600_000;

export type Collector = {
  /**
   * Records a page's beacon; false when the request does not count (visitors.ts), the beacon says
   * GPC, the client is past its limit (client-limit.ts) or the day is full (day-cap.ts: then it is
   * counted over the cap).
   */
  beacon(facts: ClientFacts, beacon: Beacon, now?: number): Promise<boolean>;
  /** Counts a message stored in the inbox, sent by the request's visitor, without tying it to them. */
  message(facts: ClientFacts, message: InboxMessage, now?: number): Promise<boolean>;
  /** Who a post's view counts for: null when the request does not count, or its client is past its limit. */
  viewer(facts: ClientFacts, now?: number): Promise<Visitor | null>;
};

/** The collection of events: who counts (visitors.ts) and how much (client-limit.ts, day-cap.ts), their country (country.ts), and the row written. */
export function createCollector(db: Db, config: Pick<Config, 'site' | 'analytics' | 'analyticsStorage' | 'clientIpv6Prefix'>, log: Pick<Logger, 'error'>): Collector {
  const rules: CountingRules = { siteUrl: config.site.siteUrl, honorDoNotTrack: config.analytics.honorDoNotTrack, ipv6Prefix: config.clientIpv6Prefix };
  const countryOf = countryLookup(config.analytics.country, log);
  const limit = createClientLimit(db, config.analyticsStorage.maxEventsPerMinute);
  const counted = async (facts: ClientFacts, now: number): Promise<Visitor | null> => {
    const visitor = visitorOf(facts, rules);
    return visitor !== null && (await limit.allows(visitor.network, now)) ? visitor : null;
  };
  return {
    async beacon(facts, beacon, now = Date.now()) {
      if (beacon.gpc === true) return false;
      const visitor = await counted(facts, now);
      if (visitor === null) return false;
      const visit = await visitOf(db, visitor, now);
      if (!(await dayCap.take(db, visit.day, config.analyticsStorage.maxEventsPerDay))) return false;
      await repository.insert(db, eventOf(beacon, visit, now, ownHostsOf(facts, rules.siteUrl), await countryOf(facts)));
      return true;
    },
    /**
     * The message is kept apart from the page views (`analytics_messages`), with no visitor id and its
     * time rounded down to the hour: its sender's id and the moment it was sent are what would tie a
     * name and an email in the inbox to that person's pages, searches and referrer. What the Overview
     * needs is read now and kept as a yes or no: whether the sender had taken the persona's funnel.
     */
    async message(facts, message, now = Date.now()) {
      const visitor = visitorOf(facts, rules);
      if (visitor === null) return false;
      const visit = await visitOf(db, visitor, now);
      const funnel = message.persona !== null && tookTheFunnel(message.persona, await repository.funnelEventsOf(db, visit.visitor, visit.day));
      await repository.insertMessage(db, { at: Math.floor(now / HOUR_MS) * HOUR_MS, day: visit.day, persona: message.persona, path: pathOfPage(message.page), funnel });
      return true;
    },
    viewer: (facts, now = Date.now()) => counted(facts, now),
  };
}
