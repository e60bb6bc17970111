// JavaScript a visitor downloads per route: each route loaded in a fresh Chromium context (empty
// cache), the network left to go idle, and the bytes on the wire of every JavaScript response summed
// from the DevTools protocol (Network.loadingFinished's encodedDataLength: compressed body + headers).
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { whenStopping } from './cleanup.mjs';

// Lighthouse's mobile screen (moto g power), so both measures see the same layout.
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const IS_JS = /javascript|ecmascript/i;
const isJavaScript = (entry) => (entry.type === 'Script' || IS_JS.test(entry.mimeType)) && entry.status < 400;

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
}

/** Loads `url` and returns every JavaScript response with its bytes, before and after a scroll to the bottom. */
async function measureRoute(browser, url) {
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
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => sent.set(requestId, request.url));
    cdp.on('Network.loadingFailed', ({ requestId, type, errorText }) => {
      if (type === 'Script') failures.push(`${sent.get(requestId) ?? requestId}: ${errorText}`);
    });
    // Not a missed download, but worth knowing (a hydration error re-renders the page on the client).
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message.slice(0, 200)));

    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status()}`);
    await settle(page);
    const onLoad = finished.filter(isJavaScript);
    // What a reader who scrolls the whole page also fetches (lazily loaded sections). Runs in the page.
    /* global document, window */
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await settle(page);
    const afterScroll = finished.filter(isJavaScript);
    for (const entry of finished) {
      if (entry.type === 'Script' && entry.status >= 400) failures.push(`${entry.url}: HTTP ${entry.status}`);
    }
    return { onLoad, afterScroll, failures, pageErrors };
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
      const { onLoad, afterScroll, failures, pageErrors } = await measureRoute(browser, `${baseUrl}${route.path}`);
      const result = {
        ...route,
        failures,
        pageErrors,
        onLoad: summary(onLoad),
        afterScroll: summary(afterScroll),
        files: afterScroll.map(({ url, wireBytes, headerBytes, encoding }) => ({ url: url.replace(baseUrl, ''), wireBytes, headerBytes, encoding })),
      };
      log(
        `    ${route.path}: ${(result.onLoad.wireBytes / 1000).toFixed(1)} KB in ${result.onLoad.files} files on load, ` +
          `${(result.afterScroll.wireBytes / 1000).toFixed(1)} KB after scrolling` +
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
