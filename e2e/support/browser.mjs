// Debian's Chromium driven by playwright-core (STACK pitfall 10), with what every journey checks:
// no page error, no console error (CSP violations included), axe-core, and screenshots for a person.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true }).catch((error) => {
    throw new Error(`Chromium did not start from ${CHROMIUM} (apt-get install chromium; .ci/run does it): ${error.message}`);
  });
}

/**
 * A fresh context (no storage) and page. `problems` collects what a visitor would never want to
 * happen: uncaught errors, console errors (Chromium reports CSP violations there) and 5xx answers.
 */
export async function openPage(browser, { viewport = DESKTOP, colorScheme = 'light', reducedMotion = 'reduce', userAgent } = {}) {
  const context = await browser.newContext({ viewport, colorScheme, reducedMotion, ...(userAgent ? { userAgent } : {}) });
  // CI runs two of these files beside the Docker trials on two cores: a screen can take longer than
  // playwright's 30 s to come on a loaded machine (the console's sign-in card once did), which is no fault.
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
  });
  return { context, page, problems };
}

/** axe-core's serious and critical violations on the page as it is now, one line each. */
export async function seriousViolations(page) {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern: the CSP stays on.
  await page.evaluate(axeSource);
  const result = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Writes `<name>-<width>-<scheme>.png` into the run's screenshot folder (printed at the end). */
export async function screenshot(page, name) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) throw new Error('E2E_SCREENSHOTS is not set: run through npm run test:e2e');
  mkdirSync(folder, { recursive: true });
  const { width } = page.viewportSize();
  const scheme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  // Chromium's full-page capture shows the page a viewport of almost no width for a moment (its width
  // media queries fire, and a page that renders then takes itself for a phone's): what a screen keeps
  // must not hang on its layout (the console's section stays mounted across 768 px).
  await page.screenshot({ path: join(folder, `${name}-${width}-${scheme}.png`), fullPage: true });
}
