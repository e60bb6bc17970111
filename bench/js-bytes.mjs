// JavaScript a visitor downloads per route: each route loaded in a fresh Chromium context (empty
// cache), the network left to go idle, and the bytes on the wire of every JavaScript response summed
// from the DevTools protocol (Network.loadingFinished's encodedDataLength: compressed body + headers).
// Then the page scrolled to the bottom step by step (each island's 'visible' rule fires), and for a
// route with `then: 'open-case-study'` the first 'View Case Study' opened once its island is live.
/* global document, window */
import { chromium } from 'playwright-core';
import { startNpmStart } from '../e2e/support/npm-start.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { whenStopping } from './cleanup.mjs';

// Lighthouse's mobile screen (moto g power), so both measures see the same layout.
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const IS_JS = /javascript|ecmascript/i;
const isJavaScript = (entry) => (entry.type === 'Script' || IS_JS.test(entry.mimeType)) && entry.status < 400;

/**
 * Resolves once no request has been in flight for 500 ms (30 s at most; then to what is still in flight). Not playwright's
 * 'networkidle': that is a state of the document's load, reached once, and true ever after, even
 * while an island scrolled into view is still fetching its code.
 */
async function quiet(page, inFlight, { idleMs = 500, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let idleSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    if (inFlight.size > 0) idleSince = Date.now();
    else if (Date.now() - idleSince >= idleMs) return [];
  }
  return [...inFlight.values()];
}

/**
 * The first 'View Case Study' on the page, clicked once the case studies island is live (its rule:
 * visible), so that the dialog opens in place; then the network left to go idle. Says whether the
 * dialog opened and whether the page stayed the same document (no navigation to the case study's address).
 */
async function openCaseStudy(page, settle) {
  const island = page.locator('[data-island="caseStudies"]');
  if ((await island.count()) === 0) return { opened: false, inPlace: false, note: 'no case studies island on the page' };
  const link = page.getByRole('link', { name: 'View Case Study' }).first();
  await link.scrollIntoViewIfNeeded({ timeout: 10_000 });
  const live = await page
    .locator('[data-island="caseStudies"][data-island-hydrated]')
    .first()
    .waitFor({ state: 'attached', timeout: 15_000 })
    .then(() => true, () => false);
  await page.evaluate(() => (window.benchSameDocument = true));
  await link.click({ timeout: 10_000 });
  const opened = await page
    .getByRole('dialog')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(() => true, () => false);
  await settle();
  const inPlace = await page.evaluate(() => window.benchSameDocument === true).catch(() => false);
  return { opened, inPlace, islandLive: live, url: new URL(page.url()).pathname + new URL(page.url()).search };
}

