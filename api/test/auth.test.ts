import { ADMIN, createTestContext, engines, type TestContext } from './support/test-context.js';

describe.each(engines)('auth on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { LOGIN_MAX_FAILURES_PER_USER: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '50' });
  });
  afterAll(() => ctx.close());

  it('answers /me with 401 until signed in, then with the username', async () => {
    const agent = ctx.client();
    await agent.get('/api/auth/me').expect(401);
    const login = await agent.post('/api/auth/login').send(ADMIN).expect(200);
    expect(login.body).toEqual({ username: 'admin' });
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body).toEqual({ username: 'admin' });
  });

  it('sets an HttpOnly, SameSite=Strict session cookie and a new session id at every login', async () => {
    const agent = ctx.client();
    await agent.get('/api/csrf-token').expect(200);
    const before = (await ctx.db('sessions').select('id')).map((row) => row.id);
    const login = await agent.post('/api/auth/login').send(ADMIN).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('folio.sid='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=strict/i);
    expect(cookie).not.toMatch(/secure/i);
    const sessionId = /folio\.sid=([^;]+)/.exec(cookie)![1];
    expect(before).not.toContain(sessionId);
  });

  it('answers a wrong password and an unknown username with the same 401', async () => {
    const wrong = await ctx.client().post('/api/auth/login').send({ username: 'admin', password: 'not the password' }).expect(401);
    const unknown = await ctx.client().post('/api/auth/login').send({ username: 'nobody', password: 'not the password' }).expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names the missing login fields with the messages of the spec', async () => {
    const res = await ctx.client().post('/api/auth/login').send({}).expect(400);
    expect(res.body.fields).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('revokes the session on logout, even for a copy of the old cookie', async () => {
    const { agent, csrf } = await ctx.admin();
    const me = await agent.get('/api/auth/me').expect(200);
    const cookies = (me.request as unknown as { cookies: string }).cookies;
    await agent.post('/api/auth/logout').set('x-csrf-token', csrf).expect(204);
    await agent.get('/api/auth/me').expect(401);
    const replay = await ctx.client().get('/api/auth/me').set('Cookie', cookies).expect(401);
    expect(replay.body.message).toBe('Not signed in');
  });

  it('hands out a CSRF token that stays the same within a session', async () => {
    const agent = ctx.client();
    const first = await agent.get('/api/csrf-token').expect(200);
    const second = await agent.get('/api/csrf-token').expect(200);
    expect(first.body.token).toMatch(/^[\w-]{40,}$/);
    expect(second.body.token).toBe(first.body.token);
  });

  // Last: it locks the admin out for the rest of this context.
  it('answers 429 with Retry-After after repeated failures for one username, even for the right password', async () => {
    await ctx.client().post('/api/auth/login').send(ADMIN).expect(200); // a success clears earlier failures
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await ctx.client().post('/api/auth/login').send({ username: 'admin', password: 'wrong password 1' }).expect(401);
    }
    const blocked = await ctx.client().post('/api/auth/login').send(ADMIN).expect(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/Too many failed attempts/);
    // The count lives in the database, so every API process sharing it refuses too.
    // (The count that refused is the username's on this address; the username's own count only slows down.)
    expect(await ctx.db('login_limits').where('key', 'like', 'login_user_ip:admin@%')).toHaveLength(1);
  });
});
