import type { Response } from 'supertest';
import { HSTS } from '../src/http/hsts.js';
import { HTTPS_ONLY_MESSAGE } from '../src/http/session.js';
import { ADMIN, createTestContext, type TestContext } from './support/test-context.js';

const sessionCookies = (answer: Response) => ((answer.headers['set-cookie'] as unknown as string[] | undefined) ?? []).filter((line) => line.startsWith('folio.sid'));

describe('an https site (SITE_URL https) behind a trusted TLS proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { SITE_URL: 'https://folio.example', TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  it('signs in over https with a Secure session cookie and HSTS, and the session works', async () => {
    const login = await ctx.client().post('/api/auth/login').set('X-Forwarded-Proto', 'https').send(ADMIN).expect(200);
    const cookies = sessionCookies(login);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
    expect(login.headers['strict-transport-security']).toBe(HSTS);

    const cookie = cookies.map((line) => line.split(';')[0]).join('; ');
    const me = await ctx.client().get('/api/auth/me').set('X-Forwarded-Proto', 'https').set('Cookie', cookie).expect(200);
    expect(me.body).toEqual({ username: 'admin' });
    expect(me.headers['strict-transport-security']).toBe(HSTS);
  });

  it('refuses to sign in over http with a message that says why, instead of a bare 500', async () => {
    const login = await ctx.client().post('/api/auth/login').send(ADMIN).expect(403);
    expect(login.body).toEqual({ message: HTTPS_ONLY_MESSAGE });
    expect(sessionCookies(login)).toEqual([]);
    expect(login.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends no HSTS over http', async () => {
    const site = await ctx.client().get('/api/site').expect(200);
    expect(site.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('X-Forwarded-Proto without TRUST_PROXY', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { SITE_URL: 'https://folio.example', TRUST_PROXY: 'false' });
  });
  afterAll(() => ctx.close());

  it('is not believed: no HSTS, no Secure cookie sent over http', async () => {
    const login = await ctx.client().post('/api/auth/login').set('X-Forwarded-Proto', 'https').send(ADMIN).expect(403);
    expect(login.body.message).toBe(HTTPS_ONLY_MESSAGE);
    expect(login.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('an http site', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { SITE_URL: 'http://localhost:8080', TRUST_PROXY: 'true' });
  });
  afterAll(() => ctx.close());

  it('never sends HSTS, even to a request that came over https, and signs in over http', async () => {
    const site = await ctx.client().get('/api/site').set('X-Forwarded-Proto', 'https').expect(200);
    expect(site.headers['strict-transport-security']).toBeUndefined();
    const login = await ctx.client().post('/api/auth/login').send(ADMIN).expect(200);
    for (const cookie of sessionCookies(login)) expect(cookie).not.toMatch(/secure/i);
  });
});
