import { createServer, type Server } from 'node:http';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb, MYSQL_ACQUIRE_TIMEOUT_MS, MYSQL_CONNECT_TIMEOUT_MS, type Db } from '../src/db/knex.js';
import { migrateToLatest } from '../src/db/migrations/index.js';
import { seedIfEmpty } from '../src/seed/seed.js';
import { adminUsersRepository } from '../src/modules/auth/admin-users.repository.js';
import { createLoginLimiter } from '../src/modules/auth/login-limiter.js';
import { hashPassword } from '../src/modules/auth/password.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { ADMIN, engines, freshMysqlDatabase } from './support/test-context.js';

// The API reaches MySQL through a proxy the test controls: it takes the database away (refusing
// connections, or accepting them and never answering) and brings it back, the API left running.
const describeOnMysql = engines.includes('mysql') ? describe : describe.skip;

const ANSWER_WITHIN_MS = 5_000;

const TAKE_AWAY: Array<[string, (proxy: TcpProxy) => void | Promise<void>]> = [
  ['refuses connections', (proxy) => proxy.refuse()],
  ['accepts connections but never answers', (proxy) => proxy.silence()],
];

type Api = { db: Db; server: Server; close(): Promise<void> };

/** The real app on a MySQL URL, as main.ts builds it (without the start-up work, done by the caller). */
async function startApi(databaseUrl: string, prepare: (db: Db) => Promise<void> = async () => {}): Promise<Api> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
  const db = createDb(config.database);
  await prepare(db);
  const limiter = createLoginLimiter(db, config.loginLimit, false);
  const app = createApp({ config, db, logger: pino({ level: 'silent' }), limiter, sessionKey: 'test-session-key-0123456789abcdef' });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    db,
    server,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
    },
  };
}

type Timed = { status: number; body: { message?: unknown; status?: unknown }; retryAfter: string | undefined; ms: number };

async function timed(pending: request.Test): Promise<Timed> {
  const started = performance.now();
  // A hung request fails here rather than at the test's own timeout.
  const res = await pending.timeout(ANSWER_WITHIN_MS * 3);
  return { status: res.status, body: res.body, retryAfter: res.headers['retry-after'], ms: performance.now() - started };
}

function expectDatabaseUnavailable(what: string, answer: Timed): void {
  expect({ what, status: answer.status, message: answer.body.message, retryAfter: answer.retryAfter, inTime: answer.ms < ANSWER_WITHIN_MS }).toEqual({
    what,
    status: 503,
    message: expect.stringMatching(/database is not answering/),
    retryAfter: expect.stringMatching(/^[1-9]\d*$/),
    inTime: true,
  });
}

async function expectNotReady(client: ReturnType<typeof request.agent>): Promise<void> {
  const health = await timed(client.get('/api/health'));
  expect({ status: health.status, body: health.body, inTime: health.ms < ANSWER_WITHIN_MS }).toEqual({
    status: 503,
    body: { status: 'unavailable', database: 'mysql', message: expect.stringMatching(/database is not answering/) },
    inTime: true,
  });
  await client.get('/api/health/live').expect(200, { status: 'ok' });
}

/** Asks /api/health until it answers 200, for as long as a connection begun in an outage can still fail. */
async function untilHealthy(client: ReturnType<typeof request.agent>): Promise<unknown> {
  const giveUpAt = Date.now() + 3 * (MYSQL_CONNECT_TIMEOUT_MS + MYSQL_ACQUIRE_TIMEOUT_MS);
  for (;;) {
    const health = await client.get('/api/health');
    if (health.status === 200 || Date.now() > giveUpAt) return health.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Needs no MySQL server: the API's database address refuses or swallows every connection.
describe('the API when its MySQL address does not answer', () => {
  let proxy: TcpProxy;
  let api: Api;

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 9 });
    api = await startApi(`mysql://folio:secret@127.0.0.1:${proxy.port}/folio`);
  });

  afterAll(async () => {
    await api.close();
    await proxy.close();
  });

  it.each(TAKE_AWAY)('answers 503 in time when the address %s; liveness stays 200', async (_, takeAway) => {
    await takeAway(proxy);
    const client = request.agent(api.server);
    expectDatabaseUnavailable('a public read', await timed(client.get('/api/personas')));
    expectDatabaseUnavailable('signing in', await timed(client.post('/api/auth/login').send(ADMIN)));
    await expectNotReady(client);
  }, 30_000);
});

describeOnMysql('the API while MySQL is away', () => {
  let proxy: TcpProxy;
  let api: Api;
  let databaseName: string;

  beforeAll(async () => {
    const direct = new URL(await freshMysqlDatabase(`outage_${process.pid}`));
    databaseName = direct.pathname.slice(1);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 3306) });
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    api = await startApi(proxied.toString(), async (db) => {
      await migrateToLatest(db);
      await seedIfEmpty(db);
      await adminUsersRepository.create(db, ADMIN.username, await hashPassword(ADMIN.password, 12));
    });
  });

  afterAll(async () => {
    // Whatever a failed test left behind, the server, the pool and the proxy close: one left open
    // keeps jest from exiting, and CI waits for it until its time runs out.
    try {
      await proxy.restore();
      await untilHealthy(request.agent(api.server));
      await api.db.raw('DROP DATABASE IF EXISTS ??', [databaseName]);
    } finally {
      await api.close();
      await proxy.close();
    }
  });

  it.each(TAKE_AWAY)('answers 503 in time while the database %s, and recovers by itself', async (_, takeAway) => {
    const visitor = request.agent(api.server);
    const owner = request.agent(api.server);
    await owner.post('/api/auth/login').send(ADMIN).expect(200);
    const { body: csrf } = await owner.get('/api/csrf-token').expect(200);
    // Requests at once leave several open connections in the pool, as under real traffic.
    await Promise.all(['/api/personas', '/api/skills', '/api/blog/posts', '/api/experiences'].map((path) => visitor.get(path).expect(200)));

    await takeAway(proxy);

    expectDatabaseUnavailable('a public read', await timed(visitor.get('/api/personas')));
    expectDatabaseUnavailable('reading the session', await timed(owner.get('/api/auth/me')));
    expectDatabaseUnavailable('an admin write', await timed(owner.post('/api/admin/skills').set('x-csrf-token', csrf.token).send({ name: 'Outage' })));
    expectDatabaseUnavailable('signing in', await timed(request.agent(api.server).post('/api/auth/login').send(ADMIN)));
    // More requests at once than the pool has connections: the ones left waiting for one time out too.
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => timed(visitor.get(i % 2 ? '/api/skills' : '/api/blog/posts'))));
    burst.forEach((answer, i) => expectDatabaseUnavailable(`request ${i + 1} of a burst`, answer));
    await expectNotReady(visitor);

    await proxy.restore();

    // A connection begun during the outage may still time out just after it ends, failing the
    // request that waited for it; the next ones get fresh connections.
    expect(await untilHealthy(visitor)).toEqual({ status: 'ok', database: 'mysql' });
    const { body: personas } = await visitor.get('/api/personas').expect(200);
    expect(personas.length).toBeGreaterThan(0);
    // The session kept in the database outlived the outage: the owner is still signed in.
    await owner.get('/api/auth/me').expect(200);
    await request.agent(api.server).post('/api/auth/login').send(ADMIN).expect(200);
  }, 90_000);
});
