// npm run bench: the issue's measures on the whole production-like stack (e2e/support/stack.mjs) in
// one run, written to bench/results/latest.md and latest.json. Options (environment):
// BENCH_LIGHTHOUSE_RUNS (3), BENCH_SECONDS (10 per load run), BENCH_CONNECTIONS (20), BENCH_WARMUP (2),
// BENCH_ROUNDS (4: the cached/static comparison alternates in that many turns), BENCH_BLOG_CONNECTIONS (50),
// BENCH_BLOG_SECONDS (2 per call under load);
// `npm run bench -- --no-build` skips `node scripts/build.mjs` (which only rebuilds what is stale);
// `npm run bench -- blog` measures only the blog at size (issue 13), `npm run bench -- analytics` only
// the analytics (issue 25; BENCH_ANALYTICS_CONNECTIONS, 50), `npm run bench -- cv` only the CV (issue 26),
// `npm run bench -- abuse` only issue 35's (what one client gets from the beacon and the contact form),
// `npm run bench -- newsletter` only issue 36's (a send to BENCH_NEWSLETTER_SUBSCRIBERS, 10,000, and a crash halfway),
// `npm run bench -- islands` only issue 34's measures (BENCH_ISLANDS_ROUTES, BENCH_ISLANDS_STEPS,
// BENCH_ISLANDS_GATEWAY_LIGHTHOUSE, BENCH_ISLANDS_BASELINE_COMMIT: bench/README.md), `npm run bench -- visitor` only
// issue 38's (a case study's page and a tag page: JavaScript, Lighthouse, cached HTML), and keep the other
// figures of latest.json/latest.md as they were (partial.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../e2e/support/stack.mjs';
import { analyticsAtSize, beaconWeight, ingestionVersusStatic } from './analytics/analytics-bench.mjs';
import { analyticsVerdicts, previousLighthouseOf } from './analytics/report.mjs';
import { blogAtSize } from './blog/blog-bench.mjs';
import { bundleComposition } from './bundle-composition.mjs';
import { cvMeasures } from './cv/cv-bench.mjs';
import { cvVerdicts } from './cv/report.mjs';
import { ISLANDS_BASELINE_COMMIT, islandsMeasures } from './islands/islands-bench.mjs';
import { islandsVerdicts } from './islands/report.mjs';
import { abuseMeasures, ABUSE_API_ENV, ABUSE_LIMITS, INGESTION_API_ENV, ingestionBesideBaseline } from './abuse/abuse-bench.mjs';
import { ABUSE_BASELINE_COMMIT, startBaselineApi } from './abuse/baseline-api.mjs';
import { abuseVerdicts } from './abuse/report.mjs';
import { newsletterMeasures, NEWSLETTER_SUBSCRIBERS } from './newsletter/newsletter-bench.mjs';
import { newsletterVerdicts } from './newsletter/report.mjs';
import { visitorMeasures } from './visitor/visitor-bench.mjs';
import { visitorVerdicts } from './visitor/report.mjs';
import { API_BASELINE_COMMIT, leanApiMeasures } from './api/api-bench.mjs';
import { leanApiVerdicts } from './api/report.mjs';
import { isStopping, stopAll, whenStopping } from './cleanup.mjs';
import { firstPublishedSlug } from './js-bytes.mjs';
import { buildBaseline, RENDER_BASELINE_COMMIT } from './baseline.mjs';
import { rendersBesideBaseline } from './render-compare.mjs';
import { blogVerdicts as blogVerdictsOf } from './blog/report.mjs';
import { partFailed, partialRun, partsAsked } from './partial.mjs';
import { commit, machine, markdown, verdicts } from './report.mjs';
import { cachedVersusStatic } from './throughput.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// BENCH_RESULTS_DIR: somewhere else than bench/results, for a trial run that must not replace the committed report.
const resultsDir = process.env.BENCH_RESULTS_DIR ? resolve(process.env.BENCH_RESULTS_DIR) : join(root, 'bench/results');
const TIME_LIMIT_MS = 50 * 60_000;

const settings = {
  build: !process.argv.includes('--no-build'),
  lighthouseRuns: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
  rounds: Number(process.env.BENCH_ROUNDS ?? 4),
  blogConnections: Number(process.env.BENCH_BLOG_CONNECTIONS ?? 50),
  blogSeconds: Number(process.env.BENCH_BLOG_SECONDS ?? 2),
  analyticsConnections: Number(process.env.BENCH_ANALYTICS_CONNECTIONS ?? 50),
};
const asked = partsAsked(process.argv.slice(2));

