/**
 * The one-off migration of an upgrade (`npm run migrate`, `node api/dist/migrate-cli.js`) and the API
 * started with DB_MIGRATE_ON_START=false, as an operator runs them: the built programs, their output
 * and exit codes, on each engine (docs/migrations.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { createDb, type Db } from '../src/db/knex.js';
import { appliedMigrations, knownMigrations, migrationSource } from '../src/db/migrations/index.js';
import { engines, freshMysqlDatabase, type Engine } from './support/test-context.js';

const root = join(__dirname, '..', '..');
const MIGRATE_HINT = 'Run them first with npm run migrate (in the API image: node api/dist/migrate-cli.js), or start with DB_MIGRATE_ON_START=true.';
const FROM_THE_NEXT_RELEASE = '20991231000000_from_the_next_release';

type Outcome = { status: number | null; stdout: string; stderr: string };

/** `command args` from the repository's root with the environment of an operator's shell plus `env`, to its end. */
function run(command: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr: stderr.replace(/^npm warn .*\n/gm, '') }));
  });
}

const migrate = (env: Record<string, string>) => run(process.execPath, ['api/dist/migrate-cli.js'], env);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built API started on `env` (logging at info): `{ healthy }` once /api/health answers 200 (then stopped), else its exit and output. */
async function startApi(env: Record<string, string>): Promise<{ healthy: boolean; status: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', ...env, LOG_LEVEL: 'info' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (status) => resolve(status)));
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && child.exitCode === null; ) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((answer) => answer.ok, () => false);
    if (ok) {
      child.kill('SIGTERM');
      await exited;
      return { healthy: true, status: null, output };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.exitCode === null) child.kill('SIGKILL');
  return { healthy: false, status: await exited, output };
}

/** A source of this code's migrations but the last `left` ones: the schema of the release before them. */
async function allBut(left: number): Promise<Knex.MigrationSource<unknown>> {
  const migrations = (await migrationSource.getMigrations([])).slice(0, -left);
  return { ...migrationSource, getMigrations: async () => migrations } as Knex.MigrationSource<unknown>;
}

let counter = 0;

