// The post editor end to end, as production serves it (nginx, the built apps, the API on MariaDB):
// at 1280 and 375 px, in both themes, the owner writes a post, inserts an image uploaded from the
// editor's 'Insert image' with its alt text asked there, and publishes it; a visitor's page of the
// post shows that image with that alt text. axe finds nothing serious in the editor or its dialog.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DESKTOP, MOBILE, openPage, screenshot, seriousViolations } from './support/browser.mjs';
import { expectToast, signedInConsole } from './support/admin-console.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('console-post-editor', { microCache: false });
let folder;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'folio-e2e-post-image-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A distinct small PNG per run (a new library image each time, not one the library already has). */
async function makeImage(name, hue) {
  const path = join(folder, name);
  await sharp({ create: { width: 960, height: 540, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } }).png().toFile(path);
  return path;
}

const RUNS = [
  { viewport: DESKTOP, colorScheme: 'light' },
  { viewport: DESKTOP, colorScheme: 'dark' },
  { viewport: MOBILE, colorScheme: 'light' },
  { viewport: MOBILE, colorScheme: 'dark' },
];

describe.each(RUNS)('the post editor at $viewport.width px, $colorScheme', ({ viewport, colorScheme }) => {
  it('inserts an uploaded image with its alt text into the body, and the public post shows it with that alt text', async () => {
    const run = `${viewport.width}-${colorScheme}`;
    const alt = `Sketch of the retry budget (${run})`;
    const slug = `e2e-post-editor-${run}`;
    const image = await makeImage(`retry-budget-${run}.png`, viewport.width === DESKTOP.width ? 40 : 200);

    const { page, unexpected, context } = await signedInConsole(env.browser, env.stack.url, '/blog/posts/new', { viewport, colorScheme });
    const form = page.getByRole('form', { name: 'New Post', exact: true });
    await form.getByLabel(/^Title\*?$/).fill(`Post editor ${run}`);
    await form.getByLabel(/^Slug\*?$/).fill(slug);
    await form.getByLabel(/^Status$/).selectOption('published');
    const body = form.getByLabel(/^Content\*?$/);
    await body.fill('Before the image.\n\nAfter the image.');
    // The caret after the first paragraph: the image goes there.
    await body.evaluate((area) => area.setSelectionRange('Before the image.'.length, 'Before the image.'.length));

    // Wide: the preview stands beside the text; narrow: a toggle shows one at a time.
    const preview = page.getByRole('region', { name: 'Content preview', exact: true });
    if (viewport.width === DESKTOP.width) await preview.waitFor();
    else await page.getByRole('button', { name: 'Preview', exact: true }).waitFor();

    await form.getByRole('button', { name: 'Insert image', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert image', exact: true });
    await dialog.getByLabel('Image file to insert', { exact: true }).setInputFiles(image);
    const altBox = dialog.getByLabel('Alt text', { exact: true });
    await altBox.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'post-editor-insert-image');
    await altBox.fill(alt);
    await dialog.getByRole('button', { name: 'Insert image', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    const text = await body.inputValue();
    expect(text).toMatch(new RegExp(`^Before the image\\.\\n\\n!\\[${alt.replace(/[()]/g, '\\$&')}\\]\\(/media/[0-9a-f]{16}-960x540\\.png\\)\\n\\nAfter the image\\.$`));
    const path = /\((\/media\/[^)]+)\)/.exec(text)[1];
    if (viewport.width !== DESKTOP.width) await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await preview.getByRole('img', { name: alt, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'post-editor');

    await form.getByRole('button', { name: 'Add Post', exact: true }).click();
    await expectToast(page, 'Success', 'Post added successfully');
    expect(unexpected()).toEqual([]);
    await context.close();

    // A visitor's page of the post: the image from the library, with the owner's alt text.
    const visitor = await openPage(env.browser, { viewport, colorScheme });
    await visitor.page.goto(`${env.stack.url}/blog/${slug}`);
    const shown = visitor.page.getByRole('img', { name: alt, exact: true });
    await shown.waitFor();
    expect(await shown.evaluate((img) => img.getAttribute('src'))).toBe(path);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });
});
