import { createTestContext, engines, type TestContext } from './support/test-context.js';

describe.each(engines)('login limit per address on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { LOGIN_MAX_FAILURES_PER_USER: '100', LOGIN_MAX_FAILURES_PER_ADDRESS: '4' });
  });
  afterAll(() => ctx.close());

  it('refuses one address that tries many usernames', async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await ctx.client().post('/api/auth/login').send({ username: `user${attempt}`, password: 'guess guess guess' }).expect(401);
    }
    const blocked = await ctx.client().post('/api/auth/login').send({ username: 'someone-new', password: 'guess guess guess' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe.each(engines)('login limit behind a proxy on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { TRUST_PROXY: 'true', LOGIN_MAX_FAILURES_PER_USER: '100', LOGIN_MAX_FAILURES_PER_ADDRESS: '2' });
  });
  afterAll(() => ctx.close());

  const attempt = (forwardedFor: string) =>
    ctx.client().post('/api/auth/login').set('X-Forwarded-For', forwardedFor).send({ username: 'someone', password: 'guess guess guess' });

  it('counts the address the proxy saw, not one the client made up', async () => {
    await attempt('1.1.1.1, 203.0.113.7').expect(401);
    await attempt('2.2.2.2, 203.0.113.7').expect(401);
    // A different spoofed first entry does not escape: the proxy-appended address is the same.
    await attempt('3.3.3.3, 203.0.113.7').expect(429);
    // Another real client is unaffected.
    await attempt('1.1.1.1, 198.51.100.9').expect(401);
  });
});
