import { BlockList, isIP } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import maxmind, { type CountryResponse, type Reader } from 'maxmind';
import type { Logger } from 'pino';
import type { AnalyticsCountrySource } from '../../config.js';
import { headerOf, type ClientFacts } from './client-facts.js';

/**
 * A visitor's country, as an ISO 3166 alpha-2 code, or null when unknown. Only the code is kept: the
 * address it came from is never stored (analytics.types.ts).
 */
export type CountryOf = (facts: ClientFacts) => Promise<string | null>;

/**
 * Addresses that belong to no country: private networks, loopback, link-local, shared (CGNAT),
 * documentation and benchmark ranges, multicast and reserved. The database has rows for some of them
 * (its source registries list 192.168.0.0/16 under an Australian network, for one), so they are
 * answered null before any lookup.
 */
const NOWHERE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 3],
] as const) NOWHERE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['2001:db8::', 32], ['ff00::', 8]] as const) NOWHERE.addSubnet(network, prefix, 'ipv6');

/** The address as the database knows it: an IPv4 address a dual-stack socket reports as `::ffff:a.b.c.d` is looked up as IPv4. */
export function plainAddress(address: string): string | null {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  return isIP(plain) === 0 ? null : plain;
}

/** Whether an address can have a country at all (a public address). */
export function isPublicAddress(address: string): boolean {
  const plain = plainAddress(address);
  return plain !== null && !NOWHERE.check(plain, isIP(plain) === 4 ? 'ipv4' : 'ipv6');
}

/** The database's records: `{ country_code: 'US' }` (not MaxMind's own shape, which the reader's types describe). */
type CountryRecord = CountryResponse & { country_code?: string };

const PACKAGE = '@ip-location-db/geo-whois-asn-country-mmdb';

/**
 * The CC0 IP-to-country database that package ships, found where npm installed it: resolved from the
 * working folder, else from the started script's (no `import.meta` here: the tests load this file as
 * CommonJS).
 */
export function countryDatabaseFile(): string {
  for (const base of [process.cwd(), dirname(process.argv[1] ?? process.cwd())]) {
    try {
      return join(dirname(createRequire(join(base, 'noop.js')).resolve(`${PACKAGE}/package.json`)), 'geo-whois-asn-country.mmdb');
    } catch {
      // Not installed below this folder: try the next.
    }
  }
  throw new Error(`${PACKAGE} is not installed (it is one of the API's dependencies); set ANALYTICS_COUNTRY=off to do without countries`);
}

/**
 * Opened once per process, on the first visitor that needs it (about 8 MB, read into memory). A
 * database that cannot be opened is logged once and leaves every country unknown: a visit is still
 * worth counting without it.
 */
let opened: Promise<Reader<CountryRecord> | null> | null = null;
const database = (log: Pick<Logger, 'error'>) =>
  (opened ??= maxmind.open<CountryRecord>(countryDatabaseFile()).catch((error: unknown) => {
    log.error({ err: error }, 'the IP-to-country database could not be opened: countries stay unknown');
    return null;
  }));

const TWO_LETTERS = /^[A-Z]{2}$/;
/** Codes a CDN sends for "no country": unknown, and Cloudflare's Tor exit nodes. */
const NO_COUNTRY = new Set(['XX', 'T1']);
const codeOf = (value: string | undefined): string | null => {
  const code = value?.trim().toUpperCase() ?? '';
  return TWO_LETTERS.test(code) && !NO_COUNTRY.has(code) ? code : null;
};

/** The country lookup the configuration names (ANALYTICS_COUNTRY); `log` hears of a database that cannot be opened. */
export function countryLookup(source: AnalyticsCountrySource, log: Pick<Logger, 'error'>): CountryOf {
  if (source.from === 'off') return async () => null;
  if (source.from === 'header') return async (facts) => codeOf(headerOf(facts, source.header));
  return async (facts) => {
    if (!isPublicAddress(facts.address)) return null;
    const record = (await database(log))?.get(plainAddress(facts.address)!);
    return codeOf(record?.country_code);
  };
}
