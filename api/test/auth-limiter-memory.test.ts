/**
 * What the sign-in limiter remembers of a client. Its counters (`login_limits` rows) were keyed on the
 * client address in plain text, and on each IPv6 address apart, so a host with a /64 had a fresh
 * budget per address. Now a counter is keyed on a hash of the client's network (an IPv4 address, an
 * IPv6 /64) made with the day's random salt: the address is never stored, and once the salt is deleted
 * the hash cannot be tested against a guess.
 */
import { ADMIN, createTestContext, engines, type TestContext } from './support/test-context.js';

const IPV4 = '203.0.113.9';
const IPV6 = '2001:db8:aa:bb::1';
const IPV6_NETWORK = '2001:db8:aa:bb:0:0:0:0/64';
const DAY_MS = 86_400_000;

/** The counters' keys change with the UTC day's salt: a test that counts waits for midnight to pass rather than straddle it. */
async function clearOfMidnight(marginMs = 10_000): Promise<void> {
  const left = DAY_MS - (Date.now() % DAY_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.each(engines)("the sign-in limiter's memory on %s", (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { TRUST_PROXY: 'true', LOGIN_MAX_FAILURES_PER_USER: '100', LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
  });
  afterAll(() => ctx.close());

  const signIn = (address: string, username: string, password: string) =>
    ctx.client().post('/api/auth/login').set('X-Forwarded-For', address).send({ username, password });

  it('holds no client address, nor its /64, in any counter', async () => {
    await signIn(IPV4, ADMIN.username, 'wrong guess').expect(401);
    await signIn(IPV4, 'someone', 'wrong guess').expect(401);
    await signIn(IPV6, ADMIN.username, 'wrong guess').expect(401);
    await signIn(IPV6, 'someone', 'wrong guess').expect(401);
    const rows = await ctx.db('login_limits').select('*');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const stored = JSON.stringify(rows);
    for (const text of [IPV4, IPV6, IPV6_NETWORK, '2001:db8:aa:bb']) expect(stored).not.toContain(text);
    // Still one counter of the name on that network, whatever it is keyed on.
    expect(await ctx.db('login_limits').where('key', 'like', 'login_user_ip:admin@%').pluck('key')).toHaveLength(2);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    await clearOfMidnight();
    for (const host of ['1', '2', '3']) await signIn(`2001:db8:cc:dd::${host}`, `name-${host}`, 'wrong guess').expect(401);
    const fourth = await signIn('2001:db8:cc:dd:ffff:ffff:ffff:ffff', 'name-4', 'wrong guess');
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    await signIn('2001:db8:cc:de::1', 'name-5', 'wrong guess').expect(401);
  });
});
