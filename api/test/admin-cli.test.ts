/**
 * `npm run admin -- reset --two-factor`: the way back for an owner who lost both the authenticator
 * and the recovery codes, short of editing the database. The command's function, on a test database.
 */
import { Secret, TOTP } from 'otpauth';
import { createLogger } from '../src/logger.js';
import { AdminCommandError, ADMIN_USAGE, runAdminCommand } from '../src/modules/auth/admin-commands.js';
import { ADMIN, createTestContext, engines, type TestContext } from './support/test-context.js';

const codeNow = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();

describe.each(engines)('the admin command on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(() => ctx.close());

  it('reset --two-factor turns two-factor sign-in off and ends every session; the password alone signs in again', async () => {
    const laptop = await ctx.admin();
    const setup = await laptop.agent.post('/api/admin/two-factor/setup').set('x-csrf-token', laptop.csrf).expect(200);
    await laptop.agent.post('/api/admin/two-factor/enable').set('x-csrf-token', laptop.csrf).send({ code: codeNow(setup.body.secret) }).expect(200);
    // Locked out: the password alone no longer signs in.
    await ctx.client().post('/api/auth/login').send(ADMIN).expect(202);

    const lines: string[] = [];
    const message = await runAdminCommand(['reset', '--two-factor'], ctx.db, createLogger('info', { write: (line: string) => void lines.push(line) }));
    expect(message).toMatch(/^Two-factor sign-in is off \(it was on\) and 1 session ended\./);

    expect(await ctx.db('admin_two_factor').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await ctx.db('admin_recovery_codes').count({ n: '*' })).toEqual([{ n: 0 }]);
    expect(await ctx.db('sessions').whereNotNull('user_id').count({ n: '*' })).toEqual([{ n: 0 }]);
    await laptop.agent.get('/api/auth/me').expect(401);
    await ctx.client().post('/api/auth/login').send(ADMIN).expect(200, { username: 'admin' });

    const [line] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(line).toMatchObject({ audit: 'two-factor-reset', outcome: 'success', reason: 'admin-command', username: 'admin', wasOn: true, sessionsEnded: 1, msg: 'security event' });
    expect(lines.join('')).not.toContain(setup.body.secret);
  });

  it('says how to use it, and changes nothing, for anything else', async () => {
    const log = createLogger('silent');
    for (const args of [[], ['reset'], ['reset', '--everything'], ['reset', '--two-factor', 'extra']]) {
      await expect(runAdminCommand(args, ctx.db, log)).rejects.toThrow(AdminCommandError);
      await expect(runAdminCommand(args, ctx.db, log)).rejects.toThrow(ADMIN_USAGE);
    }
  });
});
