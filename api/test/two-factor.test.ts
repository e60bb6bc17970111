import { Secret, TOTP } from 'otpauth';
import { dataTables } from '../src/backup/schema.js';
import { ADMIN, createTestContext, engines, type AdminClient, type TestContext } from './support/test-context.js';

const STEP_MS = 30_000;
/** The code an authenticator app shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * STEP_MS });

/** Tests that count steps (one back, one ahead) start at least 8 s before the next step, so none begins mid-test. */
async function awayFromStepEdge(): Promise<void> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

async function turnOn(admin: AdminClient, steps = -1): Promise<{ secret: string; recoveryCodes: string[] }> {
  await awayFromStepEdge();
  const setup = await admin.agent.post('/api/admin/two-factor/setup').set('x-csrf-token', admin.csrf).expect(200);
  const enabled = await admin.agent
    .post('/api/admin/two-factor/enable')
    .set('x-csrf-token', admin.csrf)
    .send({ code: codeAt(setup.body.secret, steps) })
    .expect(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}

describe.each(engines)('two-factor sign-in on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { LOGIN_MAX_FAILURES_PER_USER: '50', LOGIN_MAX_FAILURES_PER_ADDRESS: '200' });
  });
  afterAll(() => ctx.close());
  afterEach(() => Promise.all([ctx.db('admin_two_factor').delete(), ctx.db('admin_recovery_codes').delete()]));

  it('sets up with a QR code and a first code, stores the secret sealed and the recovery codes hashed', async () => {
    const admin = await ctx.admin();
    expect((await admin.agent.get('/api/admin/two-factor').expect(200)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const setup = await admin.agent.post('/api/admin/two-factor/setup').set('x-csrf-token', admin.csrf).expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toBe(`otpauth://totp/Folio:admin?issuer=Folio&secret=${setup.body.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(Buffer.from(setup.body.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg xmlns/);
    // Pending: a sign-in still needs only the password.
    await ctx.client().post('/api/auth/login').send(ADMIN).expect(200, { username: 'admin' });

    const wrong = await admin.agent.post('/api/admin/two-factor/enable').set('x-csrf-token', admin.csrf).send({ code: '000000' }).expect(400);
    expect(wrong.body).toEqual({ message: 'Invalid code', fields: { code: 'Invalid code' } });
    const empty = await admin.agent.post('/api/admin/two-factor/enable').set('x-csrf-token', admin.csrf).send({}).expect(400);
    expect(empty.body.fields).toEqual({ code: 'Code is required' });

    const enabled = await admin.agent
      .post('/api/admin/two-factor/enable')
      .set('x-csrf-token', admin.csrf)
      .send({ code: codeAt(setup.body.secret) })
      .expect(200);
    const codes: string[] = enabled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect((await admin.agent.get('/api/admin/two-factor').expect(200)).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const row = await ctx.db('admin_two_factor').first();
    expect(row.secret_sealed).toMatch(/^v1\./);
    expect(row.secret_sealed).not.toContain(setup.body.secret);
    const key = await ctx.db('app_secrets').where({ name: 'two-factor' }).first('value');
    expect(key.value).toMatch(/^[\w-]{43}$/);
    const hashes = (await ctx.db('admin_recovery_codes').select('code_hash')).map((r) => r.code_hash as string);
    expect(hashes).toHaveLength(10);
    for (const code of codes) expect(hashes.join()).not.toContain(code.replace('-', ''));

    const again = await admin.agent.post('/api/admin/two-factor/setup').set('x-csrf-token', admin.csrf).expect(409);
    expect(again.body.message).toBe('Two-factor sign-in is already on; turn it off first to set it up again');
  });

  it('signs in only with the password and then a code, each code once, within one step either way', async () => {
    const { secret } = await turnOn(await ctx.admin(), -1);
    const signedInSessions = async () => Number((await ctx.db('sessions').where('data', 'like', '%"userId"%').count({ n: '*' }).first())!.n);
    const before = await signedInSessions();
    const agent = ctx.client();
    const first = await agent.post('/api/auth/login').send(ADMIN).expect(202);
    expect(first.body).toEqual({ twoFactorRequired: true });
    await agent.get('/api/auth/me').expect(401);
    expect(await signedInSessions()).toBe(before);

    const wrong = await agent.post('/api/auth/login/two-factor').send({ code: '123456' === codeAt(secret) ? '654321' : '123456' }).expect(401);
    expect(wrong.body).toEqual({ message: 'Invalid code' });
    // Two steps ahead is outside the tolerance.
    await agent.post('/api/auth/login/two-factor').send({ code: codeAt(secret, 2) }).expect(401);
    // The code used to turn it on (one step back) cannot be replayed.
    await agent.post('/api/auth/login/two-factor').send({ code: codeAt(secret, -1) }).expect(401);

    const current = codeAt(secret);
    await agent.post('/api/auth/login/two-factor').send({ code: current }).expect(200, { username: 'admin' });
    await agent.get('/api/auth/me').expect(200, { username: 'admin' });

    const other = ctx.client();
    await other.post('/api/auth/login').send(ADMIN).expect(202);
    await other.post('/api/auth/login/two-factor').send({ code: current }).expect(401);
    // The next step's code (clock drift) is still accepted, once.
    await other.post('/api/auth/login/two-factor').send({ code: codeAt(secret, 1) }).expect(200);
  });

  it('accepts each recovery code once, typed with or without the dash', async () => {
    const admin = await ctx.admin();
    const { recoveryCodes } = await turnOn(admin);
    const agent = ctx.client();
    await agent.post('/api/auth/login').send(ADMIN).expect(202);
    await agent.post('/api/auth/login/two-factor').send({ code: recoveryCodes[3]!.replace('-', '').toUpperCase() }).expect(200, { username: 'admin' });

    const again = ctx.client();
    await again.post('/api/auth/login').send(ADMIN).expect(202);
    await again.post('/api/auth/login/two-factor').send({ code: recoveryCodes[3] }).expect(401);
    await again.post('/api/auth/login/two-factor').send({ code: recoveryCodes[4] }).expect(200);
    expect((await admin.agent.get('/api/admin/two-factor').expect(200)).body).toEqual({ enabled: true, recoveryCodesLeft: 8 });
  });

  it('asks for the password first: no code is accepted without a pending sign-in, nor with a forged cookie', async () => {
    const { secret } = await turnOn(await ctx.admin());
    const res = await ctx.client().post('/api/auth/login/two-factor').send({ code: codeAt(secret, 1) }).expect(401);
    expect(res.body).toEqual({ message: 'Sign in with your username and password first' });
    const forged = Buffer.from(JSON.stringify({ id: 1, username: 'admin', until: Date.now() + 60_000 })).toString('base64url');
    await ctx.client().post('/api/auth/login/two-factor').set('Cookie', `folio.2fa=${forged}`).send({ code: codeAt(secret, 1) }).expect(401);
    await ctx.client().post('/api/auth/login/two-factor').send({}).expect(400);
    const missing = await ctx.client().post('/api/auth/login/two-factor').send({ code: codeAt(secret, 1) }).expect(401);
    expect(missing.body.message).toBe('Sign in with your username and password first');
  });

  it('turns off with the password only; then the password alone signs in again', async () => {
    const admin = await ctx.admin();
    await turnOn(admin);
    const wrong = await admin.agent.post('/api/admin/two-factor/disable').set('x-csrf-token', admin.csrf).send({ password: 'not it' }).expect(400);
    expect(wrong.body).toEqual({ message: 'Incorrect password', fields: { password: 'Incorrect password' } });
    await admin.agent.post('/api/admin/two-factor/disable').send({ password: ADMIN.password }).expect(403);
    await admin.agent.post('/api/admin/two-factor/disable').set('x-csrf-token', admin.csrf).send({ password: ADMIN.password }).expect(204);
    expect(await ctx.db('admin_recovery_codes').count({ n: '*' }).first()).toEqual({ n: 0 });
    await ctx.client().post('/api/auth/login').send(ADMIN).expect(200, { username: 'admin' });
    await admin.agent.post('/api/admin/two-factor/disable').set('x-csrf-token', admin.csrf).send({ password: ADMIN.password }).expect(409);
  });

  it('keeps two-factor out of backups: a restored site signs in with the password', async () => {
    const tables = await dataTables(ctx.db, engine);
    expect(tables).toContain('admin_users');
    expect(tables).not.toEqual(expect.arrayContaining(['admin_two_factor']));
    expect(tables).not.toEqual(expect.arrayContaining(['admin_recovery_codes']));
    expect(tables).not.toEqual(expect.arrayContaining(['app_secrets']));
  });
});

describe.each(engines)('two-factor codes and the sign-in limit on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { LOGIN_MAX_FAILURES_PER_USER: '4', LOGIN_MAX_FAILURES_PER_ADDRESS: '200' });
  });
  afterAll(() => ctx.close());

  it('counts wrong codes with the passwords: past the limit even the right code gets 429', async () => {
    const { secret } = await turnOn(await ctx.admin());
    const agent = ctx.client();
    await agent.post('/api/auth/login').send(ADMIN).expect(202);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await agent.post('/api/auth/login/two-factor').send({ code: `99999${i}` })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4);
    await agent.post('/api/auth/login/two-factor').send({ code: codeAt(secret, 1) }).expect(429);
  });
});
