// The blog at size (issue 13): on SQLite and on MariaDB, the built API seeded with 1,000 of every
// entity and 100, 1,000 then 10,000 posts; at each size the sequential time of every public call of
// the spec (lists with and without personaId, search, the post page's calls); at the largest size the load
// at `connections` connections straight to the API and through nginx beside a static nginx serving
// the same bytes, and the API's resident memory after it.
import { onEachEngine } from '../engines.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, ADMIN_USERNAME, mysqlDatabase, startServer, waitForHealth } from '../../e2e/support/stack.mjs';
import { freePort, startNginx } from '../../nginx/nginx-runner.mjs';
import { whenStopping } from '../cleanup.mjs';
import { cannon } from '../load.mjs';
import { rawGet, startStaticNginx } from '../throughput.mjs';
import { COMMON_WORD, RARE_WORD } from './content.mjs';
import { seedEntities, seedPosts } from './seed.mjs';
import { residentMemory, sequentialMedian, timedGet } from './timing.mjs';

export const SIZES = [100, 1000, 10_000];
const PERSONA_LISTS = ['personas', 'skills', 'education', 'certifications', 'case-studies'];
const JSON_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip' };
// Concurrent creates with persona links deadlock on MariaDB (the API answers 500), so it is seeded one
// write at a time.
const SEED_CONCURRENCY = { sqlite: 6, mariadb: 1 };
// A call that takes this long alone is not put under load: at 50 connections on one Node process its
// p99 is at least 50 times that, and the queue it leaves would weigh on every call measured after it.
const TOO_SLOW_TO_LOAD_MS = 100;
/** The API's default page size: a 'Load more' page. */
const PAGE = 12;

/** Every public GET of the spec's calls that returns a list, with and without personaId where the spec allows it. */
function publicLists(personaId) {
  const calls = [];
  for (const name of ['hero-items', 'personas', 'experiences', 'skills', 'education', 'certifications', 'case-studies', 'social-links']) {
    // `control`: the same 1,000 rows at every size, so their ratios show the machine's own drift.
    calls.push({ name: `/api/${name}`, path: `/api/${name}`, control: true });
    if (PERSONA_LISTS.includes(name)) calls.push({ name: `/api/${name}?personaId`, path: `/api/${name}?personaId=${personaId}`, control: true });
  }
  calls.push({ name: '/api/blog/posts?status=published', path: '/api/blog/posts?status=published', blogList: true });
  calls.push({ name: '/api/blog/posts?status=published&personaId', path: `/api/blog/posts?status=published&personaId=${personaId}`, blogList: true });
  calls.push({ name: '/api/blog/tags', path: '/api/blog/tags' });
  calls.push({ name: '/api/blog/categories', path: '/api/blog/categories' });
  return calls;
}

/**
 * A persona's list about 80% of the way down (the blog's 'Load more' pages deep in it), by offset
 * and by the cursor the page before gave, at each size: the offset's cost grows with its depth, the
 * cursor's should not. Where the list is one page long, both are its first page.
 */
async function deepPages(apiUrl, personaId) {
  const list = `/api/blog/posts?status=published&personaId=${personaId}`;
  const total = Number((await timedGet(`${apiUrl}${list}&limit=1`)).headers['x-total-count'] ?? 0);
  const offset = Math.floor((total * 0.8) / PAGE) * PAGE;
  const before = offset > 0 ? await timedGet(`${apiUrl}${list}&offset=${offset - PAGE}`) : null;
  const cursor = before?.headers['x-next-cursor'];
  if (offset > 0 && !cursor) throw new Error(`${list}&offset=${offset - PAGE} gave no X-Next-Cursor (total ${total})`);
  return [
    { name: '/api/blog/posts?status=published&personaId&offset=<80% down>', path: `${list}&offset=${offset}`, blogList: true, reported: true, depth: offset },
    { name: '/api/blog/posts?status=published&personaId&cursor=<80% down>', path: cursor ? `${list}&cursor=${cursor}` : list, blogList: true, depth: offset },
  ];
}

/** The spec's calls for one post (the post by slug is the one the goal names, and the only one the post page still makes). */
const postPage = (post) => [
  { name: '/api/blog/posts/slug/{slug}', path: `/api/blog/posts/slug/${post.slug}`, postPage: true },
  { name: '/api/blog/categories/{id}', path: `/api/blog/categories/${post.categoryId}` },
  { name: '/api/blog/posts/{id}/tags', path: `/api/blog/posts/${post.id}/tags` },
];

