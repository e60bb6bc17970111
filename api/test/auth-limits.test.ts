import { ADMIN, createTestContext, engines, type TestContext } from './support/test-context.js';

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

describe.each(engines)('a burst of parallel wrong passwords on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine); // the default limits: 5 per username on one address
  });
  afterAll(() => ctx.close());

  it('gets at most 5 answers that are not 429 out of 40 sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => ctx.client().post('/api/auth/login').send({ username: 'admin', password: 'a wrong guess' })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });
});

describe.each(engines)('sign-in limits that an attacker cannot turn against the owner on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILURES_PER_USER: '2',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '3',
      LOGIN_MAX_FAILURES_PER_DEVICE: '2',
      LOGIN_SLOWDOWN_AFTER_FAILURES: '3',
      LOGIN_SLOWDOWN_MAX_SECONDS: '1',
    });
  });
  afterAll(() => ctx.close());

  const from = (agent: ReturnType<TestContext['client']>, address: string, password: string) =>
    agent.post('/api/auth/login').set('X-Forwarded-For', address).send({ username: ADMIN.username, password });
  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    return { result, ms: performance.now() - started };
  };

  it("failures for the username from elsewhere slow a new device down but never lock it out; the owner's known device is not even slowed", async () => {
    // The owner signs in once from home: that browser keeps a device cookie.
    const owner = ctx.client();
    const home = await from(owner, '198.51.100.1', ADMIN.password).expect(200);
    expect((home.headers['set-cookie'] as unknown as string[]).some((cookie) => /^folio\.device=.*httponly/i.test(cookie))).toBe(true);

    // An attacker guesses from four addresses until each is refused.
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      await from(ctx.client(), address, 'a wrong guess').expect(401);
      await from(ctx.client(), address, 'a wrong guess').expect(401);
      await from(ctx.client(), address, 'a wrong guess').expect(429);
    }

    // The owner on a new device somewhere else: held back by about a second, then let in.
    const newDevice = await timed(() => from(ctx.client(), '192.0.2.50', ADMIN.password));
    expect(newDevice.result.status).toBe(200);
    expect(newDevice.ms).toBeGreaterThanOrEqual(900);

    // The owner's own browser, even from an address the attacker has used up: in at once.
    const known = await timed(() => from(owner, '203.0.113.1', ADMIN.password));
    expect(known.result.status).toBe(200);
    expect(known.ms).toBeLessThan(900);
  });

  it('a known device has its own small failure budget, which a success resets; a forged device cookie counts for nothing', async () => {
    const owner = ctx.client();
    await from(owner, '198.51.100.2', ADMIN.password).expect(200);
    await from(owner, '198.51.100.2', 'a typo').expect(401);
    await from(owner, '198.51.100.2', ADMIN.password).expect(200); // resets this device's count
    await from(owner, '198.51.100.2', 'a typo').expect(401);
    await from(owner, '198.51.100.2', 'a typo').expect(401);
    const refused = await from(owner, '198.51.100.2', ADMIN.password).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // Unsigned, the same cookie is a stranger's: the used-up address refuses it.
    const forged = ctx.client();
    const cookie = `folio.device=${Buffer.from('admin').toString('base64url')}.made-up-device.${Date.now()}`;
    await from(forged, '203.0.113.1', ADMIN.password).set('Cookie', cookie).expect(429);
  });
});