describe.each(engines)('the migration command and DB_MIGRATE_ON_START on %s', (engine: Engine) => {
  const folder = mkdtempSync(join(tmpdir(), 'folio-migrate-'));
  const opened: Db[] = [];
  const mysqlDatabases: string[] = [];

  /** A new, empty database: the settings that reach it and a connection to look at it. */
  async function freshDatabase(): Promise<{ env: Record<string, string>; db: Db; where: RegExp }> {
    counter += 1;
    const media = join(folder, `media-${counter}`);
    const common = { MEDIA_DIR: media, MEDIA_STORAGE: 'local', ADMIN_PASSWORD: 'migrate-cli-password', LOG_LEVEL: 'warn' };
    if (engine === 'sqlite') {
      const file = join(folder, `folio-${counter}.sqlite`);
      const db = createDb({ engine, file });
      opened.push(db);
      return { env: { ...common, DATABASE_URL: '', SQLITE_FILE: file }, db, where: new RegExp(`the sqlite database ${file.replace(/[.]/g, '\\.')}`) };
    }
    const url = await freshMysqlDatabase(`migrate_${process.pid}_${counter}`);
    const name = new URL(url).pathname.slice(1);
    mysqlDatabases.push(name);
    const db = createDb({ engine, url });
    opened.push(db);
    return { env: { ...common, DATABASE_URL: url }, db, where: new RegExp(`the mysql database [^ ]+/${name}`) };
  }

  const count = async (db: Db, table: string) => Number((await db(table).count({ n: '*' }).first())?.n);

  beforeAll(() => {
    // The built programs the operator runs (`npm run migrate` builds them the same way).
    const build = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'api'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`tsc -b api failed:\n${build.stdout}${build.stderr}`);
  }, 180_000);

  afterAll(async () => {
    for (const name of mysqlDatabases) await opened[0]?.raw('DROP DATABASE IF EXISTS ??', [name]);
    await Promise.all(opened.map((db) => db.destroy()));
    rmSync(folder, { recursive: true, force: true });
  });

  it('npm run migrate migrates and seeds an empty database, says what it applied, and run again has nothing to do', async () => {
    const { env, db, where } = await freshDatabase();
    const known = await knownMigrations();

    const first = await run('npm', ['run', '--silent', 'migrate'], env);
    expect(first).toMatchObject({ status: 0, stderr: '' });
    expect(first.stdout).toMatch(new RegExp(`^Applied ${known.length} migrations to ${where.source}: ${known.join(', ')}\\.\\nSeeded the empty database with the sample portfolio\\.\\n$`));
    expect(await appliedMigrations(db)).toEqual(known);
    const seeded = { personas: await count(db, 'personas'), posts: await count(db, 'blog_posts'), media: await count(db, 'media'), admins: await count(db, 'admin_users') };
    expect(seeded).toMatchObject({ personas: 3, admins: 1 });
    expect(seeded.posts).toBeGreaterThan(0);
    expect(seeded.media).toBeGreaterThan(0);

    const again = await migrate(env);
    expect(again).toMatchObject({ status: 0, stderr: '' });
    expect(again.stdout).toMatch(new RegExp(`^${where.source.replace(/^the/, 'The')} was up to date: no migration to apply\\.\\n$`));
    expect({ personas: await count(db, 'personas'), posts: await count(db, 'blog_posts'), media: await count(db, 'media'), admins: await count(db, 'admin_users') }).toEqual(seeded);
  }, 120_000);

  it('run three times at once, one migrates and seeds, the others wait their turn and find it done', async () => {
    const { env, db } = await freshDatabase();
    const outcomes = await Promise.all([1, 2, 3].map(() => migrate(env)));
    expect(outcomes.map((outcome) => [outcome.status, outcome.stderr])).toEqual([
      [0, ''],
      [0, ''],
      [0, ''],
    ]);
    expect(outcomes.filter((outcome) => outcome.stdout.startsWith('Applied '))).toHaveLength(1);
    expect(outcomes.filter((outcome) => / was up to date: no migration to apply\.\n$/.test(outcome.stdout))).toHaveLength(2);
    expect(await count(db, 'personas')).toBe(3);
    expect(await count(db, 'admin_users')).toBe(1);
    expect(await appliedMigrations(db)).toEqual(await knownMigrations());
  }, 120_000);

  it('with DB_MIGRATE_ON_START=false the API refuses a schema that is behind, in one line naming the missing migrations, exit code 1', async () => {
    const { env, db } = await freshDatabase();
    await db.migrate.latest({ migrationSource: await allBut(2) });
    const missing = (await knownMigrations()).slice(-2);

    const refused = await startApi({ ...env, DB_MIGRATE_ON_START: 'false' });
    expect(refused).toMatchObject({ healthy: false, status: 1 });
    expect(refused.output).toBe(`The database schema is behind this API: it lacks 2 migrations (${missing.join(', ')}). ${MIGRATE_HINT}\n`);
    // It changed nothing: the migrations are still missing, and it seeded nothing.
    expect(await appliedMigrations(db)).toEqual((await knownMigrations()).slice(0, -2));
    expect(await count(db, 'personas')).toBe(0);

    const migrated = await migrate(env);
    expect(migrated).toMatchObject({ status: 0, stderr: '' });
    expect(migrated.stdout).toMatch(new RegExp(`^Applied 2 migrations to .*: ${missing.join(', ')}\\.\\n`));
    expect(await startApi({ ...env, DB_MIGRATE_ON_START: 'false' })).toMatchObject({ healthy: true });
  }, 120_000);

  it('with DB_MIGRATE_ON_START=false the API refuses a database never migrated, naming the first and last migration', async () => {
    const { env } = await freshDatabase();
    const known = await knownMigrations();
    const refused = await startApi({ ...env, DB_MIGRATE_ON_START: 'false' });
    expect(refused).toMatchObject({ healthy: false, status: 1 });
    expect(refused.output).toBe(`The database schema is behind this API: it lacks ${known.length} migrations (${known[0]} to ${known.at(-1)}). ${MIGRATE_HINT}\n`);
  }, 60_000);

  it('a schema ahead of the API (the next release migrated it) is run on, with or without migrating at start, and said so once', async () => {
    const { env, db } = await freshDatabase();
    expect((await migrate(env)).status).toBe(0);
    await db('knex_migrations').insert({ name: FROM_THE_NEXT_RELEASE, batch: 99, migration_time: db.fn.now() });

    for (const migrateOnStart of ['false', 'true']) {
      const started = await startApi({ ...env, DB_MIGRATE_ON_START: migrateOnStart });
      expect(started).toMatchObject({ healthy: true });
      const ahead = started.output.split('\n').filter((line) => line.includes('ahead of this code'));
      expect(ahead).toHaveLength(1);
      expect(JSON.parse(ahead[0]!)).toMatchObject({ level: 30, migrations: [FROM_THE_NEXT_RELEASE] });
    }

    const again = await migrate(env);
    expect(again).toMatchObject({ status: 0, stderr: '' });
    expect(again.stdout).toContain(`It also holds 1 migration a newer release applied, which this one does not know (${FROM_THE_NEXT_RELEASE}): left as they are.`);
    expect(await appliedMigrations(db)).toEqual([...(await knownMigrations()), FROM_THE_NEXT_RELEASE]);
  }, 120_000);

  it('a migration lock left by a run that died is released, not waited on for ever', async () => {
    const { env, db } = await freshDatabase();
    await db.migrate.latest({ migrationSource: await allBut(1) });
    await db('knex_migrations_lock').update({ is_locked: 1 });
    const migrated = await migrate(env);
    expect(migrated).toMatchObject({ status: 0, stderr: '' });
    expect(migrated.stdout).toMatch(/^Applied 1 migration to /);
    expect(await db('knex_migrations_lock').pluck('is_locked')).toEqual([0]);
  }, 60_000);

  it('a configuration it cannot use stops it with the reason and exit code 1', async () => {
    const { env } = await freshDatabase();
    const refused = await migrate({ ...env, ADMIN_PASSWORD: '', ADMIN_PASSWORD_FILE: join(folder, 'no-such-secret') });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^Invalid configuration:\n {2}- ADMIN_PASSWORD_FILE names a file that cannot be read \(.*no-such-secret: ENOENT\)/);
  }, 60_000);
});
