// The hiring signals the owner controls (issue 38), end to end on the production stack behind nginx:
// each persona's availability line set in the console's Site settings (/admin/site) shows under that
// persona's hero, and the skills display chosen there (levels in words, then years with a skill's
// Years edited in the Skills section) replaces the percent bars, at 1280 and 375 px, in both themes,
// without JavaScript too; axe finds no serious or critical violation on the Site screen or the pages.
import { availabilityText, skillLevelWord } from '../contracts/src/index.ts';
import { expectToast, openSection, rowOf, signedInConsole } from './support/admin-console.mjs';
import { DESKTOP, MOBILE, openPage, screenshot, seriousViolations } from './support/browser.mjs';
import { eventually } from './support/poll.mjs';
import { seededPage } from './support/visitor-site.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('hiring-signals');
const at = (path) => `${env.stack.url}${path}`;
const TIMEOUT = 300_000;

// A day far ahead ('from …') and one gone by ('now'), so the lines do not depend on the day the suite runs.
const ENTERPRISE = { from: '2099-03-01', for: 'two architecture engagements' };
const BUSINESS = { from: '2020-01-06', for: 'automation audits' };
const ENTERPRISE_LINE = availabilityText({ from: ENTERPRISE.from, now: false, for: ENTERPRISE.for });
const BUSINESS_LINE = availabilityText({ from: null, now: true, for: BUSINESS.for });

const enterpriseSkills = seededPage('enterprise').skills;
const FIRST_SKILL = enterpriseSkills[0];
const FOURTH_SKILL = enterpriseSkills[3];

/** The words of the availability line under the hero, or null. */
async function availabilityLine(page) {
  const line = page.locator('#about p').filter({ hasText: /^Available/ });
  return (await line.count()) === 1 ? (await line.innerText()).trim() : null;
}

/** A skill's card in the Skills section. */
const skillCard = (page, name) => page.locator('#skills li').filter({ has: page.getByRole('heading', { name, exact: true, level: 3 }) });

/** Opens `path` until nginx's micro-cache has let the saved settings through (`ready` says so), then returns the page. */
async function openWhenSaved(page, path, ready, what) {
  await eventually(
    what,
    async () => {
      await page.goto(at(path));
      return ready();
    },
    { within: 20_000, every: 1_000 },
  );
}

async function saveSiteSettings(fill) {
  const { page: console, unexpected } = await signedInConsole(env.browser, env.stack.url, '/site', { viewport: DESKTOP });
  const form = console.getByRole('form', { name: 'Site settings' });
  await form.waitFor();
  await fill(form);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(console, 'Success', 'Site settings saved successfully');
  return { console, unexpected };
}

it('an availability line per persona and skills as levels in words, set in the Site settings, show on the persona pages', async () => {
  const { console, unexpected } = await saveSiteSettings(async (form) => {
    const enterprise = form.getByRole('group', { name: 'Enterprise Tech availability', exact: true });
    await enterprise.getByLabel('From', { exact: true }).fill(ENTERPRISE.from);
    await enterprise.getByLabel('For', { exact: true }).fill(ENTERPRISE.for);
    expect(await enterprise.getByText(`Shows: ${ENTERPRISE_LINE}`, { exact: true }).count()).toBe(1);
    const business = form.getByRole('group', { name: 'Business Automation availability', exact: true });
    await business.getByLabel('From', { exact: true }).fill(BUSINESS.from);
    await business.getByLabel('For', { exact: true }).fill(BUSINESS.for);
    await form.getByLabel(/^Skills shown as/).selectOption({ label: 'Levels in words' });
  });
  for (const viewport of [DESKTOP, MOBILE]) {
    await console.setViewportSize(viewport);
    expect({ viewport, violations: await seriousViolations(console) }).toEqual({ viewport, violations: [] });
    await screenshot(console, 'console-site-settings-hiring');
  }
  expect(unexpected()).toEqual([]);
  await console.context().close();

  for (const colorScheme of ['light', 'dark']) {
    const { context, page, problems } = await openPage(env.browser, { colorScheme });
    try {
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        await openWhenSaved(page, '/?persona=enterprise', async () => (await availabilityLine(page)) === ENTERPRISE_LINE, `the enterprise line at ${viewport.width} px`);
        expect(await page.locator('#about time').getAttribute('datetime')).toBe(ENTERPRISE.from);
        const first = skillCard(page, FIRST_SKILL.name);
        expect(await first.innerText()).toContain(skillLevelWord(FIRST_SKILL.level));
        expect(await page.locator('#skills [role="progressbar"]').count()).toBe(0);
        expect({ viewport, colorScheme, violations: await seriousViolations(page) }).toEqual({ viewport, colorScheme, violations: [] });
        await screenshot(page, 'persona-hiring-signals');

        await page.goto(at('/?persona=business'));
        expect(await availabilityLine(page)).toBe(BUSINESS_LINE);
        await page.goto(at('/?persona=fitness'));
        expect(await availabilityLine(page)).toBeNull();
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }

  // Without JavaScript: the line and the words are in the page as the server sends it.
  const plain = await env.browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false, reducedMotion: 'reduce' });
  try {
    const page = await plain.newPage();
    await page.goto(at('/?persona=enterprise'));
    expect(await availabilityLine(page)).toBe(ENTERPRISE_LINE);
    expect(await skillCard(page, FIRST_SKILL.name).innerText()).toContain(skillLevelWord(FIRST_SKILL.level));
  } finally {
    await plain.close();
  }
}, TIMEOUT);

it("skills as years: a skill's Years edited in the console shows, and a skill without years shows its level in words", async () => {
  const { console, unexpected } = await saveSiteSettings(async (form) => {
    await form.getByLabel(/^Skills shown as/).selectOption({ label: 'Years of experience' });
  });
  await openSection(console, 'Skills');
  for (const [name, years] of [
    [FIRST_SKILL.name, '13'],
    [FOURTH_SKILL.name, ''],
  ]) {
    await rowOf(console, 'Skills', name).getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const form = console.getByRole('form', { name: 'Edit Skill', exact: true });
    await form.getByLabel(/^Years/).fill(years);
    await form.getByRole('button', { name: 'Update Skill', exact: true }).click();
    await expectToast(console, 'Success', 'Skill updated successfully');
  }
  expect(unexpected()).toEqual([]);
  await console.context().close();

  for (const colorScheme of ['light', 'dark']) {
    const { context, page, problems } = await openPage(env.browser, { colorScheme, viewport: DESKTOP });
    try {
      await openWhenSaved(page, '/?persona=enterprise', async () => (await skillCard(page, FIRST_SKILL.name).innerText()).includes('13 years'), 'the edited years');
      expect(await skillCard(page, FOURTH_SKILL.name).innerText()).toContain(skillLevelWord(FOURTH_SKILL.level));
      expect(await page.locator('#skills [role="progressbar"]').count()).toBe(0);
      expect({ colorScheme, violations: await seriousViolations(page) }).toEqual({ colorScheme, violations: [] });
      await screenshot(page, 'persona-skills-years');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }
}, TIMEOUT);
