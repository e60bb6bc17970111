// No dead clicks: the page's scripts held back (a slow phone's seconds between the first paint and
// hydration), each control that is not a plain link is used at once, then again once the scripts ran.
// The carousel's controls (and the theme toggle) say they are not available yet, then work.
// 'View Case Study' is a link to the case study's address, which the server renders with the dialog
// open; the persona switcher a form the server answers; the menu a link to a panel CSS shows; the
// theme toggle says it is not available yet, then works.
import { openPage, seriousViolations, DESKTOP, MOBILE } from './support/browser.mjs';
import { useWholeStack } from './support/whole-stack.mjs';
import { seededPage } from './support/visitor-site.mjs';
import { eventually } from './support/poll.mjs';

const env = useWholeStack('no-dead-clicks', { microCache: false });
const at = (path) => `${env.stack.url}${path}`;

/** Holds every script of the build (/assets/*.js, modulepreloads included) until `release()`; from then on they pass. */
async function holdScripts(page) {
  const held = [];
  let released = false;
  await page.route(/\/assets\/[^?#]*\.js(?:[?#].*)?$/, (route) => {
    if (released) return route.continue();
    held.push(route);
    return undefined;
  });
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      // A request of a page navigated away from since cannot go on: nothing waits for it.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

const hydrated = (page) => page.locator('html[data-site-ready]').count().then((count) => count > 0);
/**
 * The page as the server sent it, whole (its footer is last). The page's scripts are modules, which
 * hold DOMContentLoaded back until they have run: with them held, that event never comes.
 */
async function firstPaint(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('contentinfo').waitFor({ state: 'attached' });
}
const themeOf = (page) => page.evaluate(() => document.documentElement.dataset.theme ?? 'light');

/** Console problems React reports when the server's HTML and the first render in the browser differ. */
const hydrationProblems = (problems) => problems.filter((problem) => /hydrat|#418|#423|#425|did not match/i.test(problem));

it("works before the page's scripts run, and the same controls after: case study, persona switcher, theme toggle", async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: DESKTOP });
  const scripts = await holdScripts(page);
  const [first, second] = seededPage('enterprise').caseStudies;

  await firstPaint(page, at('/?persona=enterprise'));
  expect(await hydrated(page)).toBe(false);
  // The page's scripts are asked for and held (the route's handler may run just after the event).
  await eventually('a script of the build held', () => scripts.held() > 0, { within: 5_000, every: 50 });

  // 'View Case Study': the case study's own address, rendered by the server with its dialog open.
  const view = page.locator('#case-studies article').filter({ hasText: first }).getByRole('link', { name: 'View Case Study' }).first();
  await view.click();
  await page.waitForURL(/[?&]case=\d+#case-studies$/, { waitUntil: 'commit' });
  const dialog = page.getByRole('dialog', { name: first });
  await dialog.waitFor();
  expect(await hydrated(page)).toBe(false);
  expect(await dialog.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  expect(await seriousViolations(page)).toEqual([]);
  // Its close button is a link back to the page without `case`.
  await dialog.getByRole('link', { name: 'Close' }).click();
  await page.waitForURL((url) => url.search === '?persona=enterprise', { waitUntil: 'commit' });
  await page.locator('#case-studies').waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);

  // Both of the persona's cards fit on one screen at this width: the carousel offers no dots (the phone's are below).
  expect(await page.locator('#case-studies').getByRole('button', { name: /^Go to slide/ }).count()).toBe(0);

  // The theme toggle is visibly not available yet, and a click changes nothing.
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' });
  expect(await toggle.getAttribute('aria-disabled')).toBe('true');
  expect(await toggle.evaluate((button) => getComputedStyle(button).opacity)).toBe('0.5');
  await toggle.click({ force: true });
  expect(await themeOf(page)).toBe('light');

  // The persona switcher: a form the server answers.
  const banner = page.getByRole('banner');
  await banner.getByLabel('Persona').selectOption('business');
  await banner.getByRole('button', { name: 'Go', exact: true }).click();
  await page.waitForURL((url) => url.search === '?persona=business', { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 2, name: seededPage('business').heroTitles[0] }).first().waitFor();
  expect(await hydrated(page)).toBe(false);

  // Scripts released: hydrated, the same controls work in place.
  await firstPaint(page, at('/?persona=enterprise'));
  await scripts.release();
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    window.samePage = true;
  });

  // The carousel took over from the server's first cards once the reader reached them (its island
  // starts when near the screen; react-slick arrives after `load`).
  await page.locator('#case-studies').scrollIntoViewIfNeeded();
  await page.locator('[data-island="caseStudies"][data-island-hydrated]').waitFor({ state: 'attached' });
  await page.locator('#case-studies .slick-list').waitFor();
  const hydratedView = page.locator('#case-studies').getByRole('link', { name: 'View Case Study' }).filter({ visible: true }).first();
  const title = await hydratedView.evaluate((link) => document.getElementById(link.getAttribute('aria-describedby')).textContent);
  expect([first, second]).toContain(title);
  await hydratedView.click();
  const opened = page.getByRole('dialog', { name: title });
  await opened.waitFor();
  expect(page.url()).toMatch(/\?persona=enterprise&case=\d+#case-studies$/);
  expect(await page.evaluate(() => window.samePage)).toBe(true);
  // Focus is in the dialog; Back closes it and gives focus back to the link.
  expect(await opened.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.goBack();
  await opened.waitFor({ state: 'detached' });
  expect(page.url()).not.toMatch(/case=/);
  expect(await page.evaluate(() => window.samePage)).toBe(true);
  // Opened again, Escape closes it and removes `case`.
  await hydratedView.click();
  await opened.waitFor();
  await page.keyboard.press('Escape');
  await opened.waitFor({ state: 'detached' });
  expect(page.url()).not.toMatch(/case=/);
  expect(await hydratedView.evaluate((link) => link === document.activeElement)).toBe(true);

  const enabledToggle = page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' });
  expect(await enabledToggle.getAttribute('aria-disabled')).toBeNull();
  await enabledToggle.click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');

  // The persona switcher sends itself on a choice (its 'Go' button gone): the server answers with the persona's page.
  expect(await page.getByRole('banner').getByRole('button', { name: 'Go', exact: true }).count()).toBe(0);
  await page.getByRole('banner').getByLabel('Persona').selectOption('fitness');
  await page.waitForURL((url) => url.search === '?persona=fitness');
  await page.getByRole('heading', { level: 2, name: seededPage('fitness').heroTitles[0] }).first().waitFor();

  expect(hydrationProblems(problems)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

it("offers the carousel's dots on a phone, where the cards take more than one screen, only once they work", async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: MOBILE });
  const scripts = await holdScripts(page);
  await firstPaint(page, at('/?persona=enterprise'));
  const dots = page.locator('#case-studies').getByRole('button', { name: /^Go to slide/ });
  expect(await dots.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-disabled')))).toEqual(['true', 'true']);

  await scripts.release();
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  await page.locator('#case-studies').scrollIntoViewIfNeeded();
  await page.locator('[data-island="caseStudies"][data-island-hydrated]').waitFor({ state: 'attached' });
  await page.locator('#case-studies .slick-list').waitFor();
  const secondDot = page.locator('#case-studies').getByRole('button', { name: 'Go to slide 2 of 2' });
  expect(await secondDot.getAttribute('aria-disabled')).toBeNull();
  await secondDot.click();
  await page.waitForFunction(() => document.querySelector('#case-studies [aria-label="Go to slide 2 of 2"]')?.getAttribute('aria-current') === 'true');
  expect(hydrationProblems(problems)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

it("hydrates a shared case-study address with its dialog open, focus managed, and no hydration warning", async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: DESKTOP });
  const [first] = seededPage('enterprise').caseStudies;
  await page.goto(at('/?persona=enterprise'));
  const id = await page
    .locator('#case-studies article')
    .filter({ hasText: first })
    .getByRole('link', { name: 'View Case Study' })
    .first()
    .evaluate((link) => new URL(link.href).searchParams.get('case'));

  await page.goto(at(`/?persona=enterprise&case=${id}#case-studies`));
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  const dialog = page.getByRole('dialog', { name: first });
  await dialog.waitFor();
  // Hydrated, the dialog is the modal one: focus inside, Close a button that removes `case`.
  await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement));
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).search).toBe('?persona=enterprise');

  // An unknown case study: the page, without a dialog.
  const unknown = await page.goto(at('/?persona=enterprise&case=999999'));
  expect(unknown.status()).toBe(200);
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  await page.locator('#case-studies').waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);

  expect(hydrationProblems(problems)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

it('opens the menu at 375 px before the scripts run (a link to a panel CSS shows), and as the full-screen dialog after', async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: MOBILE });
  const scripts = await holdScripts(page);
  await firstPaint(page, at('/?persona=enterprise'));
  expect(await hydrated(page)).toBe(false);

  await page.getByRole('banner').getByRole('link', { name: 'Open menu' }).click();
  // The menu's <dialog>, shown by CSS as the address's target.
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await panel.waitFor();
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
  expect(await panel.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).isVisible()).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('link', { name: 'Close menu' }).click();
  await panel.waitFor({ state: 'hidden' });

  await scripts.release();
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  // The same link is now a button that opens the panel as a modal dialog, which its close link closes.
  const open = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await open.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  expect(await menu.evaluate((dialog) => dialog.open && dialog.matches(':modal'))).toBe(true);
  await menu.getByRole('link', { name: 'Close menu' }).click();
  await menu.waitFor({ state: 'hidden' });
  expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);

  expect(hydrationProblems(problems)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});
