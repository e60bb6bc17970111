// A visitor at 375 px: the full-screen menu, the skill and education limits of small screens, and
// axe, problems, horizontal overflow and screenshots on every public route in both themes.
import { request } from 'playwright-core';
import { openPage, seriousViolations, screenshot, DESKTOP, MOBILE } from './support/browser.mjs';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/stack.mjs';
import { useWholeStack } from './support/whole-stack.mjs';
import { screens, seededPage, settle, sweep, textsOf, visit } from './support/visitor-site.mjs';
import { eventually } from './support/poll.mjs';

// The owner's additions are checked at once: without the 5 s micro-cache (see e2e/server-rendering.test.mjs).
const env = useWholeStack('visitor-mobile', { microCache: false });

const at = (path) => `${env.stack.url}${path}`;
const SECTION_LINKS = ['About', 'Experience', 'Skills', 'Education', 'Case Studies', 'Contact'];

/** The texts of the items a visitor sees: a small screen's limits hide the rest with CSS, still in the page. */
const shownTextsOf = (locator) => textsOf(locator.filter({ visible: true }));

/** Waits for what `read` says to be `expected` (an island acts on a click once it is live), and fails with what it said last. */
async function expectSoon(read, expected) {
  const want = JSON.stringify(expected);
  await eventually(`it shows ${want}`, async () => {
    const seen = JSON.stringify(await read());
    if (seen !== want) throw new Error(seen);
    return true;
  }, { within: 10_000, every: 100 });
}

it('passes axe with no serious or critical violation, no problem and no sideways overflow on every public route, in both themes', async () => {
  const measure = (page) =>
    page.evaluate(() => {
      const header = document.querySelector('header');
      return {
        pageOverflow: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
        headerOverflow: Math.max(0, header.scrollWidth - header.clientWidth, header.getBoundingClientRect().right - window.innerWidth),
      };
    });
  measure.expected = { pageOverflow: 0, headerOverflow: 0 };
  const { findings, expected } = await sweep({ browser: env.browser, baseUrl: env.stack.url, viewport: MOBILE, openPage, seriousViolations, screenshot, measure });
  expect(findings).toEqual(expected);
});

it('opens the full-screen menu with the header items; choosing a link, or a persona, closes it', async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: MOBILE });
  const openButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const menuLinks = () => textsOf(menu.getByRole('navigation', { name: 'Main' }).getByRole('link'));

  // Without a persona the menu offers the blog and the CV; the header itself shows no links at this width.
  await visit(page, at('/'), screens.chooser);
  expect(await page.getByRole('banner').getByRole('link').count()).toBe(1); // the logo
  await openButton.click();
  await menu.waitFor();
  expect(await menuLinks()).toEqual(['Blog', 'CV']);
  await menu.getByRole('link', { name: 'Close menu' }).click();
  await menu.waitFor({ state: 'hidden' });
  expect(await openButton.evaluate((button) => button === document.activeElement)).toBe(true);

  await visit(page, at('/?persona=enterprise'), (p) => screens.persona(p, 'enterprise'));
  expect(await openButton.getAttribute('aria-expanded')).toBe('false');
  await openButton.click();
  await menu.waitFor();
  await settle(page);
  expect({
    expanded: await openButton.getAttribute('aria-expanded'),
    box: await menu.boundingBox(),
    links: await menuLinks(),
    persona: await menu.getByRole('combobox', { name: 'Persona' }).inputValue(),
    theme: await menu.getByRole('button', { name: 'Switch to dark theme' }).count(),
  }).toEqual({ expanded: 'true', box: { x: 0, y: 0, width: MOBILE.width, height: MOBILE.height }, links: [...SECTION_LINKS, 'Blog', 'CV'], persona: 'enterprise', theme: 1 });
  await screenshot(page, 'mobile-menu');

  // A section link closes the menu and brings its section into view.
  await menu.getByRole('link', { name: 'Skills' }).click();
  await menu.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => {
    const top = document.getElementById('skills').getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  });

  // The Blog link closes it and leads to the blog.
  await openButton.click();
  await menu.getByRole('link', { name: 'Blog' }).click();
  await menu.waitFor({ state: 'hidden' });
  await page.waitForURL(at('/blog?persona=enterprise'));
  await screens.blog(page, 'enterprise');

  // So does a persona chosen in the menu's switcher (its form sent: the new page's menu is closed).
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  await openButton.click();
  await menu.getByRole('combobox', { name: 'Persona' }).selectOption({ label: 'Fitness' });
  await menu.waitFor({ state: 'hidden' });
  await page.waitForURL(at('/blog?persona=fitness'));
  await screens.blog(page, 'fitness');
  expect(problems).toEqual([]);
  await context.close();
});

