import { ConfigError, loadConfig } from './config.js';

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
});
