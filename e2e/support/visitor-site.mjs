// What the visitor journeys expect to see, read from the seed data a fresh stack holds and the spec's
// constants, plus the waits that tell a screen has finished loading (real content, not timeouts).
import { PERSONA_IDS, PERSONA_TITLES, PRIMARY_COLOURS, TAG_TYPES } from '../../contracts/src/constants.ts';
import { createPalette } from '../../shared-ui/src/theme.ts';
import * as seed from '../../api/src/seed/samples/index.ts';

export { PERSONA_TITLES, PRIMARY_COLOURS, TAG_TYPES };
export const OWNER = 'Jordan Avery';

const byDisplayOrder = (a, b) => a.displayOrder - b.displayOrder;
const forPersona = (items, persona) => items.filter((item) => (item.personaIds ?? []).includes(PERSONA_IDS[persona]));

/** Everything the persona page of `persona` shows from the seed, and nothing else. */
export function seededPage(persona) {
  const id = PERSONA_IDS[persona];
  return {
    persona: seed.personas.find((entry) => entry.id === id),
    heroTitles: seed.heroItems.filter((item) => item.isActive !== false && (item.personaId === id || item.personaIds?.includes(id))).map((item) => item.title),
    // The public list filters on the experience's tagType, set when exactly this one persona is assigned.
    experiences: seed.experiences.filter((item) => item.personaIds?.length === 1 && item.personaIds[0] === id).sort(byDisplayOrder).map((item) => item.title),
    skills: forPersona(seed.skills, persona).sort(byDisplayOrder),
    education: forPersona(seed.education, persona).sort(byDisplayOrder).map((item) => item.degree),
    certifications: forPersona(seed.certifications, persona).sort(byDisplayOrder).map((item) => item.name),
    caseStudies: seed.caseStudies.filter((item) => item.personaIds?.includes(id)).sort(byDisplayOrder).map((item) => item.title),
  };
}

export const seededPersona = (persona) => seed.personas.find((entry) => entry.tagType === persona);

/** The published posts of the list (for a persona when given), highest displayOrder first (the spec's post list call). */
export function seededPosts(persona) {
  const published = seed.posts.filter((post) => post.status === 'published');
  const shown = persona
    ? published.filter((post) =>
        post.personaIds.length > 0 ? post.personaIds.includes(PERSONA_IDS[persona]) : post.tagType === null || post.tagType === persona,
      )
    : published;
  return [...shown].sort((a, b) => b.displayOrder - a.displayOrder);
}

export const seededPost = (slug) => seed.posts.find((post) => post.slug === slug);
export const seededSocialLinks = [...seed.socialLinks].sort(byDisplayOrder);

/** The accent a visitor sees on text for a persona in a mode: its colour, shaded only as far as contrast needs. */
export function expectedAccent(persona, mode) {
  const hex = createPalette(mode, PRIMARY_COLOURS[persona]).primary;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return { hex, rgb: `rgb(${r}, ${g}, ${b})` };
}

/** What the visitor sees of the accent, and what the site keeps of it. */
export function accentState(page) {
  return page.evaluate(() => {
    const eyebrow = [...document.querySelectorAll('#experience p')].find((p) => p.textContent === 'Career');
    return {
      eyebrow: eyebrow ? getComputedStyle(eyebrow).color : null,
      // The accent's custom property as the root computes it (the server's <style data-accent> over the palette).
      primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      saved: localStorage.getItem('folio-primary-colour'),
      persona: localStorage.getItem('folio-persona'),
    };
  });
}

/**
 * Waits until nothing on the page is still arriving or moving: no busy list, no loading overlay,
 * no route-change bar, no post skeleton, every eagerly loaded image decoded and no finite animation
 * (page fade, menu) still running. Infinite ones (a spinner) are left to the route's own wait.
 */
