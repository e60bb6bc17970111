// The screens the console's newest features added, each really shown and then checked with
// axe-core (no serious or critical violation) in the light and the dark theme, at 1280 and 375 px,
// with a screenshot of each: the post list narrowed to scheduled posts by its address and search
// box, a post's edit form (Publish Date, View on site, History), its History dialog comparing an
// earlier save, the 'Recently deleted' notice with Undo, the autosaved draft offered after a
// reload, the not-found card of a form address naming no item, a skill picked up for keyboard
// reordering, and the owner's preview of a draft on the public site under its banner.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { adminClient } from './support/admin-client.mjs';
import { postInput } from './support/admin-api.mjs';
import { expectToast, fieldValue, fillForm, signedInConsole, rowOf } from './support/admin-console.mjs';
import { DESKTOP, MOBILE, screenshot, seriousViolations } from './support/browser.mjs';
import { eventually } from './support/poll.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('console-screens-a11y');
const at = (path) => `${env.stack.url}${path}`;
const VIEWPORTS = [DESKTOP, MOBILE];
const TIMEOUT = 240_000;
const DAY_MS = 24 * 60 * 60 * 1000;

let admin;
beforeAll(async () => {
  admin = await adminClient(env.stack.url);
});

/** An API call that must succeed: its body. */
async function stored(method, path, body, status = method === 'POST' ? 201 : 200) {
  const answer = await admin.call(method, path, body);
  expect({ call: `${method} ${path}`, status: answer.status }).toEqual({ call: `${method} ${path}`, status });
  return answer.body;
}

/**
 * axe-core on the screen once nothing on it is still loading (aria-busy: a list being read again),
 * then its screenshot (`a11y-<name>-<width>-<scheme>.png`; `fullPage: false` for
 * the viewport alone, as a full-page one resizes the page).
 */
async function checkScreen(page, name, { fullPage = true } = {}) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
  if (fullPage) return screenshot(page, `a11y-${name}`);
  const scheme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  mkdirSync(process.env.E2E_SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, `a11y-${name}-${page.viewportSize().width}-${scheme}.png`) });
}

/** The console at `path` in `colorScheme`, signed in there. `allowed`: failed loads expected (see openConsole). */
const consoleAt = (path, colorScheme, allowed = []) => signedInConsole(env.browser, env.stack.url, path, { colorScheme, viewport: DESKTOP }, allowed);

/** Waits (bounded) until `read()` answers `expected`, then asserts it, so a failure shows both. */
async function untilEqual(what, read, expected) {
  const same = async () => JSON.stringify(await read()) === JSON.stringify(expected);
  await eventually(what, same).catch(() => undefined);
  expect(await read()).toEqual(expected);
}

const headingsOf = (list) => list.getByRole('listitem').getByRole('heading').allInnerTexts();
/** A word of each theme's post title that no other post has: the list's search finds that post alone (it ranks any word). */
const WORD = { light: 'Heliotrope', dark: 'Nocturne' };

