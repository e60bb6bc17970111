/**
 * The sign-in trail: every sign-in, refusal (a request from another site or not in the form's JSON
 * among them), two-factor event, account change and 'Sign out everywhere' writes one JSON line
 * (outcome, reason, the normalised username or a hash of an unknown one, the client address) and
 * never a secret; the sign-in history lists the sign-ins for the console, failures counted.
 */
import { createServer, type Server } from 'node:http';
import { SIGN_IN_HISTORY } from '@folio/contracts';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { createLogger } from '../src/logger.js';
import { ensureAdmin } from '../src/modules/auth/auth.service.js';
import { createLoginLimiter } from '../src/modules/auth/login-limiter.js';
import { signInEventsRepository } from '../src/modules/auth/sign-in-events.repository.js';
import { ADMIN, createTestContext, engines, type TestContext } from './support/test-context.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const HOME = '198.51.100.7';
const ATTACKER = '203.0.113.66';
/** What a hurried owner types into the username field: it must not reach the log. */
const PASSWORD_AS_NAME = 'my-secret-passphrase-typed-as-username';
const codeNow = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

type Line = Record<string, unknown> & { msg: string; audit?: string };

describe.each(engines)('the sign-in trail on %s', (engine) => {
  let ctx: TestContext;
  let server: Server;
  const output: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void output.push(line) });
  const lines = (): Line[] => output.join('').trim().split('\n').map((line) => JSON.parse(line) as Line);
  const audits = () => lines().filter((line) => line.audit !== undefined);

  beforeAll(async () => {
    ctx = await createTestContext(engine, { TRUST_PROXY: 'true', LOGIN_MAX_FAILURES_PER_USER: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '50' });
    const app = createApp({ config: ctx.config, db: ctx.db, logger, limiter: createLoginLimiter(ctx.db, ctx.config.loginLimit, false), sessionKey: 'audit-test-session-key-0123456789abcdef' });
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx.close();
  });

  const login = (agent: ReturnType<typeof request.agent>, address: string, username: string, password: string) =>
    agent.post('/api/auth/login').set('X-Forwarded-For', address).set('User-Agent', FIREFOX).send({ username, password });

  it('writes one JSON line per event with outcome, reason, username (or its hash) and address, and no secret', async () => {
    await ctx.db('sign_in_events').delete();
    const secrets: string[] = [ADMIN.password, PASSWORD_AS_NAME, 'wrong password one'];
    const owner = request.agent(server);
    await login(owner, HOME, 'Admin', ADMIN.password).expect(200);
    const { body: csrf } = await owner.get('/api/csrf-token').set('X-Forwarded-For', HOME).expect(200);
    secrets.push(csrf.token as string);

    await login(request.agent(server), ATTACKER, 'admin', 'wrong password one').expect(401);
    await login(request.agent(server), ATTACKER, PASSWORD_AS_NAME, 'wrong password one').expect(401);
    await login(request.agent(server), ATTACKER, 'admin', 'wrong password one').expect(401);
    await login(request.agent(server), ATTACKER, 'admin', 'wrong password one').expect(401);
    await login(request.agent(server), ATTACKER, 'admin', 'wrong password one').expect(429);

    // Two-factor: turned on, then a sign-in with a wrong code and a right one.
    const setup = await owner.post('/api/admin/two-factor/setup').set('X-Forwarded-For', HOME).set('x-csrf-token', csrf.token).expect(200);
    secrets.push(setup.body.secret as string);
    const enabled = await owner.post('/api/admin/two-factor/enable').set('X-Forwarded-For', HOME).set('x-csrf-token', csrf.token).send({ code: codeNow(setup.body.secret) }).expect(200);
    secrets.push(...(enabled.body.recoveryCodes as string[]));
    const phone = request.agent(server);
    await login(phone, '192.0.2.8', 'admin', ADMIN.password).expect(202);
    await phone.post('/api/auth/login/two-factor').set('X-Forwarded-For', '192.0.2.8').send({ code: '000000' }).expect(401);
    await phone.post('/api/auth/login/two-factor').set('X-Forwarded-For', '192.0.2.8').send({ code: enabled.body.recoveryCodes[0] }).expect(200);
    await owner.post('/api/admin/two-factor/disable').set('X-Forwarded-For', HOME).set('x-csrf-token', csrf.token).send({ password: 'wrong password one' }).expect(400);
    await owner.post('/api/admin/two-factor/disable').set('X-Forwarded-For', HOME).set('x-csrf-token', csrf.token).send({ password: ADMIN.password }).expect(204);

    // A password changed from the configuration at start, then 'Sign out everywhere'.
    await ensureAdmin(ctx.db, { username: 'admin', password: 'a brand new password for admin' }, logger, () => {});
    secrets.push('a brand new password for admin');
    await ensureAdmin(ctx.db, { username: 'admin', password: ADMIN.password }, logger, () => {});
    const again = request.agent(server);
    await login(again, HOME, 'admin', ADMIN.password).expect(200);
    const { body: token } = await again.get('/api/csrf-token').expect(200);
    secrets.push(token.token as string);
    await again.post('/api/auth/logout-everywhere').set('X-Forwarded-For', HOME).set('x-csrf-token', token.token).expect(204);

    const events = audits().map(({ audit, outcome, reason, username, usernameHash, address }) => ({ audit, outcome, reason, username, usernameHash, address }));
    const named = (address: string | undefined, rest: object) => expect.objectContaining({ ...rest, address });
    expect(events).toEqual([
      named(HOME, { audit: 'sign-in', outcome: 'success', reason: 'password', username: 'admin' }),
      named(ATTACKER, { audit: 'sign-in', outcome: 'failure', reason: 'wrong-password', username: 'admin' }),
      named(ATTACKER, { audit: 'sign-in', outcome: 'failure', reason: 'unknown-username', username: undefined, usernameHash: expect.stringMatching(/^[0-9a-f]{16}$/) }),
      named(ATTACKER, { audit: 'sign-in', outcome: 'failure', reason: 'wrong-password' }),
      named(ATTACKER, { audit: 'sign-in', outcome: 'failure', reason: 'wrong-password' }),
      named(ATTACKER, { audit: 'sign-in', outcome: 'refused', reason: 'rate-limited', username: 'admin' }),
      named(HOME, { audit: 'two-factor-setup', outcome: 'success' }),
      named(HOME, { audit: 'two-factor-on', outcome: 'success' }),
      named('192.0.2.8', { audit: 'sign-in', outcome: 'pending', reason: 'code-required' }),
      named('192.0.2.8', { audit: 'two-factor-sign-in', outcome: 'failure', reason: 'wrong-code' }),
      named('192.0.2.8', { audit: 'two-factor-sign-in', outcome: 'success', reason: 'recovery-code' }),
      named(HOME, { audit: 'two-factor-off', outcome: 'failure', reason: 'wrong-password' }),
      named(HOME, { audit: 'two-factor-off', outcome: 'success' }),
      named(undefined, { audit: 'password-changed', outcome: 'success', username: 'admin' }),
      named(undefined, { audit: 'password-changed', outcome: 'success', username: 'admin' }),
      named(HOME, { audit: 'sign-in', outcome: 'success' }),
      named(HOME, { audit: 'sign-out-everywhere', outcome: 'success', username: 'admin' }),
    ]);
    for (const line of audits()) expect(line.msg).toBe('security event');
    const everything = output.join('');
    const leaked = secrets.filter((secret) => everything.includes(secret));
    expect(leaked).toEqual([]);
    expect(everything).not.toMatch(/folio\.sid=|folio\.device=|folio\.2fa=/);
  });

  it('lists the last sign-ins, newest first, to the admin only', async () => {
    await request(server).get('/api/admin/security/sign-ins').expect(401);
    const admin = request.agent(server);
    await login(admin, '198.51.100.99', 'admin', ADMIN.password).expect(200);
    const { body } = await admin.get('/api/admin/security/sign-ins').expect(200);
    expect(body[0]).toEqual({ at: expect.any(String), lastAt: body[0].at, count: 1, address: '198.51.100.99', device: 'Firefox 133 on Linux', outcome: 'success', reason: 'password' });
    expect(new Date(body[0].at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const reasons = (body as Array<{ reason: string; outcome: string }>).map((row) => `${row.outcome}:${row.reason}`);
    expect(reasons).toEqual(expect.arrayContaining(['failure:wrong-password', 'failure:unknown-username', 'refused:rate-limited', 'pending:code-required', 'success:recovery-code', 'failure:wrong-code']));
    expect(JSON.stringify(body)).not.toContain(PASSWORD_AS_NAME);
  });

  it("keeps 'Sign out everywhere' in the history, beside the sign-ins", async () => {
    const admin = request.agent(server);
    await login(admin, '198.51.100.98', 'admin', ADMIN.password).expect(200);
    const { body: token } = await admin.get('/api/csrf-token').expect(200);
    await admin.post('/api/auth/logout-everywhere').set('X-Forwarded-For', '198.51.100.98').set('User-Agent', FIREFOX).set('x-csrf-token', token.token).expect(204);
    const reader = request.agent(server);
    await login(reader, '198.51.100.97', 'admin', ADMIN.password).expect(200);
    const { body } = await reader.get('/api/admin/security/sign-ins').expect(200);
    expect(body.slice(0, 3)).toEqual([
      expect.objectContaining({ address: '198.51.100.97', outcome: 'success', reason: 'password' }),
      expect.objectContaining({ address: '198.51.100.98', outcome: 'success', reason: 'sign-out-everywhere', count: 1, device: 'Firefox 133 on Linux' }),
      expect.objectContaining({ address: '198.51.100.98', outcome: 'success', reason: 'password' }),
    ]);
  });

  it('writes a line for a sign-in sent from another site or not as the form sends it, and counts it as refused', async () => {
    const STRANGER = '192.0.2.66';
    const before = audits().length;
    const post = (path: string) => request(server).post(path).set('X-Forwarded-For', STRANGER).set('User-Agent', FIREFOX);
    await post('/api/auth/login').set('Origin', 'https://evil.example').send({ username: 'admin', password: 'a guess' }).expect(403);
    // The classic cross-site form: not even JSON, refused before the check of its origin.
    await post('/api/auth/login').set('Origin', 'https://evil.example').type('form').send('username=admin&password=x').expect(415);
    await post('/api/auth/login').set('Content-Type', 'application/json').send('{"username": "admin", ').expect(400);
    await post('/api/auth/login').send({ username: 'admin' }).expect(400);
    await post('/api/auth/login').type('text').send('admin').expect(415);
    await post('/api/auth/login/two-factor').send({}).expect(400);

    const lines = audits().slice(before).map(({ audit, outcome, reason, address }) => ({ audit, outcome, reason, address }));
    const refused = (audit: string, reason: string) => ({ audit, outcome: 'refused', reason, address: STRANGER });
    expect(lines).toEqual([
      refused('sign-in', 'cross-site'),
      refused('sign-in', 'cross-site'),
      refused('sign-in', 'malformed'),
      refused('sign-in', 'malformed'),
      refused('sign-in', 'malformed'),
      refused('two-factor-sign-in', 'malformed'),
    ]);
    const reader = request.agent(server);
    await login(reader, '198.51.100.96', 'admin', ADMIN.password).expect(200);
    const { body } = await reader.get('/api/admin/security/sign-ins').expect(200);
    const counts = (body as Array<{ address: string; outcome: string; reason: string; count: number }>)
      .filter((row) => row.address === STRANGER)
      .map(({ outcome, reason, count }) => ({ outcome, reason, count }));
    expect(counts).toEqual(expect.arrayContaining([{ outcome: 'refused', reason: 'cross-site', count: 2 }, { outcome: 'refused', reason: 'malformed', count: 4 }]));
    expect(counts).toHaveLength(2);
  });

  it(`keeps at most ${SIGN_IN_HISTORY.maxFailureRows} rows of failures, and never drops a success for them`, async () => {
    const successes = Number((await ctx.db('sign_in_events').where({ outcome: 'success' }).count({ n: '*' }))[0]!.n);
    for (let n = 0; n < SIGN_IN_HISTORY.maxFailureRows + 5; n += 1) {
      await signInEventsRepository.add(ctx.db, { userId: null, address: `192.0.2.${n % 250}`, network: `192.0.2.${n % 250}`, device: 'curl/8.5.0', outcome: 'failure', reason: 'unknown-username' });
    }
    const rows = await signInEventsRepository.list(ctx.db);
    expect(rows.filter((row) => row.outcome === 'failure' || row.outcome === 'refused')).toHaveLength(SIGN_IN_HISTORY.maxFailureRows);
    expect(rows.filter((row) => row.outcome === 'success')).toHaveLength(successes);
    expect(successes).toBeGreaterThan(3);
  });
});
