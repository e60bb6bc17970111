// The owner's console has addresses (/admin/skills, /admin/skills/<id>, /admin/blog/posts?status=…):
// a reload, Back and Forward and a bookmark show the same screen; a changed form asks before it is
// left; a post typed and lost to a reload comes back from this browser's autosaved draft; Ctrl+S saves.
import { adminClient } from './support/admin-client.mjs';
import { discardChanges, expectToast, fieldValue, fillForm, leaveDialog, signedInConsole } from './support/admin-console.mjs';
import { eventually } from './support/poll.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('console-addresses');
const at = (path) => `${env.stack.url}${path}`;
/** The address the page shows, as /admin/… and its query. */
const shownAddress = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

let admin;
beforeAll(async () => {
  admin = await adminClient(env.stack.url);
});

/** The console at `path`, signed in there; its dialogs recorded and accepted. */
const consoleAt = (path) => signedInConsole(env.browser, env.stack.url, path);

const skillsList = (page) => page.getByRole('list', { name: 'Skills', exact: true });
const skillForm = (page, mode) => page.getByRole('form', { name: `${mode} Skill`, exact: true });
const sectionTab = (page, name) => page.getByRole('navigation', { name: 'Sections', exact: true }).getByRole('tab', { name, exact: true });

/** The first skill of the list, as the list shows it and as the API stores it. */
async function firstSkill(page) {
  const row = skillsList(page).getByRole('listitem').first();
  const name = await row.getByRole('heading').first().innerText();
  const stored = (await admin.call('GET', 'admin/skills')).body.find((skill) => skill.name === name);
  expect(stored).toBeDefined();
  return { row, name, stored };
}