describe.each(['light', 'dark'])('in the %s theme', (colorScheme) => {
  it("shows the scheduled posts of a search, a post's edit form and its history", async () => {
    // A post scheduled a day ahead, saved twice (created, then revised): two versions to compare.
    const title = `E2E A11y Scheduled ${WORD[colorScheme]}`;
    const slug = `e2e-a11y-scheduled-post-${colorScheme}`;
    const publishedAt = new Date(Date.now() + DAY_MS).toISOString();
    const created = await stored('POST', 'admin/blog/posts', postInput({ title, slug, publishedAt, content: 'The first words.' }));
    const revised = `${title} revised`;
    const post = await stored('PUT', `admin/blog/posts/${created.id}`, {
      ...postInput({ title: revised, slug, content: 'The first words.\n\nA paragraph added later.' }),
      publishedAt: created.publishedAt,
      updatedAt: created.updatedAt,
    });
    expect(post.publishedAt).toBe(publishedAt);

    const { page, unexpected } = await consoleAt('/blog/posts', colorScheme);
    const posts = page.getByRole('list', { name: 'Blog Posts', exact: true });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      // 1. The list: scheduled posts by its address, then narrowed by a search typed into its box.
      await page.goto(at('/admin/blog/posts?status=scheduled'));
      const filters = page.getByRole('search', { name: 'Filter posts', exact: true });
      await filters.getByRole('searchbox').fill(WORD[colorScheme]);
      await filters.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === WORD[colorScheme] && url.searchParams.get('status') === 'scheduled');
      await untilEqual('the list shows the one post searched for', () => headingsOf(posts), [revised]);
      expect(await filters.getByLabel(/^Status filter/).evaluate((select) => select.selectedOptions[0].textContent)).toBe('Scheduled');
      const row = rowOf(page, 'Blog Posts', revised);
      expect(await row.getByText('Scheduled', { exact: true }).isVisible()).toBe(true);
      await checkScreen(page, 'post-list-scheduled');

      // 2. Its edit form, at its own address.
      await row.getByRole('button', { name: `Edit ${revised}`, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/admin/blog/posts/${post.id}`);
      const form = page.getByRole('form', { name: 'Edit Post', exact: true });
      await form.waitFor();
      expect(await fieldValue(form, 'Title')).toBe(revised);
      const publishDate = form.getByLabel(/^Publish Date/);
      expect(await publishDate.isVisible()).toBe(true);
      expect(await publishDate.inputValue()).not.toBe('');
      const viewOnSite = form.getByRole('link', { name: /^View on site/ });
      expect(await viewOnSite.getAttribute('href')).toBe(`/blog/${slug}`);
      expect(await viewOnSite.isVisible()).toBe(true);
      const history = form.getByRole('button', { name: 'History', exact: true });
      expect(await history.isVisible()).toBe(true);
      await checkScreen(page, 'post-edit-form');

      // 3. History: the first save chosen, compared with the post as stored now.
      await history.click();
      const dialog = page.getByRole('dialog', { name: 'Post history', exact: true });
      const versions = dialog.getByRole('list', { name: 'Saved versions', exact: true }).getByRole('button');
      await versions.first().waitFor();
      expect(await versions.count()).toBe(2);
      await versions.nth(1).click();
      expect(await versions.nth(1).getAttribute('aria-pressed')).toBe('true');
      await dialog.locator('del', { hasText: 'revised' }).waitFor();
      await dialog.locator('del', { hasText: 'A paragraph added later.' }).waitFor();
      await checkScreen(page, 'post-history');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(unexpected()).toEqual([]);
    await page.context().close();
  }, TIMEOUT);

  it("shows the 'Recently deleted' notice with its Undo after a delete", async () => {
    const name = `E2E A11y Tag ${colorScheme}`;
    const tag = await stored('POST', 'admin/blog/tags', { name, slug: `e2e-a11y-tag-${colorScheme}`, displayOrder: 0 });
    const tagNames = async () => (await stored('GET', 'blog/tags')).map((each) => each.name);

    const { page, unexpected } = await consoleAt('/blog/tags', colorScheme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(at('/admin/blog/tags'));
      await rowOf(page, 'Tags', name).getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      await expectToast(page, 'Success', 'Tag deleted successfully');
      expect(await tagNames()).not.toContain(name);
      const notices = page.getByRole('list', { name: 'Recently deleted', exact: true });
      const undo = notices.getByRole('button', { name: `Undo: add the deleted tag “${name}” back`, exact: true });
      await undo.waitFor();
      expect(await notices.getByText(`Deleted tag “${name}”.`, { exact: true }).isVisible()).toBe(true);
      await checkScreen(page, 'recently-deleted');

      // Undo: the tag is back under its own id, and the notice goes.
      await undo.click();
      await expectToast(page, 'Success', 'Tag restored successfully');
      await notices.waitFor({ state: 'detached' });
      expect((await stored('GET', 'blog/tags')).find((each) => each.name === name)?.id).toBe(tag.id);
    }
    expect(unexpected()).toEqual([]);
    await page.context().close();
  }, TIMEOUT);

  it('offers the autosaved draft of a new post after a reload', async () => {
    const { page, dialogs, unexpected } = await consoleAt('/blog/posts/new', colorScheme);
    const form = page.getByRole('form', { name: 'New Post', exact: true });
    const typed = { Title: `E2E A11y Autosaved Post ${colorScheme}`, Content: 'Typed before the reload.' };
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(at('/admin/blog/posts/new'));
      await form.waitFor();
      await fillForm(form, typed);
      // Typing has stopped: the draft is written about a second later.
      await eventually(
        'the typed post is kept in local storage',
        () => page.evaluate((title) => Object.values(window.localStorage).some((value) => value.includes(title)), typed.Title),
        { within: 5_000 },
      );
      dialogs.length = 0;
      await page.reload();
      expect(dialogs).toEqual(['beforeunload']);
      const offer = form.getByRole('region', { name: 'Unsaved changes', exact: true });
      await offer.waitFor();
      expect((await offer.locator('p').innerText()).trim()).toMatch(/^Restore unsaved changes from .+\?$/);
      expect(await fieldValue(form, 'Title')).toBe('');
      await checkScreen(page, 'autosave-offer');
      // Discard: the draft is dropped, so the next width starts from an empty form again.
      await offer.getByRole('button', { name: 'Discard', exact: true }).click();
      await offer.waitFor({ state: 'detached' });
    }
    expect(unexpected()).toEqual([]);
    await page.context().close();
  }, TIMEOUT);

  it('shows the not-found card of a form address that names no item', async () => {
    // The console may read the item the address names by its id: a 404 it expects, and shows as this card.
    const { page, unexpected } = await consoleAt('/companies', colorScheme, [{ status: 404, text: 'Not Found', path: /^\/api\/.+\/999999$/ }]);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const { path, entity } of [
        { path: 'blog/posts', entity: 'post' },
        { path: 'companies', entity: 'company' },
      ]) {
        await page.goto(at(`/admin/${path}/999999`));
        const card = page.getByRole('alert').filter({ hasText: `There is no ${entity} with the id 999999: it may have been deleted.` });
        await card.waitFor();
        expect(await card.getByRole('button', { name: 'Back to the list', exact: true }).isVisible()).toBe(true);
        await checkScreen(page, `not-found-${entity}`);
      }
    }
    expect(unexpected()).toEqual([]);
    await page.context().close();
  }, TIMEOUT);

  it('shows a skill picked up for keyboard reordering, then cancels the move', async () => {
    const storedNames = async () => (await stored('GET', 'skills')).map((skill) => skill.name);
    const { page, unexpected } = await consoleAt('/skills', colorScheme);
    const skills = page.getByRole('list', { name: 'Skills', exact: true });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(at('/admin/skills'));
      await skills.getByRole('listitem').first().waitFor();
      const before = await headingsOf(skills);
      expect(before.length).toBeGreaterThanOrEqual(2);
      const handle = page.getByRole('button', { name: `Reorder ${before[0]}`, exact: true });
      await handle.focus();
      await page.keyboard.press('Space');
      await page.getByText(`Picked up ${before[0]}, position 1 of ${before.length}.`).waitFor({ state: 'attached' });
      expect(await handle.getAttribute('aria-pressed')).toBe('true');
      // A full-page screenshot resizes the page, and a resize drops the row (dnd-kit cancels on
      // resize): this screen's screenshot is of the viewport only.
      await checkScreen(page, 'skills-picked-up', { fullPage: false });
      expect(await handle.getAttribute('aria-pressed')).toBe('true');

      // Escape: the move is cancelled, and nothing is stored.
      await page.keyboard.press('Escape');
      await page.getByText(`Moving ${before[0]} was cancelled; it is back where it was.`).waitFor({ state: 'attached' });
      expect(await handle.getAttribute('aria-pressed')).toBe('false');
      expect(await headingsOf(skills)).toEqual(before);
      expect(await storedNames()).toEqual(before);
    }
    expect(unexpected()).toEqual([]);
    await page.context().close();
  }, TIMEOUT);

  it('shows the signed-in owner a draft on the public site under its preview banner', async () => {
    const title = `E2E A11y Draft ${colorScheme}`;
    const slug = `e2e-a11y-draft-${colorScheme}`;
    await stored('POST', 'admin/blog/posts', postInput({ title, slug, status: 'draft', content: 'Not ready for readers.' }));

    // The owner signs in on the console, then opens the post's address in the same browser context.
    const { page, unexpected } = await consoleAt('/', colorScheme);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const answer = await page.goto(at(`/blog/${slug}`));
      expect(answer.status()).toBe(200);
      await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
      await page.getByRole('heading', { name: title, level: 1, exact: true }).waitFor();
      const banner = page.getByRole('note', { name: 'Preview', exact: true });
      await banner.waitFor();
      expect(await banner.innerText()).toMatch(/^Preview — not published\s+This draft is visible only to you\.$/);
      await checkScreen(page, 'public-draft-preview');
    }
    expect(unexpected()).toEqual([]);
    await page.context().close();
  }, TIMEOUT);
});
