import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, SECRET_SETTINGS } from './config.js';

describe('loadConfig', () => {
  it('runs with no environment at all on the embedded database under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ engine: 'sqlite', file: expect.stringMatching(/data\/folio\.sqlite$/) });
    expect(config.admin).toEqual({ username: 'admin', password: null });
    expect(config.session.secureCookie).toBe(false);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('switches to MySQL for a mysql:// DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://folio:pw@db:3306/folio' }).database).toEqual({
      engine: 'mysql',
      url: 'mysql://folio:pw@db:3306/folio',
    });
  });

  it('marks the cookie Secure when the site is served over https, unless told otherwise', () => {
    expect(loadConfig({ SITE_URL: 'https://jordan.example' }).session.secureCookie).toBe(true);
    expect(loadConfig({ SITE_URL: 'https://jordan.example', COOKIE_SECURE: 'false' }).session.secureCookie).toBe(false);
  });

  it("leaves the site's description and contact email unset when none is given, or given empty", () => {
    for (const env of [{}, { SITE_DESCRIPTION: '', SITE_CONTACT_EMAIL: '  ' }]) {
      const { site } = loadConfig(env);
      expect(site.description).toBeNull();
      expect(site.contactEmail).toBeNull();
    }
  });

  it("takes the owner's description and contact email when given", () => {
    const { site } = loadConfig({ SITE_DESCRIPTION: ' Portfolio of Sam Rivera. ', SITE_CONTACT_EMAIL: 'sam@rivera.example' });
    expect(site).toMatchObject({ description: 'Portfolio of Sam Rivera.', contactEmail: 'sam@rivera.example' });
  });

  it('counts an IPv6 /64 as one client unless told another prefix, and refuses a prefix that is no prefix', () => {
    expect(loadConfig({}).clientIpv6Prefix).toBe(64);
    expect(loadConfig({ CLIENT_IPV6_PREFIX: '48' }).clientIpv6Prefix).toBe(48);
    expect(() => loadConfig({ CLIENT_IPV6_PREFIX: '200' })).toThrow(/CLIENT_IPV6_PREFIX/);
  });

  it('keeps at most 120 analytics events a minute per client and 50,000 a day unless told other limits, and refuses a limit that is none', () => {
    expect(loadConfig({}).analyticsStorage).toEqual({ rawDays: 90, maxEventsPerMinute: 120, maxEventsPerDay: 50_000 });
    expect(loadConfig({ ANALYTICS_MAX_EVENTS_PER_MINUTE: '30', ANALYTICS_MAX_EVENTS_PER_DAY: '2000000' }).analyticsStorage).toMatchObject({ maxEventsPerMinute: 30, maxEventsPerDay: 2_000_000 });
    expect(() => loadConfig({ ANALYTICS_MAX_EVENTS_PER_MINUTE: '0' })).toThrow(/ANALYTICS_MAX_EVENTS_PER_MINUTE must be a whole number from 1 to 100000/);
    expect(() => loadConfig({ ANALYTICS_MAX_EVENTS_PER_DAY: 'lots' })).toThrow(/ANALYTICS_MAX_EVENTS_PER_DAY must be a whole number/);
  });

  it('bounds sign-ins per name from everywhere, in flight per name, and password hashes at once', () => {
    expect(loadConfig({}).loginLimit).toMatchObject({ maxAttemptsPerName: 30, maxParallelPerName: 1, hashConcurrency: 1 });
    const { loginLimit } = loadConfig({ LOGIN_MAX_ATTEMPTS_PER_NAME: '60', LOGIN_MAX_PARALLEL_PER_NAME: '2', PASSWORD_HASH_CONCURRENCY: '2' });
    expect(loginLimit).toMatchObject({ maxAttemptsPerName: 60, maxParallelPerName: 2, hashConcurrency: 2 });
    expect(() => loadConfig({ PASSWORD_HASH_CONCURRENCY: '5' })).toThrow(/PASSWORD_HASH_CONCURRENCY must be a whole number from 1 to 4/);
  });

  it('names every wrong variable in one clear error', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'postgres://x/y',
        ADMIN_PASSWORD: 'short',
        COOKIE_SECURE: 'maybe',
        LOG_LEVEL: 'loud',
        SITE_CONTACT_EMAIL: 'sam at rivera.example',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_PASSWORD', 'COOKIE_SECURE', 'LOG_LEVEL', 'SITE_CONTACT_EMAIL']) expect(message).toContain(name);
    }
  });

  it('migrates at start unless DB_MIGRATE_ON_START is false', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ DB_MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ DB_MIGRATE_ON_START: 'later' })).toThrow(/DB_MIGRATE_ON_START must be true or false/);
  });
});

