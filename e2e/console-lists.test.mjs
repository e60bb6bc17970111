// The console's lists as the owner meets them: a whole list narrows as the search is typed and the
// address keeps it through a reload; 'View on site' opens an item where visitors meet it, in a new
// tab; a post added in the console comes first, in its list and on the visitors' blog.
import { adminClient } from './support/admin-client.mjs';
import { expectToast, fillForm, signedInConsole, rowOf, select } from './support/admin-console.mjs';
import { openPage } from './support/browser.mjs';
import { eventually } from './support/poll.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('console-lists');
const at = (path) => `${env.stack.url}${path}`;
let admin;
beforeAll(async () => {
  admin = await adminClient(env.stack.url);
});

const consoleAt = (path) => signedInConsole(env.browser, env.stack.url, path);

/** The titles a list of the console shows, top to bottom. */
const shownTitles = (page, list) => page.getByRole('list', { name: list, exact: true }).getByRole('listitem').getByRole('heading').allInnerTexts();

it('narrows the skills as a search is typed, keeps the search through a reload, and shows them all once it is cleared', async () => {
  const { page, context, unexpected } = await consoleAt('/skills');
  const skills = (await admin.call('GET', 'admin/skills')).body;
  const all = skills.map((skill) => skill.name);
  expect(all.length).toBeGreaterThanOrEqual(3);
  await page.getByRole('list', { name: 'Skills', exact: true }).waitFor();
  expect(await shownTitles(page, 'Skills')).toEqual(all);

  // A word of a skill's name, typed in another case: only the skills holding it in any of their texts
  // (the console's rule), fewer than all.
  const texts = (skill) => Object.values(skill).filter((value) => typeof value === 'string').join(' ').toLowerCase();
  const holding = (word) => skills.filter((skill) => texts(skill).includes(word.toLowerCase())).map((skill) => skill.name);
  const word = all.flatMap((name) => name.split(/\s+/)).find((candidate) => candidate.length > 3 && holding(candidate).length < all.length);
  const target = holding(word)[0];
  const search = page.getByRole('searchbox', { name: 'Search skills', exact: true });
  await search.fill(word.toUpperCase());
  await page.waitForURL((url) => url.searchParams.get('q') === word.toUpperCase());
  const narrowed = await shownTitles(page, 'Skills');
  expect(narrowed).toEqual(holding(word));
  expect(narrowed.length).toBeLessThan(all.length);

  await page.reload();
  await rowOf(page, 'Skills', target).waitFor();
  expect(await search.inputValue()).toBe(word.toUpperCase());
  expect(await shownTitles(page, 'Skills')).toEqual(narrowed);

  await search.fill('');
  await page.waitForURL((url) => !url.searchParams.has('q'));
  expect(await shownTitles(page, 'Skills')).toEqual(all);
  expect(unexpected()).toEqual([]);
  await context.close();
});

it("opens 'View on site' in a new tab: a post at its own address, from its row and from its form", async () => {
  const [post] = (await admin.call('GET', 'admin/blog/posts?status=published&limit=1')).body;
  const { page, context, unexpected } = await consoleAt('/blog/posts');
  const row = rowOf(page, 'Blog Posts', post.title);
  await row.waitFor();

  /** Clicks the link and answers the tab it opened, once the post shows there. */
  const opened = async (link) => {
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.getByRole('heading', { name: post.title, level: 1, exact: true }).waitFor();
    expect(new URL(tab.url()).pathname).toBe(`/blog/${post.slug}`);
    return tab;
  };
  const rowLink = row.getByRole('link', { name: /^View on site/ });
  await rowLink.waitFor({ timeout: 10_000 }).catch(async () => {
    throw new Error(`No 'View on site' link in the row: ${await row.innerHTML()}`);
  });
  // Named by its item for a screen reader going from link to link.
  expect(await rowLink.evaluate((link) => link.textContent)).toBe(`View on site: ${post.title} (opens in a new tab)`);
  const fromRow = await opened(rowLink);
  await fromRow.close();
  // The console kept its place.
  expect(new URL(page.url()).pathname).toBe('/admin/blog/posts');

  await row.getByRole('button', { name: `Edit ${post.title}`, exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Post', exact: true });
  await form.waitFor();
  const fromForm = await opened(form.getByRole('link', { name: 'View on site (opens in a new tab)', exact: true }));
  await fromForm.close();
  expect(new URL(page.url()).pathname).toBe(`/admin/blog/posts/${post.id}`);
  expect(unexpected()).toEqual([]);
  await context.close();
});

it('puts a post added in the console first, in its list and on the blog', async () => {
  const { page, context, unexpected } = await consoleAt('/blog/posts/new');
  const form = page.getByRole('form', { name: 'New Post', exact: true });
  await form.waitFor();
  const title = 'E2E Newest Post Comes First';
  await fillForm(form, { Title: title, Status: select('Published'), Content: 'Added last, shown first.' });
  await form.getByRole('button', { name: 'Add Post', exact: true }).click();
  await expectToast(page, 'Success', 'Post added successfully');
  await rowOf(page, 'Blog Posts', title).waitFor();
  // The console's list is newest first (posts without a date, shown 'Recently', above): the new post leads the dated ones.
  const dated = (await admin.call('GET', 'admin/blog/posts?limit=50')).body.filter((post) => post.publishedAt).map((post) => post.title);
  expect(dated[0]).toBe(title);
  expect((await shownTitles(page, 'Blog Posts')).filter((shown) => dated.includes(shown))[0]).toBe(title);
  // And the blog's own (manual) order puts it first too.
  expect((await admin.call('GET', 'admin/blog/posts?sort=manual&limit=1')).body[0].title).toBe(title);

  // Through nginx, whose micro-cache may still hold /blog for a few seconds.
  const visitor = await openPage(env.browser);
  const firstTitle = async () => {
    await visitor.page.goto(at('/blog'));
    const first = visitor.page.getByRole('main').getByRole('article').first();
    await first.waitFor();
    return first.getByRole('heading').first().innerText();
  };
  await eventually('/blog shows the new post first', async () => (await firstTitle()) === title, { within: 15_000, every: 1_000 }).catch(() => undefined);
  expect(await firstTitle()).toBe(title);
  expect(visitor.problems).toEqual([]);
  expect(unexpected()).toEqual([]);
  await Promise.all([context.close(), visitor.context.close()]);
});
