// The CV end to end, on the production stack behind nginx: the enterprise CV as a page in Chromium,
// as the PDF the rendering server draws and as JSON Resume say the same things; the page printed to
// paper (Chromium's page.pdf, turned into pictures with Debian's pdftoppm) fits two pages with no
// site chrome; 'Download CV' on the persona page downloads it and is counted; a change in the
// console's CV section shows in all three; axe finds no serious or critical violation on the page
// or the console's screen in either theme at 1280 and 375 px; its defaults (email, per-persona links,
// the all-persona headline) help without any setting.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsonResumeSchema from '@jsonresume/schema';
import { adminClient } from './support/admin-client.mjs';
import { expectToast, signedInConsole } from './support/admin-console.mjs';
import { DESKTOP, MOBILE, openPage, screenshot, seriousViolations } from './support/browser.mjs';
import { eventually } from './support/poll.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('cv');
const at = (path) => `${env.stack.url}${path}`;
const TIMEOUT = 240_000;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const SUMMARY = 'Platform architect for regulated industries, written in the console for this test.';
const work = mkdtempSync(join(tmpdir(), 'folio-cv-e2e-'));

let admin;

/** A PDF's text (poppler's pdftotext, page order kept) and page count. */
function readPdf(bytes, name) {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' });
  return { text, pages, info, file };
}

/** The text in reading order with line breaks and hyphenation-free wrapping folded into single spaces. */
const flat = (text) => text.replace(/\s+/g, ' ');

/** Every experience title of a CV document, in its order. */
const experienceTitles = (document) => document.sections.find((section) => section.key === 'experience')?.items.map((item) => item.title) ?? [];

async function fetchOk(path) {
  const answer = await fetch(at(path));
  expect({ path, status: answer.status }).toEqual({ path, status: 200 });
  return answer;
}

const validJsonResume = (resume) =>
  new Promise((resolve) => jsonResumeSchema.validate(resume, (errors) => resolve(errors ? errors.map((error) => `${error.property} ${error.message}`) : [])));

beforeAll(async () => {
  admin = await adminClient(env.stack.url);
}, TIMEOUT);

it('shows the enterprise CV as a page, a PDF of at most two pages and valid JSON Resume that say the same', async () => {
  const { body: document } = await admin.call('GET', 'cv?persona=enterprise');
  const { body: fitness } = await admin.call('GET', 'cv?persona=fitness');
  const titles = experienceTitles(document);
  const fitnessOnly = experienceTitles(fitness).filter((title) => !titles.includes(title));
  expect(titles.length).toBeGreaterThan(0);
  expect(fitnessOnly.length).toBeGreaterThan(0);

  const { context, page, problems } = await openPage(env.browser);
  try {
    await page.goto(at('/cv?persona=enterprise'));
    await page.getByRole('heading', { level: 1, name: document.name }).waitFor();
    const experience = page.getByRole('region', { name: 'Experience' });
    expect(await experience.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(titles);
    for (const title of fitnessOnly) expect(await page.getByText(title, { exact: true }).count()).toBe(0);
    expect(await page.locator('link[rel="alternate"][type="application/pdf"]').getAttribute('href')).toMatch(/\/cv\.pdf\?persona=enterprise$/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/cv\?persona=enterprise$/);
    const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').first().textContent());
    expect([jsonLd['@type'], jsonLd.mainEntity?.['@type'], jsonLd.mainEntity?.name]).toEqual(['ProfilePage', 'Person', document.name]);

    // On paper: no site chrome, at most two pages, every experience there.
    await page.emulateMedia({ media: 'print' });
    const printed = readPdf(await page.pdf({ preferCSSPageSize: true }), 'printed');
    expect(printed.pages).toBeLessThanOrEqual(2);
    for (const title of titles) expect(flat(printed.text)).toContain(title);
    for (const chrome of ['Download PDF', 'JSON Resume', 'All personas', 'Back to top']) expect(printed.text).not.toContain(chrome);
    if (process.env.E2E_SCREENSHOTS) {
      mkdirSync(process.env.E2E_SCREENSHOTS, { recursive: true });
      execFileSync('pdftoppm', ['-r', '60', '-png', printed.file, join(process.env.E2E_SCREENSHOTS, 'cv-printed-page')]);
    }
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }

  const pdfAnswer = await fetchOk('/cv.pdf?persona=enterprise');
  expect(pdfAnswer.headers.get('content-type')).toBe('application/pdf');
  expect(pdfAnswer.headers.get('content-disposition')).toContain('Jordan-Avery-CV-Enterprise-Tech.pdf');
  const pdf = readPdf(Buffer.from(await pdfAnswer.arrayBuffer()), 'drawn');
  expect(pdf.pages).toBeLessThanOrEqual(2);
  expect(pdf.info).toMatch(/^Title:\s+Jordan Avery — CV — Enterprise Tech$/m);
  expect(pdf.info).toMatch(/^Author:\s+Jordan Avery$/m);
  const pdfText = flat(pdf.text);
  expect(pdfText).toContain('Enterprise Tech');
  const positions = titles.map((title) => pdfText.indexOf(title));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  const resume = await (await fetchOk('/cv.json?persona=enterprise')).json();
  expect(await validJsonResume(resume)).toEqual([]);
  expect(resume.basics.name).toBe(document.name);
  expect(resume.work.map((job) => job.position)).toEqual(titles);
  expect(resume.meta.persona).toBe('enterprise');
}, TIMEOUT);

it("downloads the chosen persona's CV from the About section, and counts it", async () => {
  const { context, page } = await openPage(env.browser, { userAgent: USER_AGENT });
  const beacons = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/events')) beacons.push(JSON.parse(request.postData()));
  });
  try {
    await page.goto(at('/?persona=enterprise'));
    await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
    expect(await page.getByRole('banner').getByRole('link', { name: 'CV', exact: true }).first().getAttribute('href')).toBe('/cv?persona=enterprise');
    const about = page.locator('#about');
    const [download] = await Promise.all([page.waitForEvent('download'), about.getByRole('link', { name: 'Download CV' }).click()]);
    expect(download.suggestedFilename()).toBe('Jordan-Avery-CV-Enterprise-Tech.pdf');
    const bytes = await (await import('node:fs/promises')).readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await eventually('the download counted', async () => (beacons.some((beacon) => beacon.name === 'cv') ? true : null));
    expect(beacons.filter((beacon) => beacon.name === 'cv')).toEqual([expect.objectContaining({ name: 'cv', detail: 'pdf', persona: 'enterprise' })]);
  } finally {
    await context.close();
  }
}, TIMEOUT);

