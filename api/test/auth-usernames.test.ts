/**
 * One spelling of a username. MySQL compared names with utf8mb4_unicode_ci, so 'ａdmin' (fullwidth a)
 * and 'ÂDMÏN' signed in as 'admin', while the limiter counted each spelling apart: a name limited
 * on one address signed in under another spelling. Now the name is normalised (NFKC, then lower
 * case) before the lookup and before every limiter key, and the columns compare bytes.
 */
import { ADMIN, createTestContext, engines, type TestContext } from './support/test-context.js';

const FULLWIDTH_A = 'ａdmin';
const FULLWIDTH_CAPS = 'ＡＤＭＩＮ';
const ACCENTED = 'ÂDMÏN';

describe.each(engines)('one spelling of a username on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { TRUST_PROXY: 'true', LOGIN_MAX_FAILURES_PER_USER: '2', LOGIN_MAX_FAILURES_PER_ADDRESS: '50' });
  });
  afterAll(() => ctx.close());

  const signIn = (address: string, username: string, password: string) =>
    ctx.client().post('/api/auth/login').set('X-Forwarded-For', address).send({ username, password });

  it(`keeps 'admin' limited under '${FULLWIDTH_A}' and '${FULLWIDTH_CAPS}', with one counter for every spelling`, async () => {
    const address = '203.0.113.9';
    await signIn(address, 'admin', 'wrong guess 1').expect(401);
    await signIn(address, 'Admin', 'wrong guess 2').expect(401);
    await signIn(address, 'admin', ADMIN.password).expect(429);
    const fullwidth = await signIn(address, FULLWIDTH_A, ADMIN.password);
    expect(fullwidth.status).toBe(429);
    expect(Number(fullwidth.headers['retry-after'])).toBeGreaterThan(0);
    await signIn(address, FULLWIDTH_CAPS, ADMIN.password).expect(429);
    // One counter of the name on that address (kept as a keyed hash of it) for every spelling.
    const keys = (await ctx.db('login_limits').where('key', 'like', 'login_user_ip:%').pluck('key')) as string[];
    expect(keys).toEqual([expect.stringMatching(/^login_user_ip:admin@[\w-]{32}$/)]);
  });

  it(`signs '${FULLWIDTH_A}' in as 'admin' from an address with budget left: one spelling, one account`, async () => {
    const answer = await signIn('198.51.100.20', FULLWIDTH_A, ADMIN.password).expect(200);
    expect(answer.body).toEqual({ username: 'admin' });
  });

  it(`takes '${ACCENTED}' for another name: a wrong one, whatever the password`, async () => {
    const answer = await signIn('198.51.100.21', ACCENTED, ADMIN.password);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Invalid username or password' });
    await signIn('198.51.100.22', 'âdmin', ADMIN.password).expect(401);
  });

  it('stores the one spelling, and on MySQL compares bytes (utf8mb4_bin) for names and limiter keys', async () => {
    expect(await ctx.db('admin_users').pluck('username')).toEqual(['admin']);
    if (engine !== 'mysql') return;
    const [rows] = (await ctx.db.raw(
      "SELECT TABLE_NAME AS tableName, COLLATION_NAME AS collation FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND ((TABLE_NAME = 'admin_users' AND COLUMN_NAME = 'username') OR (TABLE_NAME = 'login_limits' AND COLUMN_NAME = 'key')) ORDER BY TABLE_NAME",
    )) as [Array<{ tableName: string; collation: string }>];
    expect(rows.map((row) => ({ ...row }))).toEqual([
      { tableName: 'admin_users', collation: 'utf8mb4_bin' },
      { tableName: 'login_limits', collation: 'utf8mb4_bin' },
    ]);
  });
});
