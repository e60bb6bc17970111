import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_MEDIA_MAX_BYTES } from '@folio/contracts';
import type { DatabaseConfig } from './db/knex.js';
import { DEFAULT_IPV6_PREFIX } from './http/client-network.js';
import { loadMediaStorageConfig, type MediaStorageConfig } from './modules/media/storage/index.js';

/** maxAgeMs: idle lifetime (renewed while used); absoluteMaxAgeMs: from sign-in, never renewed. */
export type SessionConfig = { maxAgeMs: number; absoluteMaxAgeMs: number; secureCookie: boolean; secret: string | null };
/**
 * maxFailuresPerUser counts one username from one address; slowDownAfterFailures counts the username
 * from everywhere and delays, maxAttemptsPerName refuses past it (any address), maxParallelPerName
 * bounds its password checks in flight; a trusted device has its own maxFailuresPerDevice.
 * hashConcurrency: password hashes running at once in one process (the rest wait, then 503).
 */
export type LoginLimitConfig = {
  maxFailuresPerUser: number;
  maxFailuresPerAddress: number;
  maxFailuresPerDevice: number;
  slowDownAfterFailures: number;
  slowDownMaxSeconds: number;
  maxAttemptsPerName: number;
  maxParallelPerName: number;
  hashConcurrency: number;
  windowSeconds: number;
};
/**
 * The contact form (modules/messages/). mail: the owner's email about each message, null when no
 * SMTP server is configured (the inbox works all the same). The limits count per sender network
 * (a hash of it under the day's salt) per hour, refusing past it, and for the whole site per UTC day,
 * keeping in Spam past it, in counters every API process shares.
 */
export type ContactConfig = {
  retentionDays: number;
  maxPerAddressPerHour: number;
  maxPerDay: number;
  maxLinks: number;
  mail: { smtpUrl: string; notifyTo: string; from: string } | null;
};
/**
 * First-party analytics (modules/analytics/). honorDoNotTrack: a request with `DNT: 1` is not counted
 * (`Sec-GPC: 1` never is). country: where a visitor's country comes from: the IP-to-country database
 * shipped with the API, a header a CDN in front sets (its name, lower-cased), or nowhere.
 */
export type AnalyticsCountrySource = { from: 'database' } | { from: 'header'; header: string } | { from: 'off' };
export type AnalyticsConfig = { honorDoNotTrack: boolean; country: AnalyticsCountrySource };
/**
 * What the analytics keep (modules/analytics/rollup-jobs.ts): rawDays, how many days raw events are
 * kept once their day is rolled up (the rolled-up figures stay until the owner deletes them);
 * maxEventsPerMinute, the events and post views one client (http/client-network.ts) may have counted
 * a minute, past which they are answered as usual and not counted; maxEventsPerDay, the raw events
 * stored a UTC day, past which an event is only counted as over the cap.
 */
export type AnalyticsStorageConfig = { rawDays: number; maxEventsPerMinute: number; maxEventsPerDay: number };
/**
 * The newsletter (modules/newsletter/): ratePerMinute, how many emails of a post the sender hands the
 * SMTP server per minute (0: no limit); maxPerNetworkPerHour, subscribe forms one client network may
 * send per hour (429 past it); maxPerDay, confirmation emails the site sends per UTC day (past it a
 * consent is still stored, with no email). Email itself: contact.mail.
 */
export type NewsletterConfig = { ratePerMinute: number; maxPerNetworkPerHour: number; maxPerDay: number };
/** Unset optional values stay null: the site shows nothing for them, never the sample owner's. */
export type SiteConfig = { ownerName: string; siteUrl: string; description: string | null; contactEmail: string | null };