describe('secret settings read from files (Docker secrets: <NAME>_FILE)', () => {
  let folder: string;
  const secretFile = (name: string, content: string) => {
    const file = join(folder, name);
    writeFileSync(file, content);
    return file;
  };
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'folio-secrets-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('takes the file\'s content, less one trailing newline, as the value', () => {
    const config = loadConfig({
      ADMIN_PASSWORD_FILE: secretFile('admin', 'a password from a secret\n'),
      SESSION_SECRET_FILE: secretFile('session', `${'k'.repeat(40)}\r\n`),
      SMTP_URL_FILE: secretFile('smtp', 'smtp://mailer:p%40ss@mail.example:587\n'),
      CONTACT_FROM: 'folio@jordan.example',
      CONTACT_NOTIFY_TO: 'jordan@jordan.example',
      MEDIA_STORAGE: 's3',
      MEDIA_S3_BUCKET: 'folio-media',
      MEDIA_S3_ACCESS_KEY_ID_FILE: secretFile('key-id', 'AKIAEXAMPLE'),
      MEDIA_S3_SECRET_ACCESS_KEY_FILE: secretFile('key', 'secret/key+value\n'),
    });
    expect(config.admin.password).toBe('a password from a secret');
    expect(config.session.secret).toBe('k'.repeat(40));
    expect(config.contact.mail?.smtpUrl).toBe('smtp://mailer:p%40ss@mail.example:587');
    expect(config.media.storage).toMatchObject({ accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret/key+value' });
  });

  it('reads the whole database address from a file, or only its password, which the URL then carries', () => {
    expect(loadConfig({ DATABASE_URL_FILE: secretFile('url', 'mysql://folio:pw@db:3306/folio\n') }).database).toEqual({ engine: 'mysql', url: 'mysql://folio:pw@db:3306/folio' });
    const { database } = loadConfig({ DATABASE_URL: 'mysql://folio@mysql:3306/folio', DATABASE_PASSWORD_FILE: secretFile('db', 'p@ss:w/rd%#\n') });
    expect(database).toEqual({ engine: 'mysql', url: 'mysql://folio:p%40ss%3Aw%2Frd%25%23@mysql:3306/folio' });
    expect(loadConfig({ DATABASE_URL: 'mysql://folio@mysql:3306/folio', DATABASE_PASSWORD: 'plain' }).database).toEqual({ engine: 'mysql', url: 'mysql://folio:plain@mysql:3306/folio' });
  });

  it('refuses a password given twice, or one with no database address to go with', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://folio:pw@mysql:3306/folio', DATABASE_PASSWORD: 'other' })).toThrow(/DATABASE_URL holds a password and DATABASE_PASSWORD is set: keep one/);
    expect(() => loadConfig({ DATABASE_PASSWORD: 'alone' })).toThrow(/DATABASE_PASSWORD is the password of DATABASE_URL's user: set DATABASE_URL too/);
  });

  it('refuses a setting given both ways, naming it', () => {
    for (const name of SECRET_SETTINGS) {
      expect(() => loadConfig({ [name]: 'x'.repeat(40), [`${name}_FILE`]: secretFile(name, 'y'.repeat(40)) })).toThrow(
        `${name} and ${name}_FILE are both set: keep one`,
      );
    }
  });

  it('takes an empty variable beside its file as unset, as an empty value is everywhere (compose passes .env\'s empty lines)', () => {
    expect(loadConfig({ ADMIN_PASSWORD: '', ADMIN_PASSWORD_FILE: secretFile('admin', 'from the secret file') }).admin.password).toBe('from the secret file');
  });

  it('names the variable and the file of a secret that cannot be read or is empty, and never prints a secret', () => {
    const missing = join(folder, 'not-there');
    const unreadable = secretFile('locked', 'a secret nobody may read');
    chmodSync(unreadable, 0o000);
    const attempt = () =>
      loadConfig({ ADMIN_PASSWORD_FILE: missing, SESSION_SECRET_FILE: secretFile('empty', '\n'), SMTP_URL_FILE: folder, DATABASE_URL_FILE: unreadable });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain(`ADMIN_PASSWORD_FILE names a file that cannot be read (${missing}: ENOENT)`);
    expect(message).toContain(`SESSION_SECRET_FILE names an empty file (${join(folder, 'empty')})`);
    expect(message).toContain(`SMTP_URL_FILE names a file that cannot be read (${folder}: EISDIR)`);
    // root reads any file whatever its mode: the check holds for every other user.
    if (process.getuid?.() !== 0) expect(message).toContain(`DATABASE_URL_FILE names a file that cannot be read (${unreadable}: EACCES)`);
    expect(message).not.toContain('a secret nobody may read');
  });
});