it('keeps the screen through a reload, Back and Forward, and a bookmarked filter of the post list', async () => {
  const { page, dialogs, unexpected } = await consoleAt('/skills');
  // Signed in where the address pointed: the Skills section, not the default one.
  expect(shownAddress(page)).toBe('/admin/skills');
  await page.getByRole('heading', { name: 'Skills', exact: true }).waitFor();
  expect(await sectionTab(page, 'Skills').getAttribute('aria-selected')).toBe('true');

  const { row, name, stored } = await firstSkill(page);
  await row.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/admin/skills/${stored.id}`);
  const form = skillForm(page, 'Edit');
  await form.waitFor();
  expect(await fieldValue(form, 'Skill Name')).toBe(name);

  // A reload shows the same form for the same item (nothing was changed: no question on leaving).
  await page.reload();
  await form.waitFor();
  expect(shownAddress(page)).toBe(`/admin/skills/${stored.id}`);
  expect(await fieldValue(form, 'Skill Name')).toBe(name);
  expect(await fieldValue(form, 'Description')).toBe(stored.description);
  expect(dialogs).toEqual([]);

  // Back: the list; Forward: the form again.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/admin/skills');
  await form.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Add Skill', exact: true }).waitFor();
  expect(await skillsList(page).getByRole('heading', { name, exact: true }).isVisible()).toBe(true);
  await page.goForward();
  await page.waitForURL((url) => url.pathname === `/admin/skills/${stored.id}`);
  await form.waitFor();
  expect(await fieldValue(form, 'Skill Name')).toBe(name);

  // A bookmark of the drafts: the filter is applied as the page opens.
  const drafts = (await admin.call('GET', 'admin/blog/posts?status=draft&limit=100')).body.map((post) => post.title);
  const all = (await admin.call('GET', 'admin/blog/posts?limit=100')).body.map((post) => post.title);
  // The filter has something to leave out, and something to show.
  expect(drafts.length).toBeGreaterThan(0);
  expect(all.length).toBeGreaterThan(drafts.length);
  await page.goto(at('/admin/blog/posts?status=draft'));
  const posts = page.getByRole('list', { name: 'Blog Posts', exact: true });
  await eventually('the post list shows the drafts only', async () => {
    const shown = await posts.getByRole('listitem').getByRole('heading').allInnerTexts();
    return JSON.stringify([...shown].sort()) === JSON.stringify([...drafts].sort()) && shown;
  });
  expect(await page.getByLabel(/^Status filter/).evaluate((select) => select.selectedOptions[0].textContent)).toBe('Draft');
  expect(shownAddress(page)).toBe('/admin/blog/posts?status=draft');
  expect(unexpected()).toEqual([]);
  await page.context().close();
});

it("autosaves a new post's title and content, and offers them back after a reload", async () => {
  const { page, dialogs, unexpected } = await consoleAt('/blog/posts/new');
  const form = page.getByRole('form', { name: 'New Post', exact: true });
  await form.waitFor();
  const typed = { Title: 'E2E Autosaved Post Title', Content: 'Typed before the reload.\n\n## Still here\n\nEvery word of it.' };
  // The draft's time as the console words it (the minute may turn while typing: either is right).
  const timeNow = () => page.evaluate(() => new Date().toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }));
  const times = [await timeNow()];
  await fillForm(form, typed);
  // Typing has stopped: the draft is written about a second later.
  await eventually(
    'the typed post is kept in local storage',
    () => page.evaluate((title) => Object.values(window.localStorage).some((value) => value.includes(title)), typed.Title),
    { within: 5_000 },
  );
  times.push(await timeNow());

  // The reload asks first (beforeunload: the form has changes); the recorder accepts.
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  expect(shownAddress(page)).toBe('/admin/blog/posts/new');
  await form.waitFor();
  // The form opens as new, with the offer above it.
  const offer = form.getByRole('region', { name: 'Unsaved changes', exact: true });
  await offer.waitFor();
  const question = (await offer.locator('p').innerText()).trim();
  expect(times.map((time) => `Restore unsaved changes from ${time}?`)).toContain(question);
  expect(await fieldValue(form, 'Title')).toBe('');
  expect(await fieldValue(form, 'Content')).toBe('');

  await offer.getByRole('button', { name: 'Restore', exact: true }).click();
  await offer.waitFor({ state: 'detached' });
  expect(await fieldValue(form, 'Title')).toBe(typed.Title);
  expect(await fieldValue(form, 'Content')).toBe(typed.Content);

  // Restored values are changes like any typed ones: leaving asks, and discarding drops the draft.
  await form.getByRole('button', { name: 'Cancel', exact: true }).click();
  await discardChanges(page);
  await page.waitForURL((url) => url.pathname === '/admin/blog/posts');
  await page.goto(at('/admin/blog/posts/new'));
  await form.waitFor();
  expect(await form.getByRole('region', { name: 'Unsaved changes', exact: true }).count()).toBe(0);
  expect(await fieldValue(form, 'Title')).toBe('');
  expect(unexpected()).toEqual([]);
  await page.context().close();
});

it('asks before a changed form is left for another section, by Esc or by Back: Keep editing keeps it, Discard changes leaves', async () => {
  const { page, unexpected } = await consoleAt('/skills');
  await page.getByRole('button', { name: 'Add Skill', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin/skills/new');
  const form = skillForm(page, 'New');
  await fillForm(form, { 'Skill Name': 'E2E Half-typed Skill' });
  const dialog = leaveDialog(page);

  /** After each way out was asked about and Keep editing pressed: the same form, the typed value in it. */
  const stillEditing = async () => {
    await dialog.getByRole('button', { name: 'Keep editing', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(shownAddress(page)).toBe('/admin/skills/new');
    expect(await fieldValue(form, 'Skill Name')).toBe('E2E Half-typed Skill');
    expect(await sectionTab(page, 'Skills').getAttribute('aria-selected')).toBe('true');
  };

  await sectionTab(page, 'Companies').click();
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain('You have unsaved changes in this skill. Leave without saving?');
  await stillEditing();

  await form.getByLabel(/^Skill Name/).press('Escape');
  await dialog.waitFor();
  await stillEditing();

  await page.goBack();
  await dialog.waitFor();
  await stillEditing();

  // Discard changes: the other section opens, and the typed value is gone.
  await sectionTab(page, 'Companies').click();
  await discardChanges(page);
  await page.waitForURL((url) => url.pathname === '/admin/companies');
  await page.getByRole('heading', { name: 'Companies', exact: true }).waitFor();
  await sectionTab(page, 'Skills').click();
  await page.getByRole('button', { name: 'Add Skill', exact: true }).click();
  await form.waitFor();
  expect(await fieldValue(form, 'Skill Name')).toBe('');
  expect(await dialog.count()).toBe(0);
  expect(unexpected()).toEqual([]);
  await page.context().close();
});

it('saves a changed form with Ctrl+S', async () => {
  const { page, unexpected } = await consoleAt('/skills');
  const { row, name, stored } = await firstSkill(page);
  await row.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const form = skillForm(page, 'Edit');
  await form.waitFor();
  const description = `Saved from the keyboard at ${new Date().toISOString()}.`;
  expect(stored.description).not.toBe(description);
  const field = form.getByLabel(/^Description/);
  await field.fill(description);

  await field.press('Control+s');
  await expectToast(page, 'Success', 'Skill updated successfully');
  // Saved: the form closes to the list, without asking, and the row shows the new text.
  await page.waitForURL((url) => url.pathname === '/admin/skills');
  await form.waitFor({ state: 'detached' });
  expect(await leaveDialog(page).count()).toBe(0);
  await skillsList(page).getByText(description, { exact: true }).waitFor();
  const saved = (await admin.call('GET', 'admin/skills')).body.find((skill) => skill.id === stored.id);
  expect(saved).toMatchObject({ name, description });
  expect(unexpected()).toEqual([]);
  await page.context().close();
});