export async function settle(page) {
  await page.waitForFunction(() => {
    const loading = '[aria-busy="true"], [data-testid="dots-overlay"], [data-testid="route-indicator"]:not([hidden]), [data-testid="post-skeleton"]';
    if (document.querySelector(loading)) return false;
    if ([...document.images].some((image) => image.loading !== 'lazy' && !image.complete)) return false;
    return document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity);
  });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Scrolls through the page as a reader would, so lazily loaded images arrive, waits for them, and
 * returns to the top: the full-page screenshot then shows what a visitor saw on the way down.
 * Islands come alive as the reader reaches them and their carousels after the page's load, maybe
 * once the reader has passed: the reader goes back up once they have, so what they render is seen too.
 */
export async function scrollThrough(page) {
  const pass = (down) =>
    page.evaluate(async (down) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      const height = document.documentElement.scrollHeight;
      const steps = [];
      for (let y = 0; y < height; y += window.innerHeight) steps.push(y);
      for (const y of down ? steps : steps.reverse()) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await frame();
      }
    }, down);
  await pass(true);
  // The page loaded and each island that waits to be seen live (one whose children have no box, hidden at this width, never starts).
  await page.waitForFunction(() => {
    const shown = (island) => [...island.children].some((child) => child.getClientRects().length > 0);
    const waiting = [...document.querySelectorAll('[data-island-when="visible"]:not([data-island-hydrated])')].filter(shown);
    return document.readyState === 'complete' && waiting.length === 0;
  });
  await pass(false);
  // Lazy images beside the viewport (carousel slides further along, or a fading carousel's hidden slides) wait for a swipe, as for a reader.
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect();
      const aside = box.width === 0 || box.right <= 0 || box.left >= window.innerWidth || image.closest('[aria-hidden="true"]') !== null;
      return image.complete || (image.loading === 'lazy' && aside);
    }),
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await settle(page);
}

const region = (page, name) => page.getByRole('region', { name, exact: true });

/** The footer has the server's social links and the owner's name: the layout's own data is in. */
async function layoutReady(page) {
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: `${seededSocialLinks[0].platform} profile` }).waitFor();
  await footer.getByText(`${OWNER}. All rights reserved.`, { exact: false }).waitFor();
}

export const textsOf = (locator) => locator.evaluateAll((nodes) => nodes.map((node) => node.textContent.trim()));
export const uniqueTextsOf = async (locator) => [...new Set(await textsOf(locator))];

/** Waits for each screen's own content (from the seed), then for the page to settle. */
export const screens = {
  async chooser(page) {
    await page.getByRole('heading', { level: 1, name: OWNER }).waitFor();
    // The cards' subtitles come from the server; the built-in ones show until then.
    for (const type of TAG_TYPES) await page.getByText(seededPersona(type).subtitle, { exact: true }).waitFor();
  },
  async persona(page, persona) {
    const expected = seededPage(persona);
    await page.getByRole('heading', { level: 2, name: expected.heroTitles[0] }).first().waitFor();
    await region(page, 'About Me').getByText(expected.persona.description).waitFor();
    await region(page, 'Experience').getByRole('heading', { level: 3, name: expected.experiences[0] }).waitFor();
    await region(page, 'Skills').getByRole('heading', { level: 3, name: expected.skills[0].name }).waitFor();
    const education = region(page, 'Education & Certifications');
    await education.getByRole('heading', { level: 4, name: expected.education[0] }).waitFor();
    await education.getByRole('heading', { level: 4, name: expected.certifications[0] }).waitFor();
    await page.locator('#case-studies h3', { hasText: expected.caseStudies[0] }).first().waitFor();
    await region(page, "Let's Work Together").waitFor();
  },
  /** The list keeps the previous filter's posts while the next arrive: wait for exactly the expected ones. */
  async blog(page, persona) {
    const titles = seededPosts(persona).map((post) => post.title);
    await page.getByRole('heading', { level: 1, name: 'Insights & Stories' }).waitFor();
    await page.getByText(`${titles.length} ${titles.length === 1 ? 'article' : 'articles'}`, { exact: true }).waitFor();
    const shown = () => textsOf(page.locator('main article h2'));
    try {
      await page.waitForFunction(
        (expected) => JSON.stringify([...document.querySelectorAll('main article h2')].map((heading) => heading.textContent.trim())) === JSON.stringify(expected),
        titles,
      );
    } catch (error) {
      throw new Error(`The blog list shows ${JSON.stringify(await shown())}, not ${JSON.stringify(titles)}: ${error.message}`);
    }
  },
  async post(page, slug) {
    const post = seededPost(slug);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    if (post.tagSlugs.length > 0) await page.getByRole('complementary', { name: 'Tags' }).waitFor();
  },
  async notFound(page) {
    await page.getByRole('heading', { level: 1, name: '404 - Page Not Found' }).waitFor();
  },
};

