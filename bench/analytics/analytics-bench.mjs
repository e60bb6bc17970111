// The analytics of issue 25 ("Insight"), measured: the beacon's JavaScript per public route (from
// bundle-composition.mjs's chunks), ingestion through the stack's nginx beside a static nginx, and
// the overview and the rollup job at size (the built API's own modules on a million raw events, on
// SQLite and on MariaDB).
import { onEachEngine } from '../engines.mjs';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { signInSession } from '../../e2e/support/admin-api.mjs';
import { whenStopping } from '../cleanup.mjs';
import { cannon, interleaved } from '../load.mjs';
import { rawGet, startStaticNginx } from '../throughput.mjs';
import { addDays, dayEvents, dayOf, insertEvents, insertPosts, seeded } from './events.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const BEACON_GROUP = 'public-site/features/analytics';
export const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
export const MARIADB_DATABASE = 'folio_bench_analytics';

/** The built API's modules (api/dist), imported as the API runs them. */
const api = (path) => import(pathToFileURL(join(root, 'api/dist', path)).href);

// --- The beacon's weight --------------------------------------------------------------------------

/** Every chunk `file` needs before it runs: itself and its static imports, transitively. */
function closure(chunks, file, into = new Set()) {
  if (into.has(file) || !chunks.has(file)) return into;
  into.add(file);
  for (const imported of chunks.get(file).imports) closure(chunks, imported, into);
  return into;
}

/**
 * The beacon's gzip bytes (its module group's share of each chunk: bundle-composition.mjs) per route
 * module: in the files loaded before hydrating, and in what the route loads later by itself.
 */
export function beaconWeight(bundle) {
  const chunks = new Map(bundle.chunks.map((chunk) => [chunk.file, chunk]));
  const share = (file) => chunks.get(file)?.groups.find((group) => group.group === BEACON_GROUP)?.gzipBytes ?? 0;
  const sum = (files) => [...files].reduce((total, file) => total + share(file), 0);
  // The app's entry; in the islands' build (issue 34), the site's plain script, on every page.
  const entry =
    bundle.chunks.find((chunk) => chunk.kind === 'entry' && chunk.facade === 'index.html') ??
    bundle.chunks.find((chunk) => chunk.kind === 'entry' && chunk.facade?.includes('site/'));
  const app = closure(chunks, entry.file);
  const routes = bundle.routes.map((route) => {
    const file = bundle.chunks.find((chunk) => chunk.facade === route.module && chunk.kind !== 'entry')?.file;
    // An islands' build row says what a page with it loads first (bundle-composition.mjs's `loaded`).
    const before = route.loaded ? new Set(route.loaded) : closure(chunks, file, new Set(app));
    const later = new Set(route.onDemand.flatMap((lazy) => [...closure(chunks, lazy.file, new Set(before))].filter((f) => !before.has(f))));
    return { module: route.module, beforeHydratingGzipBytes: sum(before), laterGzipBytes: sum(later), routeGzipBytes: route.gzipBytes };
  });
  const holding = bundle.chunks.filter((chunk) => share(chunk.file) > 0).map((chunk) => ({ file: chunk.file, kind: chunk.kind, gzipBytes: share(chunk.file), renderedBytes: chunk.groups.find((g) => g.group === BEACON_GROUP).renderedBytes }));
  return { group: BEACON_GROUP, entryGzipBytes: share(entry.file), chunks: holding, routes };
}

// --- Ingestion ------------------------------------------------------------------------------------

const fivexx = (run) => Object.entries(run.statusCodes).reduce((total, [code, count]) => total + (code.startsWith('5') ? count : 0), 0);
const accepted = (...runs) => runs.reduce((total, run) => total + (run.statusCodes['202'] ?? 0), 0);

