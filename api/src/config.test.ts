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

  it('names every wrong variable in one clear error', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'postgres://x/y', ADMIN_PASSWORD: 'short', COOKIE_SECURE: 'maybe', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_PASSWORD', 'COOKIE_SECURE', 'LOG_LEVEL']) expect(message).toContain(name);
    }
  });
});