/** Loads `url` and returns every JavaScript response with its bytes, before and after a scroll to the bottom. */
async function measureRoute(browser, url, then) {
  const context = await browser.newContext({ ...MOBILE, extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map();
    const finished = [];
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      requests.set(requestId, {
        url: response.url,
        type,
        mimeType: response.mimeType,
        status: response.status,
        encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
        headerBytes: response.encodedDataLength ?? 0,
      });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) finished.push({ ...request, wireBytes: encodedDataLength });
    });
    // A script that failed or answered an error was not measured: the figure would be too low.
    const failures = [];
    const sent = new Map();
    const inFlight = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
      sent.set(requestId, request.url);
      if (!request.url.startsWith('data:')) inFlight.set(requestId, { url: request.url, type });
    });
    cdp.on('Network.loadingFinished', ({ requestId }) => inFlight.delete(requestId));
    cdp.on('Network.loadingFailed', ({ requestId }) => inFlight.delete(requestId));
    const settle = async () => {
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
      // A script still coming when the wait gives up was not counted: the figure would be too low.
      for (const pending of await quiet(page, inFlight)) if (pending.type === 'Script') failures.push(`${pending.url}: still loading after 30 s`);
    };
    cdp.on('Network.loadingFailed', ({ requestId, type, errorText }) => {
      if (type === 'Script') failures.push(`${sent.get(requestId) ?? requestId}: ${errorText}`);
    });
    // Not a missed download, but worth knowing (a hydration error re-renders the page on the client).
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message.slice(0, 200)));

    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status()}`);
    await settle();
    const onLoad = finished.filter(isJavaScript);
    // What a reader who scrolls the whole page also fetches (islands hydrated when visible, lazily
    // loaded sections): half a screen at a time, a pause at each step for the islands' observers,
    // until the bottom stays the bottom (a hydrated island may change the page's height). Runs in the page.
    await page.evaluate(async () => {
      const pause = () => new Promise((resolve) => setTimeout(resolve, 150));
      let y = 0;
      for (let steps = 0; steps < 400 && y < document.documentElement.scrollHeight - window.innerHeight; steps += 1) {
        y += window.innerHeight / 2;
        window.scrollTo({ top: y, behavior: 'instant' });
        await pause();
      }
      await pause();
    });
    await settle();
    const afterScroll = finished.filter(isJavaScript);
    let afterOpen = null;
    let journey = null;
    if (then === 'open-case-study') {
      journey = await openCaseStudy(page, settle);
      afterOpen = finished.filter(isJavaScript);
    }
    for (const entry of finished) {
      if (entry.type === 'Script' && entry.status >= 400) failures.push(`${entry.url}: HTTP ${entry.status}`);
    }
    const phaseOf = (entry) => (onLoad.includes(entry) ? 'load' : afterScroll.includes(entry) ? 'scroll' : 'open');
    return { onLoad, afterScroll, afterOpen, journey, failures, pageErrors, phaseOf };
  } finally {
    await context.close();
  }
}

const sum = (entries, key) => entries.reduce((total, entry) => total + (entry[key] ?? 0), 0);

function summary(entries) {
  return {
    files: entries.length,
    wireBytes: sum(entries, 'wireBytes'),
    // The compressed bodies alone (the wire bytes less each response's headers).
    bodyBytes: entries.reduce((total, entry) => total + Math.max(0, entry.wireBytes - entry.headerBytes), 0),
    uncompressed: entries
      .filter((entry) => !/gzip|br|zstd|deflate/.test(entry.encoding))
      .map((entry) => ({ url: entry.url, bodyBytes: Math.max(0, entry.wireBytes - entry.headerBytes) })),
  };
}

/** `routes`: [{ name, path }]. One Chromium for all of them, a fresh context (no cache) per route. */
export async function javascriptPerRoute(baseUrl, routes, { log = console.log } = {}) {
  // Signals are run.mjs's to handle: it closes this browser with everything else it started.
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true, handleSIGINT: false, handleSIGTERM: false });
  const stop = whenStopping(() => browser.close());
  try {
    const results = [];
    for (const route of routes) {
      const { onLoad, afterScroll, afterOpen, journey, failures, pageErrors, phaseOf } = await measureRoute(browser, `${baseUrl}${route.path}`, route.then);
      const all = afterOpen ?? afterScroll;
      const result = {
        ...route,
        failures,
        pageErrors,
        onLoad: summary(onLoad),
        afterScroll: summary(afterScroll),
        ...(afterOpen ? { afterOpen: summary(afterOpen), journey } : {}),
        // `phase`: when the file came: on load, while scrolling, or on opening (a case study).
        files: all.map((entry) => ({ url: entry.url.replace(baseUrl, ''), wireBytes: entry.wireBytes, headerBytes: entry.headerBytes, encoding: entry.encoding, phase: phaseOf(entry) })),
      };
      log(
        `    ${route.path}: ${(result.onLoad.wireBytes / 1000).toFixed(1)} KB in ${result.onLoad.files} files on load, ` +
          `${(result.afterScroll.wireBytes / 1000).toFixed(1)} KB after scrolling` +
          (afterOpen ? `, ${(result.afterOpen.wireBytes / 1000).toFixed(1)} KB after opening a case study (${journey.opened ? (journey.inPlace ? 'dialog opened in place' : 'opened by navigating') : `did not open${journey.note ? `: ${journey.note}` : ''}`})` : '') +
          (failures.length ? `; ${failures.length} failure(s), the figure is too low: ${failures.slice(0, 3).join('; ')}` : '') +
          (pageErrors.length ? `; page error(s): ${pageErrors.join('; ')}` : ''),
      );
      results.push(result);
    }
    return results;
  } finally {
    await stop();
  }
}

/** A public list of the API at `url` (`path` after /api, e.g. '/blog/posts?status=published'): its items. */
export async function publicList(url, path) {
  const answer = await fetch(`${url}/api${path}`);
  if (!answer.ok) throw new Error(`GET /api${path} answered ${answer.status}`);
  const body = await answer.json();
  return Array.isArray(body) ? body : (body.items ?? body.posts ?? body.data ?? []);
}

/** The first published post's slug, from the public API at `url`. */
export async function firstPublishedSlug(url) {
  const posts = await publicList(url, '/blog/posts?status=published');
  const slug = posts.find((post) => post.slug)?.slug;
  if (!slug) throw new Error('no published post to measure');
  return slug;
}

/** The same routes through `npm start` (its gateway; the API on a SQLite file of its own, seeded alike), started for this measure only. */
export async function javascriptThroughNpmStart(routes, { log = console.log } = {}) {
  const folio = await startNpmStart();
  const stop = whenStopping(() => folio.stop());
  try {
    const postPath = `/blog/${await firstPublishedSlug(folio.url)}`;
    const here = [];
    for (const route of routes.map((each) => (each.name === 'post' ? { ...each, path: postPath } : each))) {
      // An optional route (a second page of the blog) is measured only where its data makes it exist.
      if (route.optional && !(await fetch(`${folio.url}${route.path}`).then((answer) => answer.arrayBuffer().then(() => answer.status === 200)))) {
        log(`    ${route.path}: not 200 through npm start, left out`);
        continue;
      }
      here.push(route);
    }
    return await javascriptPerRoute(folio.url, here, { log });
  } finally {
    await stop();
  }
}