/** Today's page views in the owner's overview (GET /api/admin/analytics/overview, signed in). */
async function todaysPageviews(stackUrl, cookie) {
  const today = dayOf(Date.now());
  const answer = await fetch(`${stackUrl}/api/admin/analytics/overview?from=${today}&to=${today}`, { headers: { cookie, accept: 'application/json' } });
  if (!answer.ok) throw new Error(`GET /api/admin/analytics/overview answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  return { day: today, pageviews: (await answer.json()).totals.pageviews };
}

/**
 * A different client address on every request (`X-Forwarded-For`, which the stack's nginx believes
 * from loopback), from 100.64.0.0/10: many readers each sending a few events, as a busy site gets
 * them, never one client past the per-client limits (issue 35), which would keep events unstored.
 */
export function manyClients() {
  let next = 0;
  return (request) => {
    next = (next + 1) % (1 << 22);
    request.headers = { ...request.headers, 'x-forwarded-for': `100.${64 + (next >> 16)}.${(next >> 8) & 255}.${next & 255}` };
    return request;
  };
}

/**
 * POST /api/analytics/events through the stack's nginx (a page view as the beacon sends it, from a
 * browser's user agent and from many clients: every one is stored) beside a static nginx answering a
 * small file, in alternating turns; then the overview's page views of today, which must have grown by the 202s.
 */
/** A page view as the beacon sends it to the site at `siteUrl` (a browser's user agent, this site's Origin: every one is stored). */
export function beaconRequest(siteUrl) {
  return {
    url: `${siteUrl}/api/analytics/events`,
    method: 'POST',
    body: JSON.stringify({ name: 'pageview', path: '/blog?utm_source=bench', persona: 'enterprise', width: 1280 }),
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME_UA, origin: siteUrl, 'sec-fetch-site': 'same-origin', accept: '*/*' },
  };
}

export async function ingestionVersusStatic(stackUrl, { connections = 50, duration = 10, warmup = 2, rounds = 4, log = console.log } = {}) {
  const { url, body, headers } = beaconRequest(stackUrl);
  const probe = await fetch(url, { method: 'POST', headers, body });
  if (probe.status !== 202) throw new Error(`POST /api/analytics/events answered ${probe.status}: ${(await probe.text()).slice(0, 200)}`);
  const { cookie } = await signInSession(stackUrl);
  const before = await todaysPageviews(stackUrl, cookie);
  const server = await startStaticNginx('/beacon.txt', Buffer.from(body));
  try {
    const staticHeaders = { 'user-agent': CHROME_UA, accept: '*/*' };
    if ((await rawGet(server.url, staticHeaders)).status !== 200) throw new Error('the static nginx did not answer 200');
    log(`    ${url} (POST, ${body.length} bytes, text/plain) beside ${server.url} (GET, the same ${body.length} bytes as a file)`);
    const setupRequest = manyClients();
    const warm = await cannon(url, { connections, duration: warmup, method: 'POST', body, headers, setupRequest });
    await cannon(server.url, { connections, duration: warmup, headers: staticHeaders });
    const [events, staticFile] = await interleaved([{ url, method: 'POST', body, headers, setupRequest }, { url: server.url, headers: staticHeaders }], { connections, duration, rounds });
    // autocannon stops sending at the end of a turn; what is still in flight is answered (and stored) after it.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = await todaysPageviews(stackUrl, cookie);
    const answered202 = 1 + accepted(warm, events);
    const stored = after.day === before.day ? after.pageviews - before.pageviews : null;
    const describe = (run) => `${Math.round(run.requestsPerSecond)} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, statuses ${JSON.stringify(run.statusCodes)}, ${run.errors} errors, ${run.timeouts} timeouts, client CPU ${run.clientCpuPercent}%`;
    log(`    events: ${describe(events)} (turns: ${events.roundsRequestsPerSecond.join(', ')})`);
    log(`    static: ${describe(staticFile)} (turns: ${staticFile.roundsRequestsPerSecond.join(', ')})`);
    log(`    today's page views in the overview: ${before.pageviews} → ${after.pageviews} (+${stored ?? '? (the day turned)'}), ${answered202} answered 202`);
    return {
      path: '/api/analytics/events',
      settings: { connections, duration, warmup, rounds, clients: 'a different address per request (X-Forwarded-For from 100.64.0.0/10)' },
      body,
      headers,
      warmup: { ...warm, url: undefined },
      events: { ...events, fivexx: fivexx(events) + fivexx(warm) },
      static: staticFile,
      ratio: staticFile.requestsPerSecond > 0 ? events.requestsPerSecond / staticFile.requestsPerSecond : null,
      check: { day: before.day, before: before.pageviews, after: after.pageviews, stored, answered202 },
    };
  } finally {
    await server.stop();
  }
}

// --- At size: the overview and the rollup job on a million events ----------------------------------

const pause = () => new Promise((resolve) => setImmediate(resolve));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
const round = (ms) => Math.round(ms * 10) / 10;