// The builds the stack serves: if one changes during the run (someone rebuilt), the figures are mixed.
const BUILDS = ['api/dist/main.js', 'public-site/dist/index.html', 'public-site/dist-server/main.js', 'admin-console/dist/index.html'];
const buildStamps = () => Object.fromEntries(BUILDS.map((file) => [file, existsSync(join(root, file)) ? statSync(join(root, file)).mtime.toISOString() : null]));
const rebuiltSince = (stamps) => Object.entries(buildStamps()).filter(([file, stamp]) => stamp !== stamps[file]).map(([file]) => file);

const started = Date.now();
const log = (message) => console.log(`[bench ${String(Math.round((Date.now() - started) / 1000)).padStart(3)} s] ${message}`);
const indent = (message) => console.log(message);

async function warm(url, routes) {
  for (const route of routes) {
    const answer = await fetch(`${url}${route.path}`, { headers: { accept: 'text/html' } });
    await answer.arrayBuffer();
    log(`  ${route.path}: ${answer.status}${answer.headers.get('x-cache-status') ? ` (X-Cache-Status ${answer.headers.get('x-cache-status')})` : ''}`);
    if (answer.status !== 200) throw new Error(`${route.path} answered ${answer.status}`);
  }
}

/** Runs one measure; a failure is recorded and the run goes on with the next. */
async function step(results, name, title, measure) {
  if (isStopping()) return;
  log(title);
  try {
    results[name] = await measure();
  } catch (error) {
    results.errors[name] = error.stack ?? String(error);
    log(`  FAILED: ${error.message}`);
  }
  const rebuilt = rebuiltSince(results.builds);
  if (rebuilt.length === 0) (results.measuredOnOneBuild ??= []).push(name);
  else if (!results.rebuiltBy) {
    results.rebuiltBy = name;
    log(`  WARNING: ${rebuilt.join(', ')} changed on disk while measuring ${name}`);
  }
}

function buildIfAsked() {
  if (!settings.build) return;
  log('Building what is stale (node scripts/build.mjs)');
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('node scripts/build.mjs failed: see above');
}

/** A part's figures with when and on which commit they were measured (a partial run keeps the others'). */
const stamped = (measure) => async () => {
  const partStarted = Date.now();
  const measured = await measure();
  return { date: new Date(partStarted).toISOString(), commit: commit(root), ...measured, durationSeconds: (Date.now() - partStarted) / 1000 };
};
// Issue 40 (the lean API): today's API beside the starting commit's, on databases of their own.
const leanApiStep = (results, number = '') =>
  step(results, 'leanApi', `${number}The lean API (issue 40): the API beside ${API_BASELINE_COMMIT}'s, 10,000 posts, ${settings.blogConnections} connections, SQLite and MariaDB`, stamped(() =>
    leanApiMeasures({ connections: settings.blogConnections, rounds: settings.rounds, log: indent }),
  ));
/** The blog at size (issue 13): its own APIs and databases, not the stack's. */
const measureBlog = stamped(() => blogAtSize({ connections: settings.blogConnections, seconds: settings.blogSeconds, log: indent }));
const blogStep = (results, number = '5. ') =>
  step(results, 'blog', `${number}The blog at size: SQLite and MariaDB, 100 / 1,000 / 10,000 posts, ${settings.blogConnections} connections`, measureBlog);

// The analytics (issue 25): the beacon's bytes (from a bundle composition), ingestion (needs the stack), at size (its own databases).
const beaconStep = (results, bundle) => step(results, 'analyticsBeacon', "6a. The analytics beacon's JavaScript per route", stamped(async () => beaconWeight(await bundle())));
const ingestionStep = (results, stackUrl) =>
  step(results, 'analyticsIngestion', `6b. Analytics ingestion through nginx vs a static nginx, ${settings.analyticsConnections} connections, ${settings.seconds} s each`, stamped(() =>
    ingestionVersusStatic(stackUrl, { connections: settings.analyticsConnections, duration: settings.seconds, warmup: settings.warmup, rounds: settings.rounds, log: indent }),
  ));
// The CV (issue 26): PDF generation, Lighthouse and JavaScript on /cv, on the stack.
const cvStep = (results, stack, number = '7. ') =>
  step(results, 'cv', `${number}The CV: PDF generation drawn and stored, Lighthouse mobile and JavaScript on /cv`, stamped(() =>
    cvMeasures(stack, { lighthouseRuns: settings.lighthouseRuns, outDir: join(resultsDir, 'lighthouse'), log: indent }),
  ));
