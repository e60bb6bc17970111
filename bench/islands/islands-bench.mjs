// Issue 34's measures (islands): JavaScript per public route through nginx and through `npm start`
// (on load; for the persona page also after scrolling to the bottom and opening a case study), what
// each file is for; Lighthouse mobile on every public route beside the starting commit's site, run
// in alternation (today, the starting commit, today through the gateway, today, …); uncached renders
// beside the starting commit's rendering server. Sub-measures that fail are recorded in `errors` and
// the others go on.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBaseline } from '../baseline.mjs';
import { isStopping } from '../cleanup.mjs';
import { firstPublishedSlug, javascriptPerRoute, javascriptThroughNpmStart } from '../js-bytes.mjs';
import { describeRun, lighthouseOnce, medianOf } from '../lighthouse.mjs';
import { rendersBesideBaseline } from '../render-compare.mjs';
import { readManifest, reasonFor } from './reasons.mjs';
import { startBaselineSite, startGatewaySite } from './sites.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The commit issue 34 started from. */
export const ISLANDS_BASELINE_COMMIT = process.env.BENCH_ISLANDS_BASELINE_COMMIT ?? '3ea0798';

/** Issue 34's goals (KB = 1000 bytes, gzip on the wire). */
export const ISLANDS_GOALS = {
  readingKB: 15, // a post, /blog and its lists, /cv
  landingKB: 90, // / and a persona page
  openedKB: 120, // a persona page after scrolling to the bottom and opening a case study
  performance: 100,
  tbtMs: 50,
  cls: 0,
  otherScores: 100, // accessibility, best practices, SEO
  renderRatio: 1, // requests/s against the starting commit's rendering server: not slower
  renderNoise: 0.03, // a ratio within 3 % of 1 is 'not slower, within noise' only when some round was faster
};

/** The routes of JavaScript measure; `budgetKB` each one's goal on load. `optional`: measured only where it answers 200. */
export function javascriptRoutes(postPath) {
  return [
    { name: 'home', path: '/', budgetKB: ISLANDS_GOALS.landingKB },
    { name: 'enterprise', path: '/?persona=enterprise', budgetKB: ISLANDS_GOALS.landingKB, then: 'open-case-study' },
    { name: 'blog', path: '/blog', budgetKB: ISLANDS_GOALS.readingKB },
    { name: 'blog-page-2', path: '/blog?page=2', budgetKB: ISLANDS_GOALS.readingKB, optional: true },
    { name: 'blog-persona', path: '/blog?persona=enterprise', budgetKB: ISLANDS_GOALS.readingKB },
    { name: 'post', path: postPath, budgetKB: ISLANDS_GOALS.readingKB },
    { name: 'cv', path: '/cv', budgetKB: ISLANDS_GOALS.readingKB },
  ];
}

/** Lighthouse's routes: every public route. */
export const lighthouseRoutes = (postPath) => [
  { name: 'home', path: '/' },
  { name: 'enterprise', path: '/?persona=enterprise' },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: postPath },
  { name: 'cv', path: '/cv' },
];

/** BENCH_ISLANDS_ROUTES=post,cv: only those routes (by name), for a quicker look. */
const chosen = (routes) => {
  const names = process.env.BENCH_ISLANDS_ROUTES?.split(',').map((name) => name.trim()).filter(Boolean);
  return names?.length ? routes.filter((route) => names.includes(route.name)) : routes;
};

/** BENCH_ISLANDS_STEPS=javascript,lighthouse,render (the default: all). */
const stepAsked = (name) => {
  const steps = process.env.BENCH_ISLANDS_STEPS?.split(',').map((step) => step.trim());
  return !steps?.length || steps.includes(name);
};

async function answers200(url) {
  const answer = await fetch(url, { headers: { accept: 'text/html' } });
  await answer.arrayBuffer();
  return answer.status === 200;
}

/** The routes that answer at `url`: an optional one that does not is left out, any other is an error. */
export async function present(url, routes, log) {
  const kept = [];
  for (const route of routes) {
    if (await answers200(`${url}${route.path}`)) kept.push(route);
    else if (route.optional) log(`    ${route.path}: not 200 at ${url}, left out`);
    else throw new Error(`${url}${route.path} did not answer 200`);
  }
  return kept;
}

/** Each file's reason (reasons.mjs), for the report's table. */
export function withReasons(routes, manifest) {
  return routes.map((route) => ({ ...route, files: route.files.map((file) => ({ ...file, reason: reasonFor(file.url, manifest) })) }));
}

/**
 * Lighthouse on each route, `runs` times on each site in turn (site A run 1, site B run 1, A run 2,
 * …), so that the machine's load at any moment weighs on every site alike; the median per site.
 * The reports are written to `outDir` as `{prefix}-{route}-{site}-{run}.json`.
 */
