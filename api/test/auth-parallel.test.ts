/**
 * Guessing in parallel: the attempts one username gets do not grow with the addresses they come
 * from. Each address has budget left, so only the name's own limits (from everywhere, one check at
 * a time) can hold back 20 guesses sent at once from 20 addresses.
 */
import { ADMIN, createTestContext, engines, type TestContext } from './support/test-context.js';

const NAME_BUDGET = 5;
const SLOW_DOWN_AFTER = 2;

describe.each(engines)('twenty addresses guessing one name at once on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILURES_PER_USER: '5',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '20',
      LOGIN_MAX_ATTEMPTS_PER_NAME: String(NAME_BUDGET),
      LOGIN_SLOWDOWN_AFTER_FAILURES: String(SLOW_DOWN_AFTER),
      LOGIN_SLOWDOWN_MAX_SECONDS: '1',
    });
  });
  afterAll(() => ctx.close());

  const from = (agent: ReturnType<TestContext['client']>, address: string, password: string) =>
    agent.post('/api/auth/login').set('X-Forwarded-For', address).send({ username: ADMIN.username, password });

  it('checks at most the name\'s budget, one slowed guess after another; the rest get 429 with Retry-After, and the owner\'s known device still signs in', async () => {
    // The owner signed in from home once: that browser carries a device cookie.
    const owner = ctx.client();
    const first = performance.now();
    await from(owner, '198.51.100.1', ADMIN.password).expect(200);
    // What a sign-in takes on this machine now (password hashing), held back by nothing.
    const unhindered = performance.now() - first;

    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const answer = await from(ctx.client(), `203.0.113.${index + 1}`, `wrong guess ${index}`);
        return { status: answer.status, retryAfter: answer.headers['retry-after'], ms: performance.now() - started };
      }),
    );
    const checked = answers.filter((answer) => answer.status !== 429);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.map((answer) => answer.status).every((status) => status === 401 || status === 429)).toBe(true);
    // Without the name's budget from everywhere, all 20 were checked (each address had room for 5).
    expect(checked.length).toBeLessThanOrEqual(NAME_BUDGET);
    expect(refused.length).toBeGreaterThanOrEqual(20 - NAME_BUDGET);
    expect(refused.every((answer) => Number(answer.retryAfter) > 0)).toBe(true);
    // Past the allowance each guess waits 1 s, and the waits of one name are served one after another:
    // in parallel they would all have ended after about one second.
    const slowed = checked.length - SLOW_DOWN_AFTER;
    expect(Math.max(...checked.map((answer) => answer.ms))).toBeGreaterThanOrEqual(slowed * 1000 - 150);

    // A new address gets no more guesses at the name...
    const late = await from(ctx.client(), '192.0.2.77', 'another guess');
    expect(late.status).toBe(429);
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
    // ...while the owner's own browser keeps its budget, and is not held back: a slowed guess waits a
    // whole second more than a sign-in takes (measured beside it, so that a loaded machine is no failure).
    const known = performance.now();
    await from(owner, '198.51.100.1', ADMIN.password).expect(200);
    expect(performance.now() - known).toBeLessThan(unhindered + 900);
  });
});