// Issue 34 (islands): JavaScript per route through nginx and npm start, Lighthouse beside the starting commit's site, renders beside its renderer.
const islandsStep = (results, stack, number = '') =>
  step(results, 'islands', `${number}Islands (issue 34): JavaScript per route through nginx and npm start; Lighthouse mobile and uncached renders beside ${ISLANDS_BASELINE_COMMIT}`, stamped(() =>
    islandsMeasures(stack, {
      lighthouseRuns: settings.lighthouseRuns,
      load: { connections: settings.connections, duration: settings.seconds, warmup: settings.warmup, rounds: settings.rounds },
      outDir: join(resultsDir, 'lighthouse'),
      log: indent,
    }),
  ));
// Issue 38 (the visitor's second pass): a case study's page and a tag page, JavaScript and Lighthouse by the islands' goals, their HTML cached vs static.
const visitorStep = (results, stack, number = '') =>
  step(results, 'visitor', `${number}The visitor's second pass (issue 38): JavaScript, Lighthouse mobile and cached HTML of a case study's page and a tag page`, stamped(() =>
    visitorMeasures(stack, {
      lighthouseRuns: settings.lighthouseRuns,
      load: { connections: settings.connections, duration: settings.seconds, warmup: settings.warmup, rounds: settings.rounds },
      outDir: join(resultsDir, 'lighthouse'),
      log: indent,
    }),
  ));
/**
 * The full run's sections 1 and 2 (issues 10 and 26's goals) read the islands part's figures of
 * today's site rather than measuring the same pages a second time: its Lighthouse through nginx and
 * its JavaScript through nginx and npm start.
 */
function sectionsFromIslands(results) {
  const islands = results.islands;
  const current = islands?.lighthouse?.routes.filter((route) => route.current).map(({ name, path, current: measured }) => ({ name, path, ...measured }));
  if (current?.length) results.lighthouse = current;
  else results.errors.lighthouse = `not measured: the islands part's Lighthouse ${islands?.errors?.lighthouse ? `failed: ${islands.errors.lighthouse}` : 'did not run'}`;
  if (islands?.javascript) results.javascript = islands.javascript;
  else results.errors.javascript = `not measured: the islands part's JavaScript ${islands?.errors?.javascript ? `failed: ${islands.errors.javascript}` : 'did not run'}`;
  if (islands?.javascriptNpmStart) results.javascriptGateway = islands.javascriptNpmStart;
  else results.errors.javascriptGateway = `not measured: the islands part's JavaScript through npm start ${islands?.errors?.javascriptNpmStart ? `failed: ${islands.errors.javascriptNpmStart}` : 'did not run'}`;
}
/**
 * Issue 35: what one client gets from the public doors, on a stack of its own with nginx's per-client
 * limits on as in production; beside `previousIngestion`, the last report's ingestion figure.
 */
const abuseStep = (results, previousIngestion, number = '') =>
  step(results, 'abuse', `${number}What one client gets (issue 35): beacon ingestion from many clients, one client flooding, the contact form for distinct senders`, stamped(async () => {
    log(`Building ${ABUSE_BASELINE_COMMIT} from git (bench/baseline.mjs), for its API`);
    const baseline = buildBaseline(ABUSE_BASELINE_COMMIT, { log: indent });
    log('Starting a stack with nginx\'s per-client limits on (e2e/support/stack.mjs), and the baseline\'s API behind the same nginx configuration');
    const stack = await startStack('bench-abuse', { rateLimit: true, apiEnv: ABUSE_API_ENV });
    const stopStack = whenStopping(() => stack.stop());
    let baselineApi = null;
    try {
      baselineApi = await startBaselineApi(baseline, new URL(stack.renderUrl).host);
      const load = { connections: settings.analyticsConnections, duration: settings.seconds, warmup: settings.warmup, rounds: settings.rounds, log: indent };
      const besideBaseline = await ingestionBesideBaseline(stack.url, { commit: ABUSE_BASELINE_COMMIT, url: baselineApi.url }, load);
      const ingestion = await ingestionVersusStatic(stack.url, load);
      const previous = previousIngestion ? { ratio: previousIngestion.ratio, events: previousIngestion.events, static: previousIngestion.static, commit: previousIngestion.commit?.hash ?? null, date: previousIngestion.date ?? null } : null;
      return { limits: ABUSE_LIMITS, besideBaseline, ingestion, previousIngestion: previous, ...(await abuseMeasures(stack, { log: indent })) };
    } finally {
      await baselineApi?.stop();
      await stopStack();
      baseline.remove();
    }
  }));
