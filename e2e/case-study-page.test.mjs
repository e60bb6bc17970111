// A page per case study (issue 38), end to end on the production stack behind nginx: from a persona's
// page a visitor opens a case study's dialog, follows it to the case study's own page (/work/{slug}:
// title, the four parts, technologies, the call to action keeping the persona) and comes back; a
// renamed case study's former address answers 301 to the current one; the same journey works with
// JavaScript off; the page has no serious axe violation in both themes at 1280 and 375 px.
import { caseStudyPath } from '../contracts/src/index.ts';
import { signInThroughApi } from './support/admin-api.mjs';
import { DESKTOP, MOBILE, openPage, screenshot, seriousViolations } from './support/browser.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

// A rename must show at once; the micro-cache's own window has its own test (server-rendering).
const env = useWholeStack('case-study-page', { microCache: false });
const at = (path) => `${env.stack.url}${path}`;
const TIMEOUT = 300_000;

// The seed's first Business Automation case study (its slug made from its title by the migration's rule).
const TITLE = 'Client Onboarding Autopilot';
const SLUG = 'client-onboarding-autopilot';
const PARTS = ['Overview', 'Challenge', 'Solution', 'Results'];

/** What every case study page shows, whatever the browser runs. */
async function expectCaseStudyPage(page) {
  expect(new URL(page.url()).pathname).toBe(caseStudyPath(SLUG));
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(TITLE);
  const headings = await page.locator('article h2').allInnerTexts();
  expect(headings.slice(0, 4)).toEqual(PARTS);
  expect(headings).toContain('Technologies');
  expect(await page.getByRole('link', { name: 'Contact Me', exact: true }).getAttribute('href')).toBe('/?persona=business#contact');
  expect(await page.locator('script[type="application/ld+json"]').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('"CreativeWork"')]));
}

it("goes from a persona's page to a case study's own page through its dialog, and back", async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: DESKTOP });
  try {
    await page.goto(at('/?persona=business'));
    const section = page.locator('#case-studies');
    const card = section.locator('article', { has: page.getByRole('heading', { level: 3, name: TITLE }) });
    // As a visitor sees the cards before choosing one: the section's island hydrates once in view. A click
    // before that follows the link to the server's dialog, which that same hydration then redraws (a
    // second click racing it was lost on a loaded CI machine); the journey without JavaScript has its own suite.
    await section.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const islands = [...document.querySelectorAll('#case-studies [data-island]')];
      return islands.length > 0 && islands.every((island) => island.hasAttribute('data-island-hydrated'));
    });
    await card.getByRole('link', { name: 'View Case Study' }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Read the full case study' }).click();
    await page.waitForURL(at(caseStudyPath(SLUG)));
    await expectCaseStudyPage(page);

    // The persona's other case studies lead to their own pages.
    const others = page.getByRole('region', { name: 'More case studies' });
    expect(await others.getByRole('link').count()).toBeGreaterThan(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('persona') === 'business');
    await section.waitFor();
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}, TIMEOUT);

it('answers a former address with a 301 to the current one after the owner changes the slug', async () => {
  const { cookie, write } = await signInThroughApi(env.stack.url);
  const studies = await (await fetch(at('/api/admin/case-studies'), { headers: { cookie } })).json();
  const study = studies.find((item) => item.slug === SLUG);
  const renamed = `${SLUG}-for-accountants`;
  await write('PUT', `admin/case-studies/${study.id}`, { ...study, slug: renamed });
  try {
    const moved = await fetch(at(caseStudyPath(SLUG)), { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get('location'), env.stack.url).pathname).toBe(caseStudyPath(renamed));
    expect((await fetch(at(caseStudyPath(renamed)))).status).toBe(200);
    expect((await fetch(at('/work/no-such-case-study'))).status).toBe(404);
  } finally {
    const current = await (await fetch(at(`/api/case-studies/slug/${renamed}`))).json();
    await write('PUT', `admin/case-studies/${study.id}`, { ...current, slug: SLUG });
  }
}, TIMEOUT);

it('works without JavaScript: the dialog is an address of its own, and its link opens the page', async () => {
  const context = await env.browser.newContext({ viewport: MOBILE, javaScriptEnabled: false, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(at('/?persona=business'));
    const card = page.locator('#case-studies article', { has: page.getByRole('heading', { level: 3, name: TITLE }) });
    await card.getByRole('link', { name: 'View Case Study' }).click();
    await page.getByRole('dialog', { name: TITLE }).getByRole('link', { name: 'Read the full case study' }).click();
    await expectCaseStudyPage(page);
    await page.getByRole('link', { name: 'Back to Case Studies' }).click();
    expect(new URL(page.url()).searchParams.get('persona')).toBe('business');
  } finally {
    await context.close();
  }
}, TIMEOUT);

it('has no serious axe violation in both themes at 1280 and 375 px', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { context, page, problems } = await openPage(env.browser, { colorScheme });
    try {
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        await page.goto(at(caseStudyPath(SLUG)));
        await expectCaseStudyPage(page);
        expect({ viewport, colorScheme, violations: await seriousViolations(page) }).toEqual({ viewport, colorScheme, violations: [] });
        await screenshot(page, `case-study-page-${colorScheme}-${viewport.width}`);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }
}, TIMEOUT);