export async function lighthouseInTurns(sites, routes, { runs, outDir, log, prefix = 'islands' }) {
  mkdirSync(outDir, { recursive: true });
  const measured = [];
  for (const route of routes) {
    if (isStopping()) break;
    log(`    ${route.path}`);
    const bySite = Object.fromEntries(sites.map((site) => [site.key, []]));
    const errors = [];
    for (let index = 1; index <= runs; index += 1) {
      for (const site of sites) {
        const started = Date.now();
        try {
          const run = await lighthouseOnce(`${site.url}${route.path}`, join(outDir, `${prefix}-${route.name}-${site.key}-${index}.json`));
          bySite[site.key].push(run);
          log(`      ${site.key.padEnd(8)} run ${index}/${runs}: ${describeRun(run)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        } catch (error) {
          errors.push(`${site.key} run ${index}: ${error.message}`);
          log(`      ${site.key} run ${index}/${runs} FAILED: ${error.message}`);
        }
      }
    }
    const medians = Object.fromEntries(sites.filter((site) => bySite[site.key].length > 0).map((site) => [site.key, medianOf(`${site.url}${route.path}`, bySite[site.key])]));
    measured.push({ name: route.name, path: route.path, ...medians, ...(errors.length ? { errors } : {}) });
  }
  return measured;
}

/**
 * Everything the islands part measures on a running stack (e2e/support/stack.mjs). `load`: autocannon's
 * settings ({ connections, duration, warmup, rounds }) for the renders.
 */
export async function islandsMeasures(stack, { lighthouseRuns = 3, load, outDir, log = console.log }) {
  const errors = {};
  const result = { baselineCommit: ISLANDS_BASELINE_COMMIT, goals: ISLANDS_GOALS, errors };
  const attempt = async (name, title, measure) => {
    if (isStopping() || !stepAsked(name.replace(/[A-Z].*$/, ''))) return;
    log(`  ${title}`);
    try {
      result[name] = await measure();
    } catch (error) {
      errors[name] = error.stack ?? String(error);
      log(`    FAILED: ${error.message}`);
    }
  };
  const manifest = readManifest(root);
  const postPath = `/blog/${await firstPublishedSlug(stack.url)}`;
  result.postPath = postPath;

  await attempt('javascript', 'JavaScript per route through nginx (fresh browser, mobile screen, gzip, network idle)', async () => {
    const routes = await present(stack.url, chosen(javascriptRoutes(postPath)), log);
    return withReasons(await javascriptPerRoute(stack.url, routes, { log }), manifest);
  });

  let baseline = null;
  const needsBaseline = stepAsked('lighthouse') || stepAsked('render');
  try {
    if (needsBaseline && !isStopping()) {
      log(`  Building ${ISLANDS_BASELINE_COMMIT}'s public site (bench/baseline.mjs)`);
      baseline = buildBaseline(ISLANDS_BASELINE_COMMIT, { log });
    }
  } catch (error) {
    errors.baseline = error.stack ?? String(error);
    log(`    FAILED: ${error.message.split('\n')[0]}`);
  }
  try {
    await attempt('lighthouse', `Lighthouse mobile, ${lighthouseRuns} runs per route and site, in turns`, async () => {
      const sites = [{ key: 'current', label: 'today through nginx', url: stack.url }];
      const stops = [];
      try {
        if (baseline) {
          const site = await startBaselineSite(baseline, stack.apiUrl);
          stops.push(site.stop);
          sites.push({ key: 'baseline', label: `${ISLANDS_BASELINE_COMMIT} through nginx`, url: site.url });
        }
        if (process.env.BENCH_ISLANDS_GATEWAY_LIGHTHOUSE !== '0' && stack.renderUrl) {
          const site = await startGatewaySite(stack.apiUrl, stack.renderUrl);
          stops.push(site.stop);
          sites.push({ key: 'gateway', label: "today through npm start's gateway", url: site.url });
        }
        const routes = chosen(lighthouseRoutes(postPath));
        // Each page once on each site first: every one answers, and each nginx's micro-cache is warm alike.
        for (const site of sites) await present(site.url, routes, log);
        return { sites: sites.map(({ key, label }) => ({ key, label })), runs: lighthouseRuns, routes: await lighthouseInTurns(sites, routes, { runs: lighthouseRuns, outDir, log }) };
      } finally {
        for (const stop of stops.reverse()) await stop();
      }
    });
    await attempt('render', `Uncached renders beside ${ISLANDS_BASELINE_COMMIT}'s rendering server`, async () => {
      if (!baseline) throw new Error(`${ISLANDS_BASELINE_COMMIT} could not be built (see errors.baseline)`);
      if (!stack.renderUrl) throw new Error('the stack has no rendering server');
      return rendersBesideBaseline(stack.renderUrl, stack.apiUrl, chosen([{ name: 'post', path: postPath }, { name: 'enterprise', path: '/?persona=enterprise' }]).map((route) => route.path), postPath, {
        ...load,
        log,
        built: baseline,
      });
    });
  } finally {
    baseline?.remove();
  }
  // Last: `npm start` builds what is stale first (scripts/start.mjs), which would pull the stack's build from under its rendering server.
  await attempt('javascriptNpmStart', 'JavaScript per route through npm start (scripts/start.mjs on free ports, its own SQLite file)', async () =>
    withReasons(await javascriptThroughNpmStart(chosen(javascriptRoutes(postPath)), { log }), manifest),
  );
  return result;
}