it('changes the page, the PDF and the JSON Resume when the owner changes the CV in the console', async () => {
  const { page, unexpected } = await signedInConsole(env.browser, env.stack.url, '/cv?profile=enterprise', { viewport: DESKTOP });
  const form = page.getByRole('form', { name: 'CV' });
  await form.waitFor();
  await form.getByRole('checkbox', { name: 'Show Certifications' }).uncheck();
  await form.getByRole('textbox', { name: 'Summary', exact: true }).fill(SUMMARY);
  // The live preview follows the draft before anything is saved.
  await page.getByText(SUMMARY, { exact: true }).last().waitFor();
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Success', 'CV settings saved successfully');
  expect(unexpected()).toEqual([]);
  await page.context().close();

  // nginx keeps pages a few seconds: the new CV shows once that has passed.
  await eventually('the page with the new summary', async () => ((await (await fetch(at('/cv?persona=enterprise'))).text()).includes(SUMMARY) ? true : null));
  const html = await (await fetchOk('/cv?persona=enterprise')).text();
  expect(html).not.toMatch(/>Certifications</);
  const pdf = flat((await eventually('the PDF with the new summary', async () => {
    const drawn = readPdf(Buffer.from(await (await fetchOk('/cv.pdf?persona=enterprise')).arrayBuffer()), 'changed');
    return flat(drawn.text).includes(SUMMARY) ? drawn : null;
  })).text);
  expect(pdf).not.toMatch(/CERTIFICATIONS/i);
  // The JSON Resume has a micro-cache entry of its own, from an earlier request: it too may lag a few seconds.
  const resume = await eventually('the JSON Resume with the new summary', async () => {
    const answer = await (await fetchOk('/cv.json?persona=enterprise')).json();
    return answer.basics.summary === SUMMARY ? answer : null;
  });
  expect(resume.certificates ?? []).toEqual([]);
  expect(await validJsonResume(resume)).toEqual([]);
}, TIMEOUT);

it("helps by default: the CV's email from SITE_CONTACT_EMAIL or the Email social link, the coaching Instagram on the Fitness CV only, a headline on the all-persona CV", async () => {
  const { body: enterprise } = await admin.call('GET', 'cv?persona=enterprise');
  const { body: fitness } = await admin.call('GET', 'cv?persona=fitness');
  const { body: all } = await admin.call('GET', 'cv');
  const { body: site } = await admin.call('GET', 'site');
  const networks = (document) => document.profiles.map((profile) => profile.network);
  expect(networks(enterprise)).not.toContain('Instagram');
  expect(networks(fitness)).toContain('Instagram');
  expect(enterprise.contact.email).toEqual(expect.stringContaining('@'));
  expect(all.headline).toBe(site.texts.chooserSubtitle);
}, TIMEOUT);

describe.each(['light', 'dark'])('in the %s theme', (colorScheme) => {
  it('the CV page and the console’s CV section pass axe at 1280 and 375 px', async () => {
    const { context, page, problems } = await openPage(env.browser, { colorScheme });
    try {
      await page.goto(at('/cv?persona=enterprise'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        expect({ viewport, violations: await seriousViolations(page) }).toEqual({ viewport, violations: [] });
        await screenshot(page, 'cv-page');
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    const { page: console, unexpected } = await signedInConsole(env.browser, env.stack.url, '/cv?profile=enterprise', { colorScheme, viewport: DESKTOP });
    await console.getByRole('form', { name: 'CV' }).waitFor();
    await console.getByRole('heading', { level: 1, name: 'Jordan Avery' }).waitFor();
    for (const viewport of [DESKTOP, MOBILE]) {
      await console.setViewportSize(viewport);
      expect({ viewport, violations: await seriousViolations(console) }).toEqual({ viewport, violations: [] });
      await screenshot(console, 'console-cv');
    }
    expect(unexpected()).toEqual([]);
    await console.context().close();
  }, TIMEOUT);
});
