// The owner puts a list in order by dragging a row's handle or with the keyboard (Space, arrows,
// Space); the order is stored (displayOrder) and is what visitors and a reload see. A post's
// history compares and restores an earlier save; a deleted post comes back with its id, views and
// tags from the section's 'Recently deleted' notice. axe finds nothing serious on these screens.
import { adminClient } from './support/admin-client.mjs';
import { MOBILE, screenshot, seriousViolations } from './support/browser.mjs';
import { expectToast, fieldValue, fillForm, signedInConsole } from './support/admin-console.mjs';
import { eventually } from './support/poll.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('console-ordering');
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** Waits (bounded) until `read()` answers `expected`, then asserts it, so a failure shows both. */
async function untilEqual(what, read, expected) {
  await eventually(what, async () => same(await read(), expected)).catch(() => undefined);
  expect(await read()).toEqual(expected);
}
let admin;
beforeAll(async () => {
  admin = await adminClient(env.stack.url);
});

const consoleAt = (path, options) => signedInConsole(env.browser, env.stack.url, path, options);

const skillsList = (page) => page.getByRole('list', { name: 'Skills', exact: true });
/** The skill names as the console's list shows them, top to bottom. */
const shownNames = (page) => skillsList(page).getByRole('listitem').getByRole('heading').allInnerTexts();
/** The skill names in the stored order (the API's own sort: displayOrder, then id). */
const storedNames = async () => (await admin.call('GET', 'skills')).body.map((skill) => skill.name);

it('moves a skill with the keyboard and another by dragging, and both orders are stored', async () => {
  const { page } = await consoleAt('/skills');
  await skillsList(page).waitFor();
  const before = await shownNames(page);
  expect(before.length).toBeGreaterThanOrEqual(3);
  expect(await storedNames()).toEqual(before);

  // Keyboard: pick the first row up, move it down one place, drop it.
  const saved = () => page.waitForResponse((response) => response.url().endsWith('/api/admin/skills/order') && response.request().method() === 'PUT');
  let answer = saved();
  const firstHandle = page.getByRole('button', { name: `Reorder ${before[0]}`, exact: true });
  await firstHandle.focus();
  await page.keyboard.press('Space');
  // Each key waits for what the owner would hear: picked up, then moved.
  await page.getByText(`Picked up ${before[0]}, position 1 of ${before.length}.`).waitFor({ state: 'attached' });
  expect(await firstHandle.getAttribute('aria-pressed')).toBe('true');
  await page.keyboard.press('ArrowDown');
  await page.getByText(`${before[0]} moved to position 2 of ${before.length}.`).waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
  expect((await answer).status()).toBe(204);
  const afterKeys = [before[1], before[0], ...before.slice(2)];
  await untilEqual('the list shows the keyboard move', () => shownNames(page), afterKeys);
  expect(await storedNames()).toEqual(afterKeys);

  // Pointer: drag the third row's handle above the first row.
  answer = saved();
  const handle = await page.getByRole('button', { name: `Reorder ${afterKeys[2]}`, exact: true }).boundingBox();
  const top = await page.getByRole('button', { name: `Reorder ${afterKeys[0]}`, exact: true }).boundingBox();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + ((top.y - 20 - handle.y) * step) / 10);
  }
  await page.mouse.up();
  expect((await answer).status()).toBe(204);
  const afterDrag = [afterKeys[2], afterKeys[0], afterKeys[1], ...afterKeys.slice(3)];
  await untilEqual('the API stores the drag', storedNames, afterDrag);

  await page.reload();
  await skillsList(page).waitFor();
  await untilEqual('the reloaded list shows the stored order', () => shownNames(page), afterDrag);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'console-skills-reorder');
});

it("compares a post with an earlier save and restores it; a deleted post comes back with its id, views and tags", async () => {
  const posts = (await admin.call('GET', 'admin/blog/posts?status=published')).body;
  const post = (await admin.call('GET', `blog/posts/slug/${posts[0].slug}`)).body;
  const { page } = await consoleAt(`/blog/posts/${post.id}`, { viewport: MOBILE, colorScheme: 'dark' });
  const form = page.getByRole('form', { name: 'Edit Post', exact: true });
  await form.waitFor();
  await fillForm(form, { Title: `${post.title} (revised)` });
  await form.getByRole('button', { name: 'Update Post', exact: true }).click();
  await expectToast(page, 'Success', 'Post updated successfully');

  await page.goto(`${env.stack.url}/admin/blog/posts/${post.id}`);
  await form.waitFor();
  await form.getByRole('button', { name: 'History', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Post history', exact: true });
  const versions = dialog.getByRole('list', { name: 'Saved versions', exact: true });
  await versions.waitFor();
  expect(await versions.getByRole('button').count()).toBeGreaterThanOrEqual(2);
  await versions.getByRole('button').nth(1).click();
  await dialog.locator('del', { hasText: '(revised)' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'console-post-history-375-dark');
  await dialog.getByRole('button', { name: 'Restore this version', exact: true }).click();
  await page.locator('li[data-variant]').filter({ hasText: 'Post restored to the version of' }).waitFor();
  await untilEqual('the post has its earlier title again', async () => (await admin.call('GET', `blog/posts/slug/${post.slug}`)).body.title, post.title);
  expect(await fieldValue(form, 'Title')).toBe(post.title);

  // Delete it from the list, then Undo from the notice after the toast has gone.
  await page.goto(`${env.stack.url}/admin/blog/posts`);
  await page.getByRole('button', { name: `Delete ${post.title}`, exact: true }).click();
  await expectToast(page, 'Success', 'Post deleted successfully');
  expect((await admin.call('GET', `blog/posts/slug/${post.slug}`)).status).toBe(404);
  const notices = page.getByRole('list', { name: 'Recently deleted', exact: true });
  await notices.getByRole('button', { name: /^Undo: add the deleted post/ }).click();
  await expectToast(page, 'Success', 'Post restored successfully');
  const back = (await admin.call('GET', `blog/posts/slug/${post.slug}`)).body;
  expect({ id: back.id, viewCount: back.viewCount, tagIds: back.tagIds, personaIds: back.personaIds }).toEqual({
    id: post.id,
    viewCount: post.viewCount,
    tagIds: post.tagIds,
    personaIds: post.personaIds,
  });
  expect(await notices.count()).toBe(0);
});