const searchCalls = (rareIndex) => [
  { name: `search, common word (~1 post in 10)`, path: `/api/blog/posts?status=published&q=${COMMON_WORD}`, search: true },
  { name: `search, one matching post`, path: `/api/blog/posts?status=published&q=${RARE_WORD(rareIndex)}`, search: true, expectOne: rareIndex },
];

/**
 * Whether search works yet: a word found in exactly one post must answer 200 with that post alone
 * (an API that ignores `q` answers every post; one that refuses it answers 400).
 */
async function searchAvailable(apiUrl, index) {
  const answer = await timedGet(`${apiUrl}/api/blog/posts?status=published&q=${RARE_WORD(index)}`);
  if (answer.status !== 200) return { available: false, why: `answered ${answer.status}` };
  const body = JSON.parse(answer.body.toString('utf8'));
  const items = Array.isArray(body) ? body : (body.items ?? []);
  if (items.length === 1 && items[0].slug === `bench-post-${index}`) return { available: true };
  return { available: false, why: `answered 200 with ${items.length} posts for a word in one post only (\`q\` is not searched yet)` };
}

async function startApi(engine, name) {
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', ADMIN_USERNAME, ADMIN_PASSWORD, SITE_URL: apiUrl, LOG_LEVEL: 'warn', SEED_ON_FIRST_START: 'false', NODE_ENV: 'production' };
  let drop;
  if (engine === 'mariadb') {
    const database = mysqlDatabase(name);
    env.DATABASE_URL = database.url;
    drop = database.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'folio-bench-sqlite-'));
    env.SQLITE_FILE = join(dir, 'folio.sqlite');
    drop = () => rmSync(dir, { recursive: true, force: true });
  }
  const api = startServer(`API (${engine})`, 'api/dist/main.js', env);
  const stop = whenStopping(async () => {
    await api.stop();
    drop();
  });
  try {
    await waitForHealth(api, `${apiUrl}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, pid: api.child.pid, stop, log: api.log };
}

async function timeCalls(apiUrl, calls, log) {
  const rows = [];
  for (const call of calls) {
    const measured = await sequentialMedian(`${apiUrl}${call.path}`);
    rows.push({ ...call, ...measured });
    log(`      ${call.name}: ${measured.medianMs} ms median of ${measured.samples} (${measured.bytes} bytes, ${measured.statuses.join('/')})`);
  }
  return rows;
}

/**
 * Waits until the API answers its health check quickly again: requests still queued from a load run
 * (autocannon stops sending, the server goes on answering) must not weigh on the next measure.
 */
async function drained(apiUrl, deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    if ((await timedGet(`${apiUrl}/api/health`)).ms < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${apiUrl} was still busy 120 s after a load run`);
}

/** Load at `connections` connections on `url`, after a short warm-up, each followed by a drain. */
async function load(url, apiUrl, { connections, seconds }) {
  await cannon(url, { connections, duration: 1, headers: JSON_HEADERS });
  await drained(apiUrl);
  const run = await cannon(url, { connections, duration: seconds, headers: JSON_HEADERS });
  await drained(apiUrl);
  return { ...run, url: undefined };
}

const describe = (run) =>
  `${Math.round(run.requestsPerSecond)} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts`;

async function underLoad(api, calls, sequential, { connections, seconds, log }) {
  const direct = [];
  for (const call of calls) {
    const alone = sequential.find((c) => c.name === call.name)?.medianMs;
    if (alone >= TOO_SLOW_TO_LOAD_MS) {
      direct.push({ name: call.name, path: call.path, postPage: call.postPage, search: call.search, skipped: { aloneMs: alone } });
      log(`      ${call.name}: not loaded, ${alone} ms alone (at ${connections} connections p99 ≥ ${Math.round((alone * connections) / 1000)} s)`);
      continue;
    }
    const run = await load(`${api.apiUrl}${call.path}`, api.apiUrl, { connections, seconds });
    direct.push({ name: call.name, path: call.path, postPage: call.postPage, search: call.search, ...run });
    log(`      ${call.name}: ${describe(run)}`);
  }
  return direct;
}

