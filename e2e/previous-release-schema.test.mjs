// The rule of docs/migrations.md held: the previous release's API runs on the schema this code's
// migrations make. The previous release is the commit in api/previous-release: its api/ and contracts/
// come out of git (`git archive`), compiled with this checkout's node_modules, then on a fresh database
// of each engine, as an upgrade goes:
//   1. the previous API starts (it migrates and seeds with its own migrations) and serves;
//   2. this code's one-off migration runs (`node api/dist/migrate-cli.js`) under it;
//   3. the previous API, still running, serves the owner and visitors on the new schema;
//   4. the previous API restarted on the new schema (a replica replaced mid-upgrade, or a rollback)
//      starts and serves: told not to migrate (DB_MIGRATE_ON_START=false) when it knows the setting.
// "Serves" is the owner signing in, listing posts, saving a published one and adding one, a visitor reading the
// blog's list and sending a contact message: all 2xx.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../nginx/nginx-runner.mjs';
import { adminClient } from './support/admin-client.mjs';
import { postInput } from './support/admin-api.mjs';
import { sendContactMessages } from './support/contact.mjs';
import { ADMIN_PASSWORD, ADMIN_USERNAME, BUILDS, mysqlDatabase, waitForHealth } from './support/stack.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const TIMEOUT = 240_000;