export type Config = Readonly<{
  port: number;
  host: string;
  production: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** How many leading bits of an IPv6 client address make one client for the limits (http/client-network.ts). */
  clientIpv6Prefix: number;
  database: DatabaseConfig;
  /** false: the API only checks the schema at start and refuses one that is behind (docs/migrations.md). */
  migrateOnStart: boolean;
  seed: boolean;
  admin: { username: string; password: string | null };
  session: SessionConfig;
  loginLimit: LoginLimitConfig;
  site: SiteConfig;
  /** The rendering server's internal address: a newsletter email reads a post's body there, as the page shows it. */
  rendererUrl: string;
  /** maxBytes: the largest image upload (nginx's limit for the upload route must allow it too). */
  media: { maxBytes: number; storage: MediaStorageConfig };
  contact: ContactConfig;
  newsletter: NewsletterConfig;
  analytics: AnalyticsConfig;
  analyticsStorage: AnalyticsStorageConfig;
}>;

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nSee .env.example for every variable.`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * The settings an orchestrator may hand over as files (Docker secrets, Kubernetes Secrets mounted as
 * files): `<NAME>_FILE` names a file whose content, less one trailing newline, is NAME's value.
 */
export const SECRET_SETTINGS = [
  'ADMIN_PASSWORD',
  'SESSION_SECRET',
  'DATABASE_URL',
  'DATABASE_PASSWORD',
  'SMTP_URL',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
] as const;

/** `env` with each secret setting given as `<NAME>_FILE` read into NAME; never the files' content in a message. */
function withSecretFiles(env: Env, problems: string[]): Env {
  const resolved: Env = { ...env };
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim()) {
      problems.push(`${name} and ${name}_FILE are both set: keep one (${name}_FILE names a file holding the value, such as a Docker secret)`);
      continue;
    }
    try {
      const value = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
      if (value.trim() === '') problems.push(`${name}_FILE names an empty file (${file})`);
      resolved[name] = value;
    } catch (error) {
      problems.push(`${name}_FILE names a file that cannot be read (${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }
  return resolved;
}