/** The blog list through the project's nginx (micro-cache on, as in production) and a static nginx with the same bytes. */
async function throughNginx(api, paths, { connections, seconds, log }) {
  const htmlRoot = mkdtempSync(join(tmpdir(), 'folio-bench-html-'));
  const nginx = await startNginx({ htmlRoot, apiAddress: new URL(api.apiUrl).host, renderAddress: new URL(api.apiUrl).host, microCache: true });
  const stopNginx = whenStopping(async () => {
    await nginx.stop();
    rmSync(htmlRoot, { recursive: true, force: true });
  });
  try {
    const measured = [];
    for (const { name, path, skipped } of paths) {
      if (skipped) {
        measured.push({ name, path, skipped });
        log(`      ${name}: not loaded (${skipped.aloneMs} ms alone)`);
        continue;
      }
      const page = await rawGet(`${api.apiUrl}${path}`, { accept: 'application/json' });
      const staticServer = await startStaticNginx(new URL(path, 'http://x').pathname, page.body);
      try {
        const staticUrl = `${staticServer.url}${new URL(path, 'http://x').search}`;
        const viaNginx = await load(`${nginx.url}${path}`, api.apiUrl, { connections, seconds });
        const staticRun = await load(staticUrl, api.apiUrl, { connections, seconds });
        const cacheStatus = (await rawGet(`${nginx.url}${path}`, JSON_HEADERS)).headers['x-cache-status'] ?? null;
        log(`      ${name} through nginx (X-Cache-Status ${cacheStatus}): ${describe(viaNginx)}`);
        log(`      ${name} from a static nginx: ${describe(staticRun)}`);
        measured.push({ name, path, bytes: page.body.length, cacheStatus, nginx: viaNginx, static: staticRun });
      } finally {
        await staticServer.stop();
      }
    }
    return measured;
  } finally {
    await stopNginx();
  }
}

async function oneEngine(engine, settings, log) {
  const started = Date.now();
  log(`  ${engine}: starting the built API on an empty database`);
  const api = await startApi(engine, `folio_h13_bench_${engine}_${process.pid}`.slice(0, 64));
  try {
    const concurrency = SEED_CONCURRENCY[engine];
    const links = await seedEntities(api.apiUrl, settings.entities, log, concurrency);
    const personaId = links.personaIds[0];
    const measured = { engine, sizes: [], search: null };
    let posts = [];
    for (const size of settings.sizes) {
      posts = posts.concat(await seedPosts(api.apiUrl, posts.length, size, links, log, concurrency));
      // The same published post with a category at every size: one of the first hundred.
      const post = posts.find((p) => p.status === 'published' && p.categoryId !== null);
      if (measured.search === null) measured.search = await searchAvailable(api.apiUrl, 5);
      log(`    ${size} posts: sequential timings${measured.search.available ? '' : ` (search not available yet: ${measured.search.why})`}`);
      const calls = [...publicLists(personaId), ...(await deepPages(api.apiUrl, personaId)), ...postPage(post), ...(measured.search.available ? searchCalls(5) : [])];
      const loadAverage = loadavg()[0];
      measured.sizes.push({ posts: size, post: post.slug, loadAverage, calls: await timeCalls(api.apiUrl, calls, log) });
    }
    const lists = publicLists(personaId);
    const post = posts.find((p) => p.status === 'published' && p.categoryId !== null);
    const loaded = [...lists, postPage(post)[0], ...(measured.search.available ? searchCalls(5).slice(0, 1) : [])];
    log(`    ${settings.connections} connections, ${settings.seconds} s per call, straight to the API`);
    measured.load = await underLoad(api, loaded, measured.sizes.at(-1).calls, { ...settings, log });
    log(`    the blog list and the post through the project's nginx, and the same bytes from a static nginx`);
    try {
      const viaNginx = measured.load.filter((run) => run.name === '/api/blog/posts?status=published' || run.postPage);
      measured.nginx = await throughNginx(api, viaNginx, { ...settings, log });
    } catch (error) {
      measured.nginx = { error: error.message };
      log(`      FAILED: ${error.message}`);
    }
    measured.memory = residentMemory(api.pid);
    log(`    API resident memory after the load: ${measured.memory.rssMB} MB (peak ${measured.memory.peakMB} MB)`);
    measured.seconds = Math.round((Date.now() - started) / 1000);
    return measured;
  } finally {
    await api.stop();
  }
}

export async function blogAtSize({ engines = ['sqlite', 'mariadb'], sizes = SIZES, entities = 1000, connections = 50, seconds = 2, log = console.log } = {}) {
  return onEachEngine(engines, { sizes, entities, connections, seconds }, oneEngine, log);
}