/** Issue 36: a post sent to many subscribers through a local SMTP sink, then the same send with the API killed halfway. */
const newsletterStep = (results, number = '') =>
  step(results, 'newsletter', `${number}The newsletter (issue 36): a post sent to ${NEWSLETTER_SUBSCRIBERS.toLocaleString('en-US')} subscribers, the pages meanwhile, a crash halfway`, stamped(() => newsletterMeasures({ log: indent, loadSeconds: settings.seconds })));
const atSizeStep = (results) =>
  step(results, 'analyticsAtSize', '6c. Analytics at size: 1,000,000 events, rollups and the overview on SQLite and MariaDB', stamped(() => analyticsAtSize({ log: indent })));

async function measureAll(results, previousIngestion) {
  buildIfAsked();
  results.builds = buildStamps();
  log('Starting the stack (e2e/support/stack.mjs: MariaDB database, API, nginx…)');
  const stack = await startStack('bench', { apiEnv: INGESTION_API_ENV });
  const stopStack = whenStopping(() => stack.stop());
  try {
    const slug = await firstPublishedSlug(stack.url);
    const routes = [
      { name: 'home', path: '/' },
      { name: 'enterprise', path: '/?persona=enterprise' },
      { name: 'blog', path: '/blog' },
      { name: 'post', path: `/blog/${slug}` },
    ];
    results.stack = { url: stack.url, renderUrl: stack.renderUrl ?? null, postPath: `/blog/${slug}`, routes };
    log(`Stack at ${stack.url}${stack.renderUrl ? `, rendering server at ${stack.renderUrl}` : ' (no rendering server in the harness)'}; warming each route once`);
    await warm(stack.url, routes);

    // Sections 1 and 2 (Lighthouse and JavaScript per route) come from the islands part, which measures the same and more.
    await islandsStep(results, stack, '1–2. ');
    sectionsFromIslands(results);

    await step(results, 'bundle', '2b. What that JavaScript is made of (bench/bundle-composition.mjs: a vite build of public-site into a temporary folder)', () => bundleComposition({ log: indent }));
    if (results.bundle) await beaconStep(results, async () => results.bundle);

    const load = { connections: settings.connections, duration: settings.seconds, warmup: settings.warmup, log: indent };
    await step(results, 'throughput', `3. /blog HTML through nginx (micro-cache) vs a static nginx, ${settings.connections} connections, ${settings.seconds} s each`, () =>
      cachedVersusStatic(stack.url, '/blog', { ...load, rounds: settings.rounds }),
    );

    if (stack.renderUrl) {
      await step(results, 'render', `4. Uncached renders on ${stack.renderUrl} beside the rendering server of ${RENDER_BASELINE_COMMIT}, ${settings.connections} connections, ${settings.seconds} s each`, () =>
        rendersBesideBaseline(stack.renderUrl, stack.apiUrl, [`/blog/${slug}`, '/?persona=enterprise'], `/blog/${slug}`, { ...load, rounds: settings.rounds }),
      );
    } else {
      results.render = { skipped: 'Skipped: the stack has no renderer yet (`startStack` returned no `renderUrl`).' };
      log('4. Uncached renders: skipped, the stack has no renderer yet (no stack.renderUrl)');
    }
    await ingestionStep(results, stack.url);
    await cvStep(results, stack);
    await visitorStep(results, stack, '11. ');
  } finally {
    log('Stopping the stack');
    await stopStack();
    await abuseStep(results, previousIngestion, '9. ');
    await newsletterStep(results, '10. ');
    await blogStep(results);
    await atSizeStep(results);
    await leanApiStep(results, '12. ');
    const changed = rebuiltSince(results.builds);
    if (changed.length > 0) {
      const before = results.measuredOnOneBuild?.length ? `; ${results.measuredOnOneBuild.join(', ')} measured one build throughout` : '';
      const when = results.rebuiltBy ? ` during the ${results.rebuiltBy} measure${before}` : '';
      results.warnings.push(
        `The builds changed on disk while the bench ran (${changed.join(', ')} rebuilt${when}): from then on the figures mix two builds, and a page may have asked for files that were gone. Run again on a quiet tree.`,
      );
      log(`WARNING: ${results.warnings.at(-1)}`);
    }
  }
}

function write(results) {
  results.durationSeconds = (Date.now() - started) / 1000;
  results.machine.loadAverageAtEnd = loadavg().map((value) => Math.round(value * 100) / 100);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(resultsDir, 'latest.md'), markdown(results));
}

