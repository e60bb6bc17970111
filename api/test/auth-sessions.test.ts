import pino from 'pino';
import { ensureAdmin } from '../src/modules/auth/auth.service.js';
import { ADMIN, createTestContext, engines, type TestContext } from './support/test-context.js';

type Operation = { security: Array<Record<string, string[]>> };
type Document = { paths: Record<string, Record<string, Operation>> };

const CSRF = 'x-csrf-token';
const HOUR = 3_600_000;
const silent = pino({ level: 'silent' });
const noPrint = () => undefined;
const sessionRows = (ctx: TestContext) => ctx.db('sessions').count({ count: '*' }).first().then((row) => Number(row?.count));

describe.each(engines)('sessions on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { SESSION_MAX_AGE_HOURS: '8', SESSION_ABSOLUTE_MAX_AGE_HOURS: '10', LOGIN_MAX_FAILURES_PER_USER: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '10000' });
  });
  afterAll(() => ctx.close());
  afterEach(() => jest.restoreAllMocks());

  it('stores no session for 50 anonymous calls of every route anyone may call', async () => {
    await ctx.db('sessions').delete();
    const { body } = await ctx.client().get('/api/openapi.json').expect(200);
    const anonymous = Object.entries((body as Document).paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security.length === 0 || operation.security.some((requirement) => Object.keys(requirement).length === 0))
        .map(([method, operation]) => ({ method, path: path.replace('{id}', '1').replace('{slug}', 'no-such-post'), operation })),
    );
    expect(anonymous.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['get /api/csrf-token', 'post /api/auth/login', 'get /api/auth/me', 'post /api/auth/logout', 'get /api/companies']),
    );
    for (const { method, path } of anonymous) {
      for (let round = 0; round < 5; round += 1) {
        await Promise.all(
          Array.from({ length: 10 }, () => {
            const call = ctx.client()[method as 'get' | 'post'](path);
            return path === '/api/auth/login' ? call.send({ username: 'nobody', password: 'not the password' }) : method === 'post' ? call.send({}) : call;
          }),
        );
      }
    }
    // The same visitor asking again keeps its token, still without a row.
    const visitor = ctx.client();
    const first = await visitor.get('/api/csrf-token').expect(200);
    expect((await visitor.get('/api/csrf-token').expect(200)).body.token).toBe(first.body.token);
    expect(await sessionRows(ctx)).toBe(0);
  });

  it("a visitor's CSRF token does not serve the session started by signing in", async () => {
    const agent = ctx.client();
    const before = (await agent.get('/api/csrf-token').expect(200)).body.token as string;
    await agent.post('/api/auth/login').send(ADMIN).expect(200);
    await agent.post('/api/admin/companies').set(CSRF, before).send({ name: 'Refused', logoPath: '/images/x.svg' }).expect(403);
    const after = (await agent.get('/api/csrf-token').expect(200)).body.token as string;
    expect(after).not.toBe(before);
  });

  it('ends a session at its absolute lifetime even while it is in use, and sweeps expired rows', async () => {
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    const { agent } = await ctx.admin();
    now.mockReturnValue(start + 5 * HOUR); // used, and renewed for another 8 hours of idle time
    await agent.get('/api/auth/me').expect(200);
    now.mockReturnValue(start + 9.5 * HOUR);
    await agent.get('/api/auth/me').expect(200);
    now.mockReturnValue(start + 10 * HOUR + 60_000); // 10 hours after signing in
    await agent.get('/api/auth/me').expect(401);

    // The next sign-in removes every expired row, whoever it belonged to.
    await ctx.admin();
    expect(await ctx.db('sessions').where('expires_at', '<=', start + 10 * HOUR + 60_000)).toEqual([]);
  });

  it("'Sign out everywhere' ends every session of the admin; it needs the session and the CSRF token", async () => {
    const laptop = await ctx.admin();
    const phone = await ctx.admin();
    await ctx.client().post('/api/auth/logout-everywhere').expect(401);
    await laptop.agent.post('/api/auth/logout-everywhere').expect(403);
    const done = await laptop.agent.post('/api/auth/logout-everywhere').set(CSRF, laptop.csrf).expect(204);
    expect(done.headers['cache-control']).toBe('private, no-store');
    await laptop.agent.get('/api/auth/me').expect(401);
    await phone.agent.get('/api/auth/me').expect(401);
    expect(await sessionRows(ctx)).toBe(0);
  });

  it('a new ADMIN_PASSWORD at start ends every session, and only the new password signs in', async () => {
    const { agent } = await ctx.admin();
    const changed = { username: ADMIN.username, password: 'a brand new password 42' };
    await ensureAdmin(ctx.db, changed, silent, noPrint);
    await agent.get('/api/auth/me').expect(401);
    await ctx.client().post('/api/auth/login').send(ADMIN).expect(401);
    await ctx.client().post('/api/auth/login').send(changed).expect(200);
    await ensureAdmin(ctx.db, ADMIN, silent, noPrint); // back, for the tests after this one
  });

  it('a new ADMIN_USERNAME at start renames the account: the old name no longer signs in, and every session ends', async () => {
    const { agent } = await ctx.admin();
    await ensureAdmin(ctx.db, { username: 'owner', password: null }, silent, noPrint);
    await agent.get('/api/auth/me').expect(401);
    await ctx.client().post('/api/auth/login').send(ADMIN).expect(401);
    const renamed = await ctx.client().post('/api/auth/login').send({ username: 'owner', password: ADMIN.password }).expect(200);
    expect(renamed.body).toEqual({ username: 'owner' });
    expect(await ctx.db('admin_users').pluck('username')).toEqual(['owner']);
    await ensureAdmin(ctx.db, { username: ADMIN.username, password: null }, silent, noPrint);
  });

  it('answers a signed-in admin with Cache-Control: private, no-store; visitors keep what they had', async () => {
    const { agent } = await ctx.admin();
    const visitorList = await ctx.client().get('/api/companies').expect(200);
    expect(visitorList.headers['cache-control']).toBe('no-cache');
    expect((await ctx.client().get('/api/openapi.json').expect(200)).headers['cache-control']).toBe('public, max-age=300');
    expect((await ctx.client().get('/api/csrf-token').expect(200)).headers['cache-control']).toBe('no-store');

    for (const path of ['/api/companies', '/api/admin/companies', '/api/auth/me', '/api/csrf-token', '/api/openapi.json']) {
      const answer = await agent.get(path).expect(200);
      expect({ path, cacheControl: answer.headers['cache-control'] }).toEqual({ path, cacheControl: 'private, no-store' });
    }
    // Admin answers without a session, errors included.
    expect((await ctx.client().get('/api/admin/companies').expect(401)).headers['cache-control']).toBe('private, no-store');
  });
});
