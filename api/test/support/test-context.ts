import type { Server } from 'node:http';
import { createServer } from 'node:http';
import knex from 'knex';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createDb, mysqlConnection, type Db } from '../../src/db/knex.js';
import { migrateToLatest } from '../../src/db/migrations/index.js';
import { seedIfEmpty } from '../../src/seed/seed.js';
import { adminUsersRepository } from '../../src/modules/auth/admin-users.repository.js';
import { createLoginLimiter } from '../../src/modules/auth/login-limiter.js';
import { hashPassword } from '../../src/modules/auth/password.js';
import { startRendererStandIn } from './renderer-stand-in.js';

export type Engine = 'sqlite' | 'mysql';

/** SQLite always; MySQL too when TEST_MYSQL_URL names a server the tests may create databases on. */
export const engines: Engine[] = process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];

export const ADMIN = { username: 'admin', password: 'correct horse battery staple' };

export type TestContext = {
  engine: Engine;
  db: Db;
  config: Config;
  server: Server;
  /** A client with its own cookie jar. */
  client(): ReturnType<typeof request.agent>;
  /** A client signed in as the admin, with the CSRF token of its session. */
  admin(): Promise<AdminClient>;
  close(): Promise<void>;
};

export type AdminClient = { agent: ReturnType<typeof request.agent>; csrf: string };

/** A new, empty database on the TEST_MYSQL_URL server; returns its URL. */
export async function freshMysqlDatabase(suffix: string): Promise<string> {
  const url = new URL(process.env.TEST_MYSQL_URL!);
  const name = `${url.pathname.replace(/^\//, '') || 'folio_test'}_${suffix}`.replace(/[^\w]/g, '_').slice(0, 64);
  const server = knex({ client: 'mysql2', connection: { ...mysqlConnection(url.toString()), database: undefined } });
  try {
    await server.raw('DROP DATABASE IF EXISTS ??', [name]);
    await server.raw('CREATE DATABASE ?? CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci', [name]);
  } finally {
    await server.destroy();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** The sample portfolio's images, which bootstrap() moves into the media library. */
export const BUNDLED_IMAGES = join(__dirname, '../../seed-images');

let counter = 0;

/**
 * A migrated, seeded database on the given engine, the real app in front of it, and the admin
 * (hashed at a lower scrypt cost than production so that sign-ins stay quick in tests).
 */
export async function createTestContext(engine: Engine, env: Record<string, string> = {}): Promise<TestContext> {
  const suffix = `w${process.env.JEST_WORKER_ID ?? '0'}_${process.pid}_${(counter += 1)}`;
  // The SQLite file and the media library's files, removed with the context.
  const folder = mkdtempSync(join(tmpdir(), 'folio-test-'));
  const databaseEnv =
    engine === 'mysql' ? { DATABASE_URL: await freshMysqlDatabase(suffix) } : { SQLITE_FILE: join(folder, 'folio.sqlite') };
  // A newsletter email reads its post's body from the rendering server: a stand-in unless the test names one.
  const renderer = env.RENDERER_URL ? null : await startRendererStandIn();
  const config = loadConfig({ LOG_LEVEL: 'silent', MEDIA_DIR: join(folder, 'media'), ...databaseEnv, ...(renderer && { RENDERER_URL: renderer.url }), ...env });
  const db = createDb(config.database);
  await migrateToLatest(db);
  await seedIfEmpty(db);
  await adminUsersRepository.create(db, ADMIN.username, await hashPassword(ADMIN.password, 12));
  const limiter = createLoginLimiter(db, config.loginLimit, false);
  const app = createApp({ config, db, logger: pino({ level: 'silent' }), limiter, sessionKey: 'test-session-key-0123456789abcdef' });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const client = () => request.agent(server);
  return {
    engine,
    db,
    config,
    server,
    client,
    async admin() {
      const agent = client();
      await agent.post('/api/auth/login').send(ADMIN).expect(200);
      const { body } = await agent.get('/api/csrf-token').expect(200);
      return { agent, csrf: body.token as string };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await renderer?.close();
      if (engine === 'mysql') await db.raw('DROP DATABASE IF EXISTS ??', [config.database.engine === 'mysql' ? new URL(config.database.url).pathname.slice(1) : '']);
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
