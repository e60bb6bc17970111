// The lean API (issue 40): the built API of today beside the starting commit's, each on its own copy
// of the same database (seeded once through the starting commit's admin calls with 1,000 of every
// entity and 10,000 posts, then copied; today's API migrates its copy forward), on SQLite and on
// MariaDB. Straight to each API's port at `connections` connections, in alternating turns: requests/s
// and CPU per request for the post list, a persona's list, a post by slug and two portfolio lists;
// then each process's resident memory after the load, and its peak.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_PASSWORD, ADMIN_USERNAME, BUILDS, mysqlDatabase, startServer, waitForHealth } from '../../e2e/support/stack.mjs';
import { freePort } from '../../nginx/nginx-runner.mjs';
import { buildBaseline } from '../baseline.mjs';
import { whenStopping } from '../cleanup.mjs';
import { onEachEngine } from '../engines.mjs';
import { cannon } from '../load.mjs';
import { seedEntities, seedPosts } from '../blog/seed.mjs';
import { residentMemory } from '../blog/timing.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The commit issue 40 started from (its bench figures are the ones the issue quotes). */
export const API_BASELINE_COMMIT = process.env.BENCH_API_BASELINE_COMMIT ?? '5917229';
const POSTS = 10_000;
const EACH = 1_000;
// As the blog bench: concurrent creates with persona links deadlocked on MariaDB at the starting commit.
const SEED_CONCURRENCY = { sqlite: 6, mariadb: 1 };
const JSON_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip' };
const CLOCK_TICKS_PER_SECOND = 100;

const calls = (personaId) => [
  { name: 'post list', path: '/api/blog/posts?status=published', postList: true },
  { name: "a persona's post list", path: `/api/blog/posts?status=published&personaId=${personaId}` },
  { name: 'a post by slug', path: `/api/blog/posts/slug/bench-post-${POSTS / 2}` },
  { name: 'skills (1,000)', path: '/api/skills' },
  { name: 'case studies (1,000)', path: '/api/case-studies' },
];

/** User and system CPU time of a process so far, in ms (/proc/<pid>/stat, fields 14 and 15). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

function apiEnv(port, database, mediaDir) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(database.url ? { DATABASE_URL: database.url } : { SQLITE_FILE: database.file }),
    MEDIA_DIR: mediaDir,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_ON_FIRST_START: 'false',
  };
}

/** One API build on one database, as production starts it (today's with its Node flags: e2e/support/stack.mjs). */
async function startApi(name, script, database, mediaDir) {
  const port = await freePort();
  const server = startServer(name, script, apiEnv(port, database, mediaDir));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(server, `${url}/api/health`, 180);
  return { name, url, pid: server.child.pid, stop: () => server.stop() };
}

/** A copy of the seeded database for today's API: the SQLite file, or a MariaDB dump loaded into a database of its own. */
function copyDatabase(engine, seeded, folder) {
  if (engine === 'sqlite') {
    const file = join(folder, 'today.sqlite');
    copyFileSync(seeded.file, file);
    if (existsSync(`${seeded.file}-wal`)) copyFileSync(`${seeded.file}-wal`, `${file}-wal`);
    return { file, drop: () => {} };
  }
  const copy = mysqlDatabase('folio_bench_api_today');
  const source = new URL(seeded.url);
  const target = new URL(copy.url);
  const client = (url) => ['-h', url.hostname, '-P', url.port || '3306', '-u', decodeURIComponent(url.username), ...(url.password ? [`-p${decodeURIComponent(url.password)}`] : [])];
  const dump = execFileSync('mariadb-dump', [...client(source), '--single-transaction', '--routines', '--triggers', source.pathname.slice(1)], { maxBuffer: 2 * 1024 * 1024 * 1024 });
  execFileSync('mariadb', [...client(target), target.pathname.slice(1)], { input: dump, maxBuffer: 64 * 1024 * 1024 });
  return copy;
}