/** The commit api/previous-release names (its one line that is not a comment). */
function previousRelease() {
  const named = readFileSync(join(root, 'api/previous-release'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (named.length !== 1 || !/^[0-9a-f]{7,40}$/.test(named[0])) throw new Error(`api/previous-release must hold one commit id, not: ${named.join(' | ')}`);
  try {
    return execFileSync('git', ['rev-parse', '--verify', `${named[0]}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    throw new Error(`The previous release ${named[0]} (api/previous-release) is not in this clone's history: fetch it (git fetch --unshallow).`);
  }
}

/**
 * The previous release's api/ and contracts/ in `folder`, compiled. Its node_modules are this
 * checkout's, entry by entry, but for @folio/contracts, which is its own.
 */
function buildPreviousRelease(commit, folder) {
  const archive = join(folder, 'previous.tar');
  execFileSync('git', ['archive', '--format=tar', '-o', archive, commit, 'api', 'contracts', 'package.json', 'tsconfig.base.json'], { cwd: root });
  execFileSync('tar', ['-xf', archive, '-C', folder]);
  rmSync(archive);
  const modules = join(folder, 'node_modules');
  mkdirSync(join(modules, '@folio'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '@folio') symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
  symlinkSync(join(folder, 'contracts'), join(modules, '@folio/contracts'));
  execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', join(folder, 'api')], { cwd: folder, stdio: 'pipe' });
}

/**
 * A previous release whose migrator still refuses a database with migrations it does not know ("The
 * migration directory is corrupt", knex's default) cannot start on a newer schema, and has no setting
 * to start without migrating. Its restart runs a copy of its build with that one check off
 * (`disableMigrationsListValidation`, what later releases set themselves): the rest is its own code.
 * Resolves to the build to restart and how to start it.
 */
function restartableBuild(folder) {
  const dist = join(folder, 'api/dist');
  const knowsTheSetting = readFileSync(join(dist, 'config.js'), 'utf8').includes('DB_MIGRATE_ON_START');
  if (readFileSync(join(dist, 'db/migrations/index.js'), 'utf8').includes('disableMigrationsListValidation')) {
    return { main: join(dist, 'main.js'), env: knowsTheSetting ? { DB_MIGRATE_ON_START: 'false' } : {}, bridged: false };
  }
  const bridged = join(folder, 'api/dist-bridged');
  cpSync(dist, bridged, { recursive: true });
  const migrations = join(bridged, 'db/migrations/index.js');
  const source = readFileSync(migrations, 'utf8');
  const call = 'db.migrate.latest({ migrationSource })';
  if (!source.includes(call)) throw new Error(`The previous release's ${migrations} has no "${call}" to let run on a newer schema: update this test's bridge`);
  writeFileSync(migrations, source.replace(call, 'db.migrate.latest({ migrationSource, disableMigrationsListValidation: true })'));
  return { main: join(bridged, 'main.js'), env: {}, bridged: true };
}

/** `node <main>` from `cwd`, its output kept for the error messages. */
function startApi(name, main, cwd, env) {
  let log = '';
  const child = spawn(process.execPath, [main], { cwd, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    name,
    child,
    log: () => log,
    stop: () => (child.exitCode === null && child.signalCode === null ? (child.kill('SIGTERM'), exited) : exited),
  };
}

/** This checkout's one-off migration on the same database: its exit code and output. */
function migrateWithThisRelease(env) {
  try {
    const stdout = execFileSync(process.execPath, [join(root, 'api/dist/migrate-cli.js')], { cwd: root, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, stdout };
  } catch (error) {
    return { status: error.status, stdout: `${error.stdout}${error.stderr}` };
  }
}

/** `answer` as `{ status, body }`, or a failure naming the call, the round and what came back. */
function expectStatus(answer, status, call, round) {
  if (answer.status !== status) throw new Error(`${call} ${round} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.body).slice(0, 500)}`);
  return answer.body;
}

/** The owner's and a visitor's everyday calls; every answer must be 2xx. */
async function serveEveryone(apiUrl, round) {
  const owner = await adminClient(apiUrl);
  const [listed] = expectStatus(await owner.call('GET', 'admin/blog/posts?status=published&limit=10'), 200, 'GET /api/admin/blog/posts', round);
  const post = expectStatus(await owner.call('GET', `admin/blog/posts/${listed.id}`), 200, 'GET /api/admin/blog/posts/{id}', round);
  const saved = expectStatus(
    await owner.call('PUT', `admin/blog/posts/${post.id}`, { ...post, title: `${post.title.slice(0, 60)} (saved ${round})` }),
    200,
    'PUT /api/admin/blog/posts/{id}',
    round,
  );
  const slug = `previous-release-${round.replace(/\W+/g, '-')}`;
  const written = `Written ${round}`;
  expectStatus(await owner.call('POST', 'admin/blog/posts', postInput({ title: written, slug, content: 'Written by the previous release on the new schema.' })), 201, 'POST /api/admin/blog/posts', round);

  const blog = await fetch(`${apiUrl}/api/blog/posts?limit=100`);
  const titles = expectStatus({ status: blog.status, body: await blog.json() }, 200, 'GET /api/blog/posts', round).map((shown) => shown.title);
  expect(titles).toEqual(expect.arrayContaining([written, saved.title]));
  const message = { name: 'Sam Visitor', email: 'sam@example.com', message: `A message sent ${round}.`, persona: 'enterprise', page: '/?persona=enterprise', idempotencyKey: slug };
  expect({ round, contact: await sendContactMessages(apiUrl, [message]) }).toEqual({ round, contact: [201] });
}

const folder = mkdtempSync(join(tmpdir(), 'folio-previous-release-'));
let commit;
let restart;

beforeAll(() => {
  if (!existsSync(join(root, BUILDS.api))) throw new Error(`Not built: ${BUILDS.api}. Run npm run build (the e2e global setup does it).`);
  commit = previousRelease();
  buildPreviousRelease(commit, folder);
  restart = restartableBuild(folder);
}, TIMEOUT);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const engines = [
  ['SQLite', () => ({ env: { DATABASE_URL: '', SQLITE_FILE: join(folder, 'folio.sqlite') }, drop: () => undefined })],
  [
    'MariaDB',
    () => {
      const database = mysqlDatabase(`folio_e2e_${process.pid}_previous_release`);
      return { env: { DATABASE_URL: database.url }, drop: database.drop };
    },
  ],
];

it.each(engines)(
  "the previous release's API serves on %s once this release migrated it, running and restarted",
  async (_engine, openDatabase) => {
    const database = openDatabase();
    const port = await freePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const mediaDir = mkdtempSync(join(folder, 'media-'));
    const env = { PORT: String(port), HOST: '127.0.0.1', MEDIA_DIR: mediaDir, ADMIN_USERNAME, ADMIN_PASSWORD, SITE_URL: apiUrl, LOG_LEVEL: 'warn', ...database.env };
    let api = startApi(`previous release's API (${commit.slice(0, 7)})`, join(folder, 'api/dist/main.js'), folder, env);
    try {
      await waitForHealth(api, `${apiUrl}/api/health`);
      await serveEveryone(apiUrl, 'before the upgrade');

      const migrated = migrateWithThisRelease(env);
      expect(migrated).toMatchObject({ status: 0, stdout: expect.stringMatching(/^(Applied \d+ migrations? to|The \w+ database .* was up to date)/) });
      await serveEveryone(apiUrl, 'after the migration');

      await api.stop();
      api = startApi(`previous release's API restarted${restart.bridged ? ' (migration list check off)' : ''}`, restart.main, folder, { ...env, ...restart.env });
      await waitForHealth(api, `${apiUrl}/api/health`);
      await serveEveryone(apiUrl, 'restarted on the new schema');
    } finally {
      await api.stop();
      database.drop();
    }
  },
  TIMEOUT,
);
