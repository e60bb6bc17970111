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