/** `rounds` turns of each server on each call, alternating, each turn after a warm-up of its own. */
async function loadInTurns(servers, call, { connections, seconds, warmup, rounds }) {
  const figures = servers.map(() => ({ requests: 0, seconds: 0, cpuMs: 0, turns: [], p50s: [], p99: 0, non2xx: 0, errors: 0, bytes: 0, clientCpu: 0 }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, server] of servers.entries()) {
      await cannon(`${server.url}${call.path}`, { connections, duration: warmup, headers: JSON_HEADERS });
      const before = cpuMs(server.pid);
      const run = await cannon(`${server.url}${call.path}`, { connections, duration: seconds, headers: JSON_HEADERS });
      const figure = figures[index];
      figure.cpuMs += cpuMs(server.pid) - before;
      figure.requests += run.requests;
      figure.seconds += run.duration;
      figure.turns.push(Math.round(run.requestsPerSecond));
      figure.p50s.push(run.latencyMs.p50);
      figure.p99 = Math.max(figure.p99, run.latencyMs.p99);
      figure.non2xx += run.non2xx;
      figure.errors += run.errors + run.timeouts;
      figure.bytes = run.bytesPerResponse;
      figure.clientCpu = Math.max(figure.clientCpu, run.clientCpuPercent);
    }
  }
  return Object.fromEntries(
    servers.map((server, index) => {
      const figure = figures[index];
      return [server.name, {
        requestsPerSecond: figure.requests / figure.seconds,
        cpuMsPerRequest: figure.cpuMs / Math.max(1, figure.requests),
        turns: figure.turns,
        p50Ms: figure.p50s.reduce((a, b) => a + b, 0) / figure.p50s.length,
        p99Ms: figure.p99,
        non2xx: figure.non2xx,
        errors: figure.errors,
        bytesPerAnswer: figure.bytes,
        clientCpuPercent: figure.clientCpu,
      }];
    }),
  );
}

async function measureEngine(engine, settings, baseline, log) {
  const folder = mkdtempSync(join(tmpdir(), `folio-bench-api-${engine}-`));
  const seeded = engine === 'sqlite' ? { file: join(folder, 'baseline.sqlite'), drop: () => {} } : mysqlDatabase('folio_bench_api_baseline');
  const baselineScript = relative(root, join(baseline.folder, 'api/dist/main.js'));
  const running = [];
  let copy = null;
  const stopAll = async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
    copy?.drop();
    seeded.drop();
    rmSync(folder, { recursive: true, force: true });
  };
  const cleanup = whenStopping(stopAll);
  try {
    const started = Date.now();
    const seeder = await startApi(`API of ${baseline.commit} (seeding)`, baselineScript, seeded, join(folder, 'media-baseline'));
    running.push(seeder);
    const links = await seedEntities(seeder.url, EACH, log, SEED_CONCURRENCY[engine]);
    await seedPosts(seeder.url, 0, POSTS, links, log, SEED_CONCURRENCY[engine]);
    await running.pop().stop();
    copy = copyDatabase(engine, seeded, folder);
    const seedSeconds = (Date.now() - started) / 1000;
    log(`    seeded and copied in ${seedSeconds.toFixed(0)} s`);
    // Both fresh, so that neither's peak holds the seeding (its sign-in's password hash is 128 MiB).
    const servers = [await startApi(baseline.commit, baselineScript, seeded, join(folder, 'media-baseline')), await startApi('today', BUILDS.api, copy, join(folder, 'media-today'))];
    running.push(...servers);
    const memoryAtStart = Object.fromEntries(servers.map((server) => [server.name, residentMemory(server.pid)]));
    const measured = [];
    for (const call of calls(links.personaIds[0])) {
      const figures = await loadInTurns(servers, call, settings);
      log(`    ${call.name}: today ${Math.round(figures.today.requestsPerSecond)} req/s, ${baseline.commit} ${Math.round(figures[baseline.commit].requestsPerSecond)} req/s`);
      measured.push({ ...call, figures });
    }
    const memoryAfterLoad = Object.fromEntries(servers.map((server) => [server.name, residentMemory(server.pid)]));
    return { seedSeconds, calls: measured, memoryAtStart, memoryAfterLoad };
  } finally {
    await cleanup();
  }
}

/** Both engines; the starting commit's API is built once for them. */
export async function leanApiMeasures({ connections = 50, seconds = 5, warmup = 1, rounds = 4, log = console.log } = {}) {
  const baseline = buildBaseline(API_BASELINE_COMMIT, { log, publicSite: false });
  try {
    const settings = { connections, seconds, warmup, rounds, posts: POSTS, each: EACH, baselineCommit: API_BASELINE_COMMIT };
    return await onEachEngine(['sqlite', 'mariadb'], settings, (engine, own, engineLog) => measureEngine(engine, own, baseline, engineLog), log);
  } finally {
    baseline.remove();
  }
}
