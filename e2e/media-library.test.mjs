// The media library end to end, as production serves it (nginx, the built apps, the API on MariaDB):
// the owner adds a case study with an image uploaded in the console, over a slow uplink so the
// progress bar is seen; a visitor gets it as AVIF at the width its slot needs, with the owner's alt
// text; and Lighthouse finds nothing to say about the page's image sizes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DESKTOP, MOBILE, openPage, screenshot, seriousViolations } from './support/browser.mjs';
import { expectToast, fillForm, openConsole, openSection, select, signIn } from './support/admin-console.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('media-library', { microCache: false });
const TITLE = 'E2E Quayside Sensors';
const ALT = 'Dashboard of crane sensor readings along the quay';
let folder;
let photo;
/** The uploaded image's library path, once the console has it. */
let imagePath;

/** A photo-like JPEG, wider than any slot: gradients and noise, so its variants have realistic sizes. */
async function makePhoto(width, height) {
  const noise = await sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#0b4f6c"/><stop offset="1" stop-color="#f4a259"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  return sharp(gradient).composite([{ input: noise, blend: 'soft-light' }]).jpeg({ quality: 85 }).toBuffer();
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'folio-e2e-photo-'));
  photo = join(folder, 'quayside-dashboard.jpg');
  writeFileSync(photo, await makePhoto(2400, 1350));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('uploads an image in the case-study form with a visible progress bar, writes its alt text, and saves the case study with it', async () => {
  const { page } = await openConsole(env.browser);
  await page.goto(`${env.stack.url}/admin/`);
  await signIn(page);
  await openSection(page, 'Case Studies');
  await page.getByRole('button', { name: 'Add Case Study', exact: true }).click();
  const form = page.getByRole('form', { name: 'New Case Study', exact: true });
  await fillForm(form, {
    Title: TITLE,
    Subtitle: 'Every crane reports in',
    Persona: select('Business Automation'),
    'Fallback image': 'business',
    Description: '<p>Sensor readings from every crane, on one screen.</p>',
    Challenge: '<p>Readings on paper.</p>',
    Solution: '<p>A queue and a dashboard.</p>',
    Results: '<p>Faults found in minutes.</p>',
    'Display Order': '0',
  });

  // A slow uplink (about 1 Mbit/s): the upload of the 1–2 MB photo takes seconds, as on a phone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 128 * 1024 });
  const field = form.getByRole('group', { name: 'Image Path image', exact: true });
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/admin/media') && response.request().method() === 'POST');
  await field.getByLabel('Image file for Image Path', { exact: true }).setInputFiles(photo);
  const progress = field.getByRole('progressbar');
  await progress.waitFor();
  // Part of the way, then gone when the API has answered.
  await page.waitForFunction(() => {
    const bar = document.querySelector('[role="progressbar"]');
    const now = Number(bar?.getAttribute('aria-valuenow'));
    return now > 0 && now < 100;
  });
  const answer = await uploaded;
  expect(answer.status()).toBe(201);
  await progress.waitFor({ state: 'detached' });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  imagePath = await form.getByLabel(/^Image Path\*?$/).inputValue();
  expect(imagePath).toMatch(/^\/media\/[0-9a-f]{16}-2400x1350\.jpg$/);
  await field.getByRole('img', { name: 'Preview of Image Path' }).waitFor();
  const savedAlt = page.waitForResponse((response) => /\/api\/admin\/media\/\d+$/.test(response.url()) && response.request().method() === 'PUT');
  const alt = field.getByLabel(/^Alt text/);
  await alt.fill(ALT);
  await alt.blur();
  expect((await savedAlt).status()).toBe(200);

  await form.getByRole('button', { name: 'Add Case Study', exact: true }).click();
  await expectToast(page, 'Success', 'Case study added successfully');

  // The Media section lists it with where it is used.
  await openSection(page, 'Media');
  const row = page.getByRole('listitem').filter({ hasText: 'quayside-dashboard.jpg' });
  await row.waitFor();
  expect(await row.innerText()).toMatch(/2400\s*×\s*1350[\s\S]*Case study "E2E Quayside Sensors"/i);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'media-section');
});

it('serves the image as AVIF at the width its slot needs, with the alt text, in the HTML the server sends', async () => {
  expect(imagePath).toBeDefined();
  const hash = imagePath.slice('/media/'.length, '/media/'.length + 16);
  const html = await (await fetch(`${env.stack.url}/?persona=business`)).text();
  expect(html).toMatch(new RegExp(`<source type="image/avif" srcSet="[^"]*/media/${hash}-320w\\.avif 320w`, 'i'));
  expect(html).toContain(`alt="${ALT}"`);

  for (const viewport of [DESKTOP, MOBILE]) {
    const { page, problems, context } = await openPage(env.browser, { viewport });
    await page.goto(`${env.stack.url}/?persona=business`);
    await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
    await page.locator('#case-studies').scrollIntoViewIfNeeded();
    // The carousel may hold copies of a slide: the one on screen is the one that loads.
    const onScreen = (alt) => {
      const img = [...document.images].find((candidate) => {
        const box = candidate.getBoundingClientRect();
        return candidate.alt === alt && box.width > 0 && box.right > 0 && box.left < window.innerWidth;
      });
      return img?.complete && img.naturalWidth > 0 ? { src: img.currentSrc, width: img.getBoundingClientRect().width, ratio: window.devicePixelRatio } : null;
    };
    const shown = await (await page.waitForFunction(onScreen, ALT)).jsonValue();
    const chosen = Number(/-(\d+)w\.avif$/.exec(shown.src)?.[1]);
    expect({ viewport: viewport.width, format: shown.src.slice(shown.src.lastIndexOf('.')) }).toEqual({ viewport: viewport.width, format: '.avif' });
    // The narrowest variant as wide as the slot shows it: no bigger file than the slot needs.
    const needed = shown.width * shown.ratio;
    const candidates = [320, 640, 960, 1280, 1920];
    expect({ viewport: viewport.width, chosen }).toEqual({ viewport: viewport.width, chosen: candidates.find((width) => width >= needed) });
    expect(problems).toEqual([]);
    await screenshot(page, 'media-case-study');
    await context.close();
  }
});

it('gets no image-size warning from Lighthouse on that page', () => {
  // Lighthouse 13 judges size, format and compression in one insight (image-delivery-insight, which
  // replaced uses-responsive-images and modern-image-formats). offscreen-images is left out: on a
  // screen as tall as the page (lighthouse-audits.mjs) nothing is offscreen.
  const audits = ['image-delivery-insight', 'unsized-images'];
  const script = fileURLToPath(new URL('./support/lighthouse-audits.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [script, `${env.stack.url}/?persona=business`, ...audits], { encoding: 'utf8', timeout: 150_000 });
  if (run.status !== 0) throw new Error(`Lighthouse failed: ${run.stderr}`);
  const { verdicts, media } = JSON.parse(run.stdout.trim().split('\n').at(-1));
  console.info(`Lighthouse image audits on /?persona=business: ${JSON.stringify(verdicts)}; library files loaded: ${media.join(', ')}`);
  for (const id of audits) {
    const { score, items, error } = verdicts[id];
    expect({ id, score, items, error }).toEqual({ id, score: 1, items: 0, error: null });
  }
  // It judged the uploaded image itself: the page loaded one of its variants while Lighthouse watched.
  const hash = imagePath.slice('/media/'.length, '/media/'.length + 16);
  expect(media.filter((path) => path.startsWith(`/media/${hash}-`) && path.endsWith('w.avif'))).toHaveLength(1);
}, 180_000);