/** The spec's public routes, each with the wait that says it is ready. Stored-persona order matters: see sweep. */
/** What Chromium writes to the console for a page the server answers 404 (the not-found page, a missing post). */
export const DOCUMENT_NOT_FOUND = 'console error: Failed to load resource: the server responded with a status of 404 (Not Found)';

export const ROUTES = [
  { name: 'home-chooser', path: '/', ready: screens.chooser },
  { name: 'blog', path: '/blog', ready: (page) => screens.blog(page, null) },
  { name: 'post', path: '/blog/automate-the-boring-middle', ready: (page) => screens.post(page, 'automate-the-boring-middle') },
  // A task list: its checkboxes must have names.
  { name: 'post-checklist', path: '/blog/cloud-landing-zone-checklist', ready: (page) => screens.post(page, 'cloud-landing-zone-checklist') },
  // Answered 404 by the server: Chromium writes the document's own 404 to the console, nothing else may appear.
  { name: 'not-found', path: '/no-such-page', ready: screens.notFound, status: 404 },
  ...TAG_TYPES.map((persona) => ({ name: `home-${persona}`, path: `/?persona=${persona}`, ready: (page) => screens.persona(page, persona) })),
  { name: 'blog-fitness', path: '/blog?persona=fitness', ready: (page) => screens.blog(page, 'fitness') },
];

/** Opens a route and waits for it to be ready and settled. */
export async function visit(page, url, ready) {
  await page.goto(url);
  // The server's page is whole at once; the site's script makes its controls live a moment later: wait for that.
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  await ready(page);
  await layoutReady(page);
  await settle(page);
}

/**
 * Journey 7: every public route in both themes at one width. For each screen: where it ended up,
 * the theme it shows, axe's serious and critical violations, the page's problems (errors, CSP
 * violations, 5xx) and whatever `measure` adds; a screenshot of each. One context per theme, so the
 * routes run in ROUTES order: those without a persona before any persona is stored.
 */
export async function sweep({ browser, baseUrl, viewport, openPage, seriousViolations, screenshot, measure }) {
  const findings = {};
  const expected = {};
  for (const colorScheme of ['light', 'dark']) {
    const { context, page, problems } = await openPage(browser, { viewport, colorScheme });
    try {
      for (const route of ROUTES) {
        const seen = problems.length;
        await visit(page, `${baseUrl}${route.path}`, route.ready);
        await scrollThrough(page);
        const key = `${route.name} at ${viewport.width} px, ${colorScheme}`;
        const measured = measure ? await measure(page) : undefined;
        findings[key] = {
          path: page.url().slice(baseUrl.length),
          theme: await page.evaluate(() => document.documentElement.dataset.theme),
          violations: await seriousViolations(page),
          problems: problems.slice(seen),
          ...measured,
        };
        const problemsExpected = route.status === 404 ? [DOCUMENT_NOT_FOUND] : [];
        expected[key] = { path: route.path, theme: colorScheme, violations: [], problems: problemsExpected, ...(measure ? measure.expected : undefined) };
        await screenshot(page, route.name);
      }
    } finally {
      await context.close();
    }
  }
  return { findings, expected };
}
