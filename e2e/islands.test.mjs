// Pages and islands in Chromium: a reading page loads no React; Back is restored from the
// back/forward cache; with every script blocked the site still works by links and forms; a control
// used before its island is live does what it says once it is; and no island warns on hydrating.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, DESKTOP, MOBILE, openPage } from './support/browser.mjs';
import { useWholeStack } from './support/whole-stack.mjs';
import { seededPage, seededPosts, scrollThrough, TAG_TYPES } from './support/visitor-site.mjs';

const env = useWholeStack('islands', { microCache: false });
const at = (path) => `${env.stack.url}${path}`;
const [firstPost] = seededPosts(null);

/** Console problems React reports when the server's HTML and the first render in the browser differ. */
const hydrationProblems = (problems) => problems.filter((problem) => /hydrat|#418|#423|#425|did not match/i.test(problem));

/** The scripts a page fetched, by file name. */
function scriptsOf(page) {
  const fetched = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname.split('/').pop());
  });
  return fetched;
}

/** Every island of the page live: reached by scrolling (visible ones) and touched (those that wait for a first use). */
async function everyIslandLive(page) {
  await scrollThrough(page);
  for (const island of await page.locator('[data-island][data-island-when="interaction"]').all()) {
    await island.evaluate((element) => element.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  }
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-island-hydrated')));
}

it('loads no React on a post, /blog or /cv: the site’s plain script only', async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: MOBILE });
  const fetched = scriptsOf(page);
  for (const path of [`/blog/${firstPost.slug}`, '/blog', '/cv']) {
    fetched.length = 0;
    await page.goto(at(path), { waitUntil: 'networkidle' });
    expect(await page.locator('[data-island]').count()).toBe(0);
    expect(fetched.filter((name) => /^islands-|react|slider|hero-slides/.test(name))).toEqual([]);
    expect(fetched.some((name) => /^site-.*\.js$/.test(name))).toBe(true);
  }
  expect(problems).toEqual([]);
  await context.close();
});

it('restores /blog from the back/forward cache on Back from a post, where the reader was', async () => {
  // playwright-core turns the cache off unless told not to (STACK.md).
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  try {
    const context = await browser.newContext({ viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(at('/blog'), { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      window.restored = [];
      window.addEventListener('pageshow', (event) => window.restored.push(event.persisted));
      window.scrollTo({ top: 600, behavior: 'instant' });
    });
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page.getByRole('main').getByRole('link', { name: firstPost.title }).first().click();
    await page.getByRole('heading', { level: 1, name: firstPost.title }).waitFor();

    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => Array.isArray(window.restored) && window.restored.includes(true));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(new URL(page.url()).pathname).toBe('/blog');
    await context.close();
  } finally {
    await browser.close();
  }
});

describe('with every script blocked', () => {
  let context;
  let page;
  let problems;
  beforeEach(async () => {
    context = await env.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    page = await context.newPage();
    problems = [];
    page.on('response', (response) => response.status() >= 500 && problems.push(`${response.status()} ${response.url()}`));
  });
  afterEach(async () => {
    expect(problems).toEqual([]);
    await context.close();
  });

  it('searches and filters the blog, and pages through it, by forms and links', async () => {
    await page.goto(at('/blog'));
    const search = page.getByRole('search');
    await search.getByRole('searchbox').fill(firstPost.title.split(' ').slice(0, 2).join(' '));
    await search.getByRole('button').first().click();
    await page.waitForURL((url) => url.pathname === '/blog' && url.searchParams.has('q'));
    await page.getByRole('main').getByRole('link', { name: firstPost.title }).first().waitFor();

    await page.goto(at('/blog'));
    await page.getByRole('group', { name: 'Filter posts by persona' }).locator('a[href="/blog?persona=fitness"]').click();
    await page.waitForURL((url) => url.searchParams.get('persona') === 'fitness');
    const fitnessTitles = seededPosts('fitness').map((post) => post.title);
    await page.getByRole('main').getByRole('link', { name: fitnessTitles[0] }).first().waitFor();
  });

  it('switches persona with the header’s form, and opens a case study by its link', async () => {
    await page.goto(at('/?persona=enterprise'));
    const banner = page.getByRole('banner');
    await banner.getByLabel('Persona').selectOption('business');
    await banner.getByRole('button', { name: 'Go', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('persona') === 'business');
    await page.getByRole('heading', { level: 2, name: seededPage('business').heroTitles[0] }).first().waitFor();

    const [title] = seededPage('business').caseStudies;
    await page.locator('#case-studies article').filter({ hasText: title }).getByRole('link', { name: 'View Case Study' }).first().click();
    await page.waitForURL(/[?&]case=\d+#case-studies$/);
    await page.getByRole('dialog', { name: title }).waitFor();
  });
});

it('does what a control says when it is used before its island is live, without a second click', async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: DESKTOP });
  // Every script of the build held (a slow phone's network): the site's, the islands' and the island's own code.
  const held = [];
  let released = false;
  await page.route(/\/assets\/[^?#]*\.js(?:[?#].*)?$/, (route) => (released ? route.continue() : void held.push(route)));
  // Module scripts hold DOMContentLoaded back until they have run: wait for the page itself instead.
  await page.goto(at('/?persona=enterprise#skills'), { waitUntil: 'commit' });
  const skills = page.locator('#skills');
  const technical = skills.getByRole('button', { name: 'Technical', exact: true });
  await technical.click();
  expect(await page.locator('[data-island="skills"][data-island-hydrated]').count()).toBe(0);
  expect(await technical.getAttribute('aria-pressed')).toBe('false');
  expect(held.length).toBeGreaterThan(0);

  released = true;
  await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
  await page.locator('[data-island="skills"][data-island-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelector('#skills button[aria-pressed="true"]')?.textContent === 'Technical');
  expect(hydrationProblems(problems)).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

it('hydrates every island of every persona page in both themes without a warning', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { context, page, problems } = await openPage(env.browser, { viewport: DESKTOP, colorScheme });
    for (const persona of TAG_TYPES) {
      await page.goto(at(`/?persona=${persona}`));
      await everyIslandLive(page);
      expect(await page.locator('[data-island]').count()).toBeGreaterThanOrEqual(3);
    }
    expect(hydrationProblems(problems)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  }
});