/** `npm run bench -- blog` / `-- analytics`: those parts measured, written beside the previous run's others. */
async function measureParts(results) {
  buildIfAsked();
  results.builds = buildStamps();
  if (asked.includes('analytics')) {
    await beaconStep(results, () => bundleComposition({ log: indent }));
    log('Starting the stack for the ingestion (e2e/support/stack.mjs)');
    const stack = await startStack('bench', { apiEnv: INGESTION_API_ENV });
    const stopStack = whenStopping(() => stack.stop());
    try {
      await ingestionStep(results, stack.url);
    } finally {
      await stopStack();
    }
    await atSizeStep(results);
  }
  if (asked.includes('cv')) {
    log('Starting the stack for the CV (e2e/support/stack.mjs)');
    const stack = await startStack('bench');
    const stopStack = whenStopping(() => stack.stop());
    try {
      await cvStep(results, stack, '');
    } finally {
      await stopStack();
    }
  }
  if (asked.includes('islands')) {
    log('Starting the stack for the islands (e2e/support/stack.mjs)');
    const stack = await startStack('bench');
    const stopStack = whenStopping(() => stack.stop());
    try {
      await islandsStep(results, stack);
    } finally {
      await stopStack();
    }
  }
  if (asked.includes('visitor')) {
    log('Starting the stack for the visitor (e2e/support/stack.mjs)');
    const stack = await startStack('bench');
    const stopStack = whenStopping(() => stack.stop());
    try {
      await visitorStep(results, stack);
    } finally {
      await stopStack();
    }
  }
  if (asked.includes('blog')) await blogStep(results, '');
  if (asked.includes('api')) await leanApiStep(results);
  // The ingestion figure of the report before this one: the analytics part's, kept or measured before.
  if (asked.includes('abuse')) await abuseStep(results, results.analyticsIngestion ?? null);
  if (asked.includes('newsletter')) await newsletterStep(results);
}

const partVerdicts = { blog: (results) => blogVerdictsOf(results.blog), analytics: analyticsVerdicts, cv: cvVerdicts, islands: islandsVerdicts, abuse: abuseVerdicts, newsletter: newsletterVerdicts, visitor: visitorVerdicts, api: leanApiVerdicts };
const fresh = () => ({ date: null, machine: machine(), commit: commit(root), settings, stack: null, warnings: [], errors: {} });

async function main() {
  const file = join(resultsDir, 'latest.json');
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  const interrupt = (signal) => {
    log(`${signal}: stopping every server the bench started`);
    stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  const watchdog = setTimeout(() => {
    log(`Still running after ${TIME_LIMIT_MS / 60_000} minutes: stopping`);
    stopAll().finally(() => process.exit(1));
  }, TIME_LIMIT_MS);
  if (asked.length > 0) {
    let results;
    try {
      results = await partialRun(file, asked, { fresh, measure: measureParts, buildStamps, rebuiltSince });
    } finally {
      clearTimeout(watchdog);
      await stopAll();
    }
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(join(resultsDir, 'latest.md'), markdown(results));
    log(`Done (${asked.join(', ')}): written ${join(resultsDir, 'latest.md')} and latest.json (the other sections kept from ${results.date ?? 'no previous run'})`);
    for (const v of asked.flatMap((part) => partVerdicts[part](results)).filter((v) => !v.ok)) console.log(`  not met: ${v.label}`);
    process.exitCode = partFailed(results, asked) ? 1 : 0;
    return;
  }
  const results = {
    date: new Date().toISOString(),
    machine: machine(),
    commit: commit(root),
    settings,
    stack: null,
    warnings: [],
    errors: {},
    // The figures the analytics' 'no Lighthouse point lost' is judged against, before they are overwritten.
    previousLighthouse: previousLighthouseOf(previous),
  };

  try {
    await measureAll(results, previous?.analyticsIngestion ?? null);
  } catch (error) {
    results.errors.stack = error.stack ?? String(error);
    log(`FAILED: ${error.message}`);
  } finally {
    clearTimeout(watchdog);
    await stopAll();
  }
  write(results);
  const all = verdicts(results);
  const notMet = all.filter((v) => !v.ok);
  log(`Done: ${all.length - notMet.length} of ${all.length} goals met; written ${join(resultsDir, 'latest.md')} and latest.json`);
  for (const v of notMet) console.log(`  not met: ${v.label}`);
  // A goal not met is a finding, not a failure; a measure that could not run is.
  process.exitCode = Object.keys(results.errors).length > 0 ? 1 : 0;
}

await main();