/** DATABASE_URL with DATABASE_PASSWORD as its user's password (a secret the MySQL server's own settings share). */
function withDatabasePassword(url: string, password: string, problems: string[]): string {
  const parsed = new URL(url);
  if (parsed.password) problems.push('DATABASE_URL holds a password and DATABASE_PASSWORD is set: keep one');
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the environment once, validates it and names every variable that is wrong. */
export function loadConfig(given: Env = process.env): Config {
  const problems: string[] = [];
  const env = withSecretFiles(given, problems);
  const text = (name: string, fallback: string) => env[name]?.trim() || fallback;
  const optional = (name: string) => env[name]?.trim() || null;
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const flag = (name: string, fallback: boolean) => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const production = env.NODE_ENV === 'production';
  const databaseUrl = optional('DATABASE_URL');
  const databasePassword = optional('DATABASE_PASSWORD');
  let database: DatabaseConfig = { engine: 'sqlite', file: resolve(text('SQLITE_FILE', 'data/folio.sqlite')) };
  if (databaseUrl) {
    if (!/^mysql:\/\/[^/]+\/[^/?]+/.test(databaseUrl)) problems.push('DATABASE_URL must look like mysql://user:password@host:3306/database (leave it unset for the embedded SQLite file)');
    else database = { engine: 'mysql', url: databasePassword === null ? databaseUrl : withDatabasePassword(databaseUrl, databasePassword, problems) };
  } else if (databasePassword !== null) {
    problems.push("DATABASE_PASSWORD is the password of DATABASE_URL's user: set DATABASE_URL too (mysql://user@host:3306/database)");
  }

  const logLevel = text('LOG_LEVEL', 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const adminPassword = optional('ADMIN_PASSWORD');
  if (adminPassword !== null && adminPassword.length < 12) problems.push('ADMIN_PASSWORD must be at least 12 characters long');
  const secret = optional('SESSION_SECRET');
  if (secret !== null && secret.length < 32) problems.push('SESSION_SECRET must be at least 32 characters long');

  const siteUrl = text('SITE_URL', 'http://localhost:8080').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(siteUrl)) problems.push('SITE_URL must be an http(s) address such as https://jordanavery.example');
  const rendererUrl = text('RENDERER_URL', 'http://127.0.0.1:8082').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+$/.test(rendererUrl)) problems.push('RENDERER_URL must be the rendering server\'s address, such as http://public-site:8080 (no path)');
  const contactEmail = optional('SITE_CONTACT_EMAIL');
  if (contactEmail !== null && !/^[^\s@]+@[^\s@]+$/.test(contactEmail)) problems.push(`SITE_CONTACT_EMAIL must be an email address such as you@example.com (got "${contactEmail}")`);

  const email = (name: string, fallback: string | null) => {
    const value = optional(name) ?? fallback;
    if (value !== null && !/^[^\s@]+@[^\s@]+$/.test(value)) problems.push(`${name} must be an email address such as you@example.com (got "${value}")`);
    return value;
  };
  const smtpUrl = optional('SMTP_URL');
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s/]+/.test(smtpUrl)) problems.push('SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465');
  const notifyTo = email('CONTACT_NOTIFY_TO', contactEmail);
  const from = email('CONTACT_FROM', null);
  if (smtpUrl !== null && notifyTo === null) problems.push('CONTACT_NOTIFY_TO (or SITE_CONTACT_EMAIL) must be set when SMTP_URL is: it is where the messages are sent');
  if (smtpUrl !== null && from === null) problems.push('CONTACT_FROM must be set when SMTP_URL is: the address the notifications come from, one the SMTP server may send as');

  const countrySetting = text('ANALYTICS_COUNTRY', 'database').toLowerCase();
  const countryHeader = /^header:([a-z0-9-]+)$/.exec(countrySetting)?.[1];
  let country: AnalyticsCountrySource = { from: 'off' };
  if (countrySetting === 'database') country = { from: 'database' };
  else if (countryHeader) country = { from: 'header', header: countryHeader };
  else if (countrySetting !== 'off') problems.push(`ANALYTICS_COUNTRY must be database, off, or header:<name> such as header:cf-ipcountry (got "${countrySetting}")`);

  const config: Config = {
    port: integer('PORT', 8080, 1, 65535),
    host: text('HOST', '0.0.0.0'),
    production,
    logLevel,
    trustProxy: flag('TRUST_PROXY', false),
    clientIpv6Prefix: integer('CLIENT_IPV6_PREFIX', DEFAULT_IPV6_PREFIX, 32, 128),
    database,
    migrateOnStart: flag('DB_MIGRATE_ON_START', true),
    seed: flag('SEED_ON_FIRST_START', true),
    admin: { username: text('ADMIN_USERNAME', 'admin'), password: adminPassword },
    session: {
      maxAgeMs: integer('SESSION_MAX_AGE_HOURS', 8, 1, 24 * 30) * 3_600_000,
      absoluteMaxAgeMs: integer('SESSION_ABSOLUTE_MAX_AGE_HOURS', 24 * 7, 1, 24 * 365) * 3_600_000,
      secureCookie: flag('COOKIE_SECURE', siteUrl.startsWith('https://')),
      secret,
    },
    loginLimit: {
      maxFailuresPerUser: integer('LOGIN_MAX_FAILURES_PER_USER', 5, 1, 1000),
      maxFailuresPerAddress: integer('LOGIN_MAX_FAILURES_PER_ADDRESS', 20, 1, 10000),
      maxFailuresPerDevice: integer('LOGIN_MAX_FAILURES_PER_DEVICE', 5, 1, 1000),
      slowDownAfterFailures: integer('LOGIN_SLOWDOWN_AFTER_FAILURES', 10, 1, 10000),
      slowDownMaxSeconds: integer('LOGIN_SLOWDOWN_MAX_SECONDS', 10, 1, 300),
      maxAttemptsPerName: integer('LOGIN_MAX_ATTEMPTS_PER_NAME', 30, 1, 100000),
      maxParallelPerName: integer('LOGIN_MAX_PARALLEL_PER_NAME', 1, 1, 16),
      hashConcurrency: integer('PASSWORD_HASH_CONCURRENCY', 1, 1, 4),
      windowSeconds: integer('LOGIN_WINDOW_SECONDS', 900, 1, 86400),
    },
    site: {
      ownerName: text('SITE_OWNER_NAME', 'Jordan Avery'),
      siteUrl,
      description: optional('SITE_DESCRIPTION'),
      contactEmail,
    },
    rendererUrl,
    media: {
      maxBytes: integer('MEDIA_MAX_UPLOAD_MB', DEFAULT_MEDIA_MAX_BYTES / 1024 / 1024, 1, 100) * 1024 * 1024,
      storage: loadMediaStorageConfig(env, problems),
    },
    contact: {
      retentionDays: integer('CONTACT_RETENTION_DAYS', 365, 1, 3650),
      maxPerAddressPerHour: integer('CONTACT_MAX_PER_ADDRESS_PER_HOUR', 5, 1, 1000),
      maxPerDay: integer('CONTACT_MAX_PER_DAY', 200, 1, 100000),
      maxLinks: integer('CONTACT_MAX_LINKS', 3, 0, 100),
      mail: smtpUrl !== null && notifyTo !== null && from !== null ? { smtpUrl, notifyTo, from } : null,
    },
    newsletter: {
      ratePerMinute: integer('NEWSLETTER_RATE_PER_MINUTE', 120, 0, 100_000),
      maxPerNetworkPerHour: integer('NEWSLETTER_MAX_PER_ADDRESS_PER_HOUR', 5, 1, 1000),
      maxPerDay: integer('NEWSLETTER_MAX_PER_DAY', 500, 1, 100_000),
    },
    analytics: { honorDoNotTrack: flag('ANALYTICS_HONOR_DNT', true), country },
    analyticsStorage: {
      rawDays: integer('ANALYTICS_RAW_DAYS', 90, 1, 3650),
      maxEventsPerMinute: integer('ANALYTICS_MAX_EVENTS_PER_MINUTE', 120, 1, 100_000),
      maxEventsPerDay: integer('ANALYTICS_MAX_EVENTS_PER_DAY', 50_000, 1, 100_000_000),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}