/** A database of the engine's own: a temporary SQLite file, or MariaDB's folio_bench_analytics (dropped first, and after). */
async function openDatabase(engine, createDb) {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'folio-bench-analytics-'));
    const db = createDb({ engine: 'sqlite', file: join(dir, 'analytics.sqlite') });
    return { db, drop: () => rmSync(dir, { recursive: true, force: true }) };
  }
  const script = join(root, 'scripts/ci-mysql.mjs');
  const drop = () => spawnSync(process.execPath, [script, MARIADB_DATABASE, '--drop'], { encoding: 'utf8' });
  drop();
  const created = spawnSync(process.execPath, [script, MARIADB_DATABASE], { encoding: 'utf8' });
  if (created.status !== 0) throw new Error(`Could not create the MariaDB database ${MARIADB_DATABASE}:\n${created.stderr}`);
  return { db: createDb({ engine: 'mysql', url: created.stdout.trim() }), drop };
}

/** Events per day, adding up to `total`, each day from 0.75 to 1.25 times the mean. */
function dayCounts(random, days, total) {
  const weights = days.map(() => 0.75 + random() / 2);
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * total));
  counts[0] += total - counts.reduce((a, b) => a + b, 0);
  return counts;
}

/** `calls` sequential overviews of `range` (after 2 warm-ups), or as many as fit in `budgetMs` beyond `min`. */
async function timeOverview(db, analyticsOverview, deadline, range, { min = 30, max = 200, budgetMs = 15_000, filter = null } = {}) {
  let answer;
  for (let i = 0; i < 2; i += 1) answer = await deadline(() => analyticsOverview(db, range, Date.now(), filter));
  const samples = [];
  const started = Date.now();
  while (samples.length < min || (samples.length < max && Date.now() - started < budgetMs)) {
    const t0 = process.hrtime.bigint();
    answer = await deadline(() => analyticsOverview(db, range, Date.now(), filter));
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const sorted = samples.sort((a, b) => a - b);
  return { range, filter, calls: sorted.length, p50Ms: round(percentile(sorted, 0.5)), p99Ms: round(percentile(sorted, 0.99)), maxMs: round(sorted.at(-1)), interval: answer.interval, totals: answer.totals, pages: answer.pages.length, posts: answer.posts.length };
}

async function oneEngine(engine, settings, log) {
  const started = Date.now();
  const { createDb } = await api('db/knex.js');
  const { migrateToLatest } = await api('db/migrations/index.js');
  const { runRollups } = await api('modules/analytics/rollup-jobs.js');
  const { analyticsOverview: overviewOf } = await api('modules/analytics/overview.service.js');
  const { postsService } = await api('modules/blog/index.js');
  const analyticsOverview = (db, range, now, filter) => overviewOf(db, postsService.atPaths, range, now, filter);
  // As the API runs them: the job's steps and every request have this deadline on each MySQL query.
  const { withRequestQueryTimeout: deadline } = await api('db/query-deadline.js');
  const { presetRange } = await import('@folio/contracts');
  const { db, drop } = await openDatabase(engine, createDb);
  const stop = whenStopping(async () => {
    await db.destroy();
    drop();
  });
  try {
    await migrateToLatest(db);
    await insertPosts(db);
    const now = Date.now();
    const today = dayOf(now);
    const days = Array.from({ length: settings.days }, (_, i) => addDays(today, i - settings.days + 1));
    const random = seeded(25);
    const counts = dayCounts(random, days, settings.events);
    const pageviewsByDay = new Map();
    log(`  ${engine}: ${settings.events.toLocaleString('en')} events over ${days[0]} … ${today} (~${settings.visitorsPerDay} visitors a day), inserted in batches`);
    let batch = [];
    let inserted = 0;
    const insertStarted = Date.now();
    for (const [i, day] of days.entries()) {
      const events = dayEvents(random, day, { count: counts[i], visitors: settings.visitorsPerDay, until: now - 1000 });
      pageviewsByDay.set(day, events.filter((event) => event.name === 'pageview').length);
      batch = batch.concat(events);
      if (batch.length >= 50_000 || i === days.length - 1) {
        await insertEvents(db, batch);
        inserted += batch.length;
        batch = [];
        if (Math.floor(inserted / 200_000) !== Math.floor((inserted - 50_000) / 200_000) || i === days.length - 1) log(`    ${inserted.toLocaleString('en')} inserted (${Math.round((Date.now() - insertStarted) / 1000)} s)`);
      }
    }
    const insertSeconds = (Date.now() - insertStarted) / 1000;

    log(`    runRollups: every finished day (${days.length - 1})`);
    let t0 = Date.now();
    const rolled = await deadline(() => runRollups(db, Date.now()));
    const rollupAll = { days: rolled.length, seconds: (Date.now() - t0) / 1000 };
    rollupAll.msPerDay = round((rollupAll.seconds * 1000) / Math.max(1, rolled.length));
    const rows = async (table) => Number(Object.values((await db(table).count({ n: '*' }))[0])[0]);
    const tables = { dailyRows: await rows('analytics_daily'), monthlyRows: await rows('analytics_monthly'), segmentRows: await rows('analytics_segments') };
    log(`      ${rolled.length} days in ${rollupAll.seconds.toFixed(1)} s (${rollupAll.msPerDay} ms a day); ${tables.dailyRows.toLocaleString('en')} daily rows, ${tables.monthlyRows.toLocaleString('en')} monthly rows, ${tables.segmentRows.toLocaleString('en')} rows of filters`);

    const overview = {};
    const sum = (from, to) => [...pageviewsByDay].reduce((total, [day, n]) => total + (day >= from && day <= to ? n : 0), 0);
    for (const [name, range] of [['90d', { from: addDays(today, -89), to: today }], ['12m', presetRange('12m', today)]]) {
      const measured = await timeOverview(db, analyticsOverview, deadline, range);
      measured.pageviewsGenerated = sum(range.from, range.to);
      overview[name] = measured;
      log(`    overview ${name} (${range.from} … ${range.to}): p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, max ${measured.maxMs} ms over ${measured.calls} calls; ${measured.totals.pageviews.toLocaleString('en')} page views (generated: ${measured.pageviewsGenerated.toLocaleString('en')})`);
      await pause();
      // Filtered (issue 37): the day rows of one filter (analytics_segments), a busy source and a busy page.
      for (const filter of FILTERS) {
        const filtered = await timeOverview(db, analyticsOverview, deadline, range, { filter });
        overview[`${name} ${filter.dimension}=${filter.value}`] = filtered;
        log(`    overview ${name} filtered by ${filter.dimension} ${filter.value}: p50 ${filtered.p50Ms} ms, p99 ${filtered.p99Ms} ms, max ${filtered.maxMs} ms over ${filtered.calls} calls; ${filtered.totals.visits.toLocaleString('en')} visits`);
        await pause();
      }
    }

    const bigDay = addDays(today, -settings.bigDayAgo);
    log(`    a day of ${settings.bigDayEvents.toLocaleString('en')} events (${bigDay}, no events nor rollup before), then runRollups`);
    await insertEvents(db, dayEvents(seeded(400), bigDay, { count: settings.bigDayEvents, visitors: settings.bigDayVisitors }));
    t0 = Date.now();
    const stored = await deadline(() => runRollups(db, Date.now()));
    const rollupBigDay = { day: bigDay, events: settings.bigDayEvents, visitors: settings.bigDayVisitors, seconds: (Date.now() - t0) / 1000, storedDays: stored };
    if (stored.length !== 1 || stored[0] !== bigDay) throw new Error(`runRollups stored ${JSON.stringify(stored)}, not [${bigDay}]`);
    log(`      ${rollupBigDay.seconds.toFixed(2)} s`);
    return { engine, inserted, insertSeconds, rollupAll, tables, overview, rollupBigDay, seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    await stop();
  }
}

/** The filters timed: the busiest source and page of the generated traffic. */
export const FILTERS = [
  { dimension: 'source', value: 'google.com' },
  { dimension: 'page', value: '/' },
];

export const AT_SIZE = { events: 1_000_000, days: 365, visitorsPerDay: 600, bigDayEvents: 100_000, bigDayVisitors: 22_000, bigDayAgo: 400 };

/** The overview (90 days, 12 months) and the rollup job on `events` raw events, on each engine. */
export async function analyticsAtSize({ engines = ['sqlite', 'mariadb'], log = console.log, ...overrides } = {}) {
  return onEachEngine(engines, { ...AT_SIZE, ...overrides }, oneEngine, log);
}
