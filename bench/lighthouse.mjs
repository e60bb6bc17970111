// Lighthouse's default mobile run (simulated throttling) on one URL, `runs` times, each in a fresh
// Chromium; the full reports go to bench/results/lighthouse/ (kept out of git), the figures of the
// median run (by performance score) come back.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { whenStopping } from './cleanup.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  cls: 'cumulative-layout-shift',
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  tbt: 'total-blocking-time',
  si: 'speed-index',
};

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));

/** The audits that cost a category points in this run: what the report gives as the reason. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue ?? null,
      items: [
        ...new Set(
          (audit.details?.items ?? [])
            .map((item) => item.description ?? item.issueType ?? item.node?.snippet ?? item.node?.selector ?? item.url ?? item.source?.url ?? null)
            .filter(Boolean)
            .map((text) => String(text).replace(/\s+/g, ' ').slice(0, 160)),
        ),
      ].slice(0, 3),
    }));
}

/** Performance opportunities with estimated savings, largest first (the perf "why"). */
function opportunities(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => audit.id !== 'largest-contentful-paint-element')
    .filter((audit) => audit.score !== null && audit.score < 1 && (audit.metricSavings?.LCP > 0 || audit.metricSavings?.FCP > 0 || audit.metricSavings?.TBT > 0 || audit.metricSavings?.CLS > 0))
    .map((audit) => ({ id: audit.id, title: audit.title, displayValue: audit.displayValue ?? null, savings: audit.metricSavings }))
    .sort((a, b) => (b.savings.LCP ?? 0) + (b.savings.FCP ?? 0) - (a.savings.LCP ?? 0) - (a.savings.FCP ?? 0))
    .slice(0, 5);
}

/** A page's own files that answered an error (a script, a style sheet, the document): the run did not measure the page as served. */
const failedResources = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.statusCode >= 400 && ['Script', 'Stylesheet', 'Document'].includes(item.resourceType))
    .map((item) => `${item.url.replace(/^https?:\/\/[^/]+/, '')}: HTTP ${item.statusCode}`);

function figures(lhr, reportFile) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr.categories[id])]));
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]));
  return {
    scores,
    metrics,
    reportFile,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    runWarnings: lhr.runWarnings ?? [],
    failedResources: failedResources(lhr),
    failing: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)])),
    opportunities: opportunities(lhr),
  };
}

/** One Lighthouse run of `url` in a fresh Chromium; its full report written to `reportFile`. */
export async function lighthouseOnce(url, reportFile) {
  // run.mjs's own Ctrl-C handler stops it (chrome-launcher's would exit before the stack is stopped).
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless', ...CHROMIUM_FLAGS], logLevel: 'silent', handleSIGINT: false });
  const stop = whenStopping(() => chrome.kill());
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    writeFileSync(reportFile, result.report);
    return figures(result.lhr, reportFile);
  } finally {
    await stop();
  }
}

/**
 * `runs` Lighthouse runs of `url`; the median is the middle run by performance score (ties broken
 * by LCP), and every run's scores stay in `runs` for the raw JSON.
 */
export async function lighthouseMedian(url, { name, runs = 3, outDir, log = console.log }) {
  mkdirSync(outDir, { recursive: true });
  const results = [];
  for (let index = 1; index <= runs; index += 1) {
    const started = Date.now();
    const run = await lighthouseOnce(url, join(outDir, `${name}-${index}.json`));
    results.push(run);
    log(`    run ${index}/${runs}: ${describeRun(run)} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  return medianOf(url, results);
}

/** One run's figures in a line of the log. */
export const describeRun = ({ scores, metrics, runtimeError, failedResources: failed = [] }) =>
  `performance ${scores.performance}, a11y ${scores.accessibility}, best practices ${scores['best-practices']}, SEO ${scores.seo}; ` +
  `CLS ${metrics.cls?.toFixed(3)}, LCP ${Math.round(metrics.lcp)} ms, TBT ${Math.round(metrics.tbt)} ms` +
  (runtimeError ? `; error: ${runtimeError}` : '') +
  (failed.length ? `; INVALID, ${failed.length} file(s) failed: ${failed.slice(0, 2).join(', ')}` : '');

/** The median of `results` (the middle run by performance score, ties broken by LCP), every run's scores kept. */
export function medianOf(url, results) {
  const ordered = [...results].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1) || (b.metrics.lcp ?? 0) - (a.metrics.lcp ?? 0));
  const median = ordered[Math.floor((ordered.length - 1) / 2)];
  return {
    url,
    median,
    runs: results.map(({ scores, metrics, reportFile, runtimeError, failedResources: failed }) => ({ scores, metrics, reportFile, runtimeError, failedResources: failed })),
  };
}