it("shows 3 skills until 'Show N More Skills', and 'Show Less' folds them again, per category", async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: MOBILE });
  await visit(page, at('/?persona=enterprise'), (p) => screens.persona(p, 'enterprise'));
  const skills = page.locator('#skills');
  const names = () => shownTextsOf(skills.locator('h3'));
  const toggle = skills.getByRole('button', { name: /^Show / });
  const seeded = seededPage('enterprise').skills;
  const state = async () => ({ shown: (await names()).length, toggle: (await toggle.count()) ? [await toggle.innerText(), await toggle.getAttribute('aria-expanded')] : null });

  expect(seeded.length).toBeGreaterThan(3);
  expect(await state()).toEqual({ shown: 3, toggle: [`Show ${seeded.length - 3} More Skills`, 'false'] });
  // The first click also starts the skills' island, which then acts on it: one click.
  await toggle.click();
  await expectSoon(state, { shown: seeded.length, toggle: ['Show Less', 'true'] });
  await page.locator('[data-island="skills"][data-island-hydrated]').waitFor({ state: 'attached' });
  expect((await names()).sort()).toEqual(seeded.map((skill) => skill.name).sort());
  await toggle.click();
  await expectSoon(state, { shown: 3, toggle: [`Show ${seeded.length - 3} More Skills`, 'false'] });

  // The count follows the category; a category with 3 or fewer has no toggle.
  const filters = skills.getByRole('group', { name: 'Filter skills by category' });
  const technical = seeded.filter((skill) => skill.category === 'technical').length;
  const methodologies = seeded.filter((skill) => skill.category === 'methodologies').length;
  expect([technical > 3, methodologies <= 3]).toEqual([true, true]);
  await filters.getByRole('button', { name: 'Technical' }).click();
  await expectSoon(state, { shown: 3, toggle: [`Show ${technical - 3} More Skills`, 'false'] });
  await filters.getByRole('button', { name: 'Methodologies' }).click();
  await expectSoon(state, { shown: methodologies, toggle: null });
  expect(problems).toEqual([]);
  await context.close();
});

/** Adds to this file's own database through the admin API, as the owner would in the console. */
async function addAsAdmin(additions) {
  const api = await request.newContext({ baseURL: env.stack.url });
  try {
    const login = await api.post('/api/auth/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
    expect(login.status()).toBe(200);
    const { token } = await (await api.get('/api/csrf-token')).json();
    for (const [collection, body] of additions) {
      const created = await api.post(`/api/admin/${collection}`, { data: body, headers: { 'x-csrf-token': token } });
      expect([collection, created.status()]).toEqual([collection, 201]);
    }
  } finally {
    await api.dispose();
  }
}

it("shows 2 education items and 2 certifications under 768 px until 'Show More'", async () => {
  // The seed gives no persona more than 2 of either, so the owner adds some for enterprise (id 4).
  const extraEducation = ['MSc Distributed Systems', 'Certificate in Technical Leadership'];
  const extraCertification = 'Certified Platform Security Engineer';
  await addAsAdmin([
    ...extraEducation.map((degree, index) => [
      'education',
      { degree, institution: 'Northgate Institute', period: `202${index + 3}`, description: 'Part-time, alongside work', displayOrder: 10 + index, personaIds: [4] },
    ]),
    [
      'certifications',
      { name: extraCertification, issuer: 'Open Container Council', logoPath: '/images/logos/placeholder-logo.svg', year: '2024', displayOrder: 10, personaIds: [4] },
    ],
  ]);
  const education = [...seededPage('enterprise').education, ...extraEducation];
  const certifications = [...seededPage('enterprise').certifications, extraCertification];

  /** One column of the education section: its items' titles and its toggle's text (null without one). */
  const column = (page, name) => page.locator('#education').getByRole('heading', { level: 3, name, exact: true }).locator('xpath=..');
  const read = async (page, name) => {
    const toggle = column(page, name).getByRole('button');
    return { items: await shownTextsOf(column(page, name).locator('h4')), toggle: (await toggle.count()) ? await toggle.innerText() : null };
  };
  const both = (page) => Promise.all([read(page, 'Education'), read(page, 'Certifications')]);

  // Wide screens show everything.
  const wide = await openPage(env.browser, { viewport: DESKTOP });
  await visit(wide.page, at('/?persona=enterprise'), (p) => screens.persona(p, 'enterprise'));
  expect(await both(wide.page)).toEqual([
    { items: education, toggle: null },
    { items: certifications, toggle: null },
  ]);
  expect(wide.problems).toEqual([]);
  await wide.context.close();

  const { context, page, problems } = await openPage(env.browser, { viewport: MOBILE });
  await visit(page, at('/?persona=enterprise'), (p) => screens.persona(p, 'enterprise'));
  expect(await both(page)).toEqual([
    { items: education.slice(0, 2), toggle: 'Show More' },
    { items: certifications.slice(0, 2), toggle: 'Show More' },
  ]);
  await column(page, 'Education').getByRole('button').click();
  expect(await both(page)).toEqual([
    { items: education, toggle: 'Show Less' },
    { items: certifications.slice(0, 2), toggle: 'Show More' },
  ]);
  await column(page, 'Certifications').getByRole('button').click();
  expect(await read(page, 'Certifications')).toEqual({ items: certifications, toggle: 'Show Less' });
  await column(page, 'Education').getByRole('button').click();
  expect(await read(page, 'Education')).toEqual({ items: education.slice(0, 2), toggle: 'Show More' });

  // A persona with exactly 2 has nothing to fold.
  await visit(page, at('/?persona=business'), (p) => screens.persona(p, 'business'));
  expect(await read(page, 'Education')).toEqual({ items: seededPage('business').education, toggle: null });
  expect(problems).toEqual([]);
  await context.close();
});
