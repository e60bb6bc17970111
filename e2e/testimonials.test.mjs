// Testimonials (issue 38), the kind added through the content kernel, end to end on the production
// stack behind nginx: each persona's page shows its own testimonials in a section right after the case
// studies (three at first, the rest behind 'Show N more', which needs no script), in both themes at
// 1280 and 375 px with no serious axe violation; the owner adds one in the console's Testimonials
// section, tied to a case study, and it appears on the persona's page and on that case study's page.
import { PERSONA_IDS, TAG_TYPES, caseStudyPath } from '../contracts/src/index.ts';
import * as seed from '../api/src/seed/samples/index.ts';
import { expectToast, fillForm, check, openSection, rowOf, select, signedInConsole } from './support/admin-console.mjs';
import { DESKTOP, MOBILE, openPage, screenshot, seriousViolations } from './support/browser.mjs';
import { eventually } from './support/poll.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('testimonials');
const at = (path) => `${env.stack.url}${path}`;
const TIMEOUT = 300_000;
const TITLE = 'What People Say';

/** The seeded testimonials of a persona, as its page lists them: its own, in display order. */
const seeded = (persona) =>
  seed.testimonials
    .filter((item) => item.personaIds.length === 0 || item.personaIds.includes(PERSONA_IDS[persona]))
    .sort((a, b) => a.displayOrder - b.displayOrder);

/** Every quote in the section's HTML, shown or behind 'Show N more' (innerText would be empty for those). */
const quotes = (page) => page.locator('#testimonials blockquote').allTextContents();
/** The quotes a visitor sees now. */
const visibleQuotes = async (page) => {
  const all = page.locator('#testimonials blockquote');
  const seen = [];
  for (let index = 0; index < (await all.count()); index += 1) if (await all.nth(index).isVisible()) seen.push(await all.nth(index).innerText());
  return seen;
};
/** The persona page's section headings, in order. */
const sectionHeadings = (page) => page.locator('main section h2[id$="-heading"]').allInnerTexts();

it("shows each persona's own testimonials right after its case studies, with who said them, in both themes, accessible", async () => {
  for (const colorScheme of ['light', 'dark']) {
    const { context, page, problems } = await openPage(env.browser, { colorScheme });
    try {
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        for (const persona of TAG_TYPES) {
          await page.goto(at(`/?persona=${persona}`));
          const headings = await sectionHeadings(page);
          expect(headings[headings.indexOf('Case Studies & Projects') + 1]).toBe(TITLE);
          const expected = seeded(persona);
          expect((await quotes(page)).map((text) => text.trim())).toEqual(expected.map((item) => item.quote));
          expect(await visibleQuotes(page)).toHaveLength(Math.min(3, expected.length));
          const first = page.locator('#testimonials figure').first();
          expect(await first.locator('figcaption').innerText()).toContain(expected[0].author);
          if (expected[0].url) expect(await first.getByRole('link', { name: expected[0].author, exact: true }).getAttribute('href')).toBe(expected[0].url);
          expect({ persona, viewport, colorScheme, violations: await seriousViolations(page) }).toEqual({ persona, viewport, colorScheme, violations: [] });
        }
        await screenshot(page, 'persona-testimonials');
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }
}, TIMEOUT);

it('lets the owner add one in the console, tied to a case study; it shows on the persona page (the fourth behind "Show 1 more", without JavaScript too) and on the case study\'s page', async () => {
  const author = 'E2E Morgan Hale';
  const quote = 'Jordan automated our purchase approvals in a fortnight; nobody chases signatures any more.';
  const { page: console, unexpected } = await signedInConsole(env.browser, env.stack.url, '/testimonials', { viewport: DESKTOP });
  await openSection(console, 'Testimonials');
  await console.getByRole('button', { name: 'Add Testimonial', exact: true }).click();
  const form = console.getByRole('form', { name: 'New Testimonial', exact: true });
  await fillForm(form, {
    Quote: quote,
    Author: author,
    Role: 'Procurement Lead',
    Company: 'Harrow & Finch',
    Link: 'https://harrow-finch.example.com',
    'Case Study': select('Client Onboarding Autopilot'),
    'Display Order': '0',
    'Assign to Personas': check('Business Automation'),
  });
  await form.getByRole('button', { name: 'Add Testimonial', exact: true }).click();
  await expectToast(console, 'Success', 'Testimonial added successfully');
  const row = rowOf(console, 'Testimonials', author);
  await row.waitFor();
  expect(await row.innerText()).toContain('Client Onboarding Autopilot');
  expect({ violations: await seriousViolations(console) }).toEqual({ violations: [] });
  expect(unexpected()).toEqual([]);
  await console.context().close();

  const expected = [quote, ...seeded('business').map((item) => item.quote)];
  const { context, page, problems } = await openPage(env.browser);
  try {
    // nginx's micro-cache may hold the page a few seconds more.
    await eventually(
      'the new testimonial on the business page',
      async () => {
        await page.goto(at('/?persona=business'));
        return (await quotes(page))[0]?.trim() === quote;
      },
      { within: 20_000, every: 1_000 },
    );
    expect((await quotes(page)).map((text) => text.trim())).toEqual(expected);
    expect(await visibleQuotes(page)).toEqual(expected.slice(0, 3));
    const more = page.locator('#testimonials summary');
    expect(await more.innerText()).toBe('Show 1 more testimonial');
    await more.click();
    expect(await visibleQuotes(page)).toEqual(expected);
    expect(await page.locator('#testimonials').getByRole('link', { name: author, exact: true }).getAttribute('href')).toBe('https://harrow-finch.example.com');
    // Never on another persona's page.
    await page.goto(at('/?persona=fitness'));
    expect(await quotes(page)).not.toContain(quote);

    // On the case study's own page, with the one the seed ties to it.
    await page.goto(at(caseStudyPath('client-onboarding-autopilot')));
    const onCaseStudy = (await page.locator('blockquote').allInnerTexts()).map((text) => text.trim());
    expect(onCaseStudy).toEqual(expect.arrayContaining([quote, seed.testimonials.find((item) => item.caseStudySlug === 'client-onboarding-autopilot').quote]));
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }

  // Without JavaScript: the section is in the server's HTML and 'Show 1 more testimonial' still opens.
  const plain = await env.browser.newContext({ viewport: MOBILE, javaScriptEnabled: false, reducedMotion: 'reduce' });
  try {
    const page = await plain.newPage();
    await page.goto(at('/?persona=business'));
    expect(await visibleQuotes(page)).toEqual(expected.slice(0, 3));
    await page.locator('#testimonials summary').click();
    expect(await visibleQuotes(page)).toEqual(expected);
  } finally {
    await plain.close();
  }
}, TIMEOUT);
