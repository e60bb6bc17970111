// The CV's measures (issue 26): the PDF's generation on the rendering server, drawn (a new version of
// the document each time: the owner's summary changed between requests) and from its stored copy,
// p50 and p99; Lighthouse on /cv (mobile preset); its JavaScript beside the other public routes'.
import { performance } from 'node:perf_hooks';
import { adminClient } from '../../e2e/support/admin-client.mjs';
import { javascriptPerRoute } from '../js-bytes.mjs';
import { lighthouseMedian } from '../lighthouse.mjs';

export const CV_ROUTE = { name: 'cv', path: '/cv?persona=enterprise' };
/** Measured beside it in the same run, so that a score lower than 100 can be told apart from the machine's state that day. */
export const REFERENCE_ROUTE = { name: 'cv-reference-blog', path: '/blog' };
export const CV_GOALS = { lighthouse: 100 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (timings) => {
  const sorted = [...timings].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) };
};

async function timedPdf(url) {
  const started = performance.now();
  const answer = await fetch(url);
  const bytes = (await answer.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  if (answer.status !== 200 || answer.headers.get('content-type') !== 'application/pdf') throw new Error(`${url} answered ${answer.status} ${answer.headers.get('content-type')}`);
  return { ms, bytes };
}

/**
 * PDF generation through the rendering server itself (`renderUrl`, past nginx's micro-cache): each
 * uncached request follows a saved change of the enterprise CV's summary (a new document version, so
 * a new drawing); each cached one asks again for a version already drawn. The owner's settings are
 * put back as they were.
 */
export async function pdfGeneration(stackUrl, renderUrl, { uncached = 20, cached = 200, log = console.log } = {}) {
  const admin = await adminClient(stackUrl);
  const { body: saved } = await admin.call('GET', 'admin/cv/settings');
  const url = `${renderUrl}/cv.pdf?persona=enterprise`;
  const drawn = [];
  const kept = [];
  let bytes = 0;
  try {
    for (let index = 0; index < uncached; index += 1) {
      const settings = structuredClone(saved);
      settings.profiles.enterprise.summary = `A measured summary, version ${index} of ${Date.now()}.`;
      const put = await admin.call('PUT', 'admin/cv/settings', settings);
      if (put.status !== 200) throw new Error(`PUT admin/cv/settings answered ${put.status}`);
      const first = await timedPdf(url);
      drawn.push(first.ms);
      bytes = first.bytes;
    }
    for (let index = 0; index < cached; index += 1) kept.push((await timedPdf(url)).ms);
  } finally {
    await admin.call('PUT', 'admin/cv/settings', saved);
  }
  const result = { url: '/cv.pdf?persona=enterprise', pdfBytes: bytes, uncached: summary(drawn), cached: summary(kept) };
  log(`    drawn: p50 ${Math.round(result.uncached.p50Ms)} ms, p99 ${Math.round(result.uncached.p99Ms)} ms; stored copy: p50 ${result.cached.p50Ms.toFixed(1)} ms, p99 ${result.cached.p99Ms.toFixed(1)} ms; ${bytes} bytes`);
  return result;
}

/** Everything the CV part measures on a running stack. */
export async function cvMeasures(stack, { lighthouseRuns = 3, outDir, log = console.log } = {}) {
  log('    PDF generation');
  const pdf = await pdfGeneration(stack.url, stack.renderUrl ?? stack.url, { log });
  log(`    Lighthouse mobile on ${CV_ROUTE.path}`);
  const lighthouse = { ...CV_ROUTE, ...(await lighthouseMedian(`${stack.url}${CV_ROUTE.path}`, { name: CV_ROUTE.name, runs: lighthouseRuns, outDir, log })) };
  log(`    Lighthouse mobile on ${REFERENCE_ROUTE.path}, for reference`);
  const reference = { ...REFERENCE_ROUTE, ...(await lighthouseMedian(`${stack.url}${REFERENCE_ROUTE.path}`, { name: REFERENCE_ROUTE.name, runs: lighthouseRuns, outDir, log })) };
  log(`    JavaScript on ${CV_ROUTE.path} and ${REFERENCE_ROUTE.path}`);
  const [javascript, referenceJavascript] = await javascriptPerRoute(stack.url, [CV_ROUTE, REFERENCE_ROUTE], { log });
  return { pdf, lighthouse, javascript, reference: { lighthouse: reference, javascript: referenceJavascript } };
}
