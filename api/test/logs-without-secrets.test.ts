import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { SESSION_COOKIE } from '@folio/contracts';
import { createLogger } from '../src/logger.js';
import { createLoginLimiter } from '../src/modules/auth/login-limiter.js';
import { createTestContext, engines, type TestContext } from './support/test-context.js';

const SESSION_KEY = 'log-test-session-key-0123456789abcdef';

/** The signature koa's cookies (keygrip: HMAC-SHA1, base64url) give `name=value` with the app's key. */
const cookieSignature = (name: string, value: string) => createHmac('sha1', SESSION_KEY).update(`${name}=${value}`).digest('base64url');

describe.each(engines)('logs without secrets on %s', (engine) => {
  let ctx: TestContext;
  let server: Server;
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });

  beforeAll(async () => {
    ctx = await createTestContext(engine);
    const app = createApp({ config: ctx.config, db: ctx.db, logger, limiter: createLoginLimiter(ctx.db, ctx.config.loginLimit, false), sessionKey: SESSION_KEY });
    server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx.close();
  });
  beforeEach(() => void lines.splice(0));

  it("logs a failed query's error without the session id bound to it", async () => {
    const sessionId = `secret-session-${randomBytes(12).toString('hex')}`;
    await ctx.db.schema.renameTable('sessions', 'sessions_away');
    try {
      await request(server)
        .get('/api/auth/me')
        .set('Cookie', `${SESSION_COOKIE}=${sessionId}; ${SESSION_COOKIE}.sig=${cookieSignature(SESSION_COOKIE, sessionId)}`)
        .expect(500);
    } finally {
      await ctx.db.schema.renameTable('sessions_away', 'sessions');
    }
    const output = lines.join('');
    expect(output).toMatch(/request failed/);
    expect(output).toMatch(/sessions/); // the error is still there to read, with its SQL
    expect(output).not.toContain(sessionId);
  });

  it("logs a driver's error without the value it quotes (a duplicate key)", async () => {
    const secret = `secret-token-${randomBytes(12).toString('hex')}`;
    const row = { id: secret, data: JSON.stringify({ csrfToken: secret }), expires_at: Date.now() + 60_000 };
    await ctx.db('sessions').insert(row);
    const error = await ctx.db('sessions').insert(row).then(
      () => null,
      (failure: unknown) => failure,
    );
    // (Not toBeInstanceOf(Error): better-sqlite3's errors come from another realm under jest.)
    expect(error).toEqual(expect.objectContaining({ message: expect.stringMatching(/sessions/) }));
    logger.error({ err: error }, 'query failed');
    const output = lines.join('');
    expect(output).toMatch(/query failed/);
    expect(output).toMatch(/insert into .sessions./);
    expect(output).not.toContain(secret);
    await ctx.db('sessions').where({ id: secret }).delete();
  });
});
