// 'Load more' by the API's cursor, and Back to the list from a post, in Chromium: the pages loaded
// before are listed again and the reader is where they were.
import { adminClient } from './support/admin-client.mjs';
import { postInput } from './support/admin-api.mjs';
import { openPage } from './support/browser.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('blog-load-more-back', { microCache: false });
const at = (path) => `${env.stack.url}${path}`;

/** More than three pages of 12, before the seed's posts in the list's order. */
const POSTS = Array.from({ length: 40 }, (_, index) =>
  postInput({ title: `Keyset post ${index + 1}`, slug: `keyset-post-${index + 1}`, displayOrder: 5000 - index, excerpt: `The ${index + 1}th post of the list.` }),
);

beforeAll(async () => {
  const admin = await adminClient(env.stack.url);
  for (const post of POSTS) {
    const answer = await admin.call('POST', 'admin/blog/posts', post);
    if (answer.status !== 201) throw new Error(`Seeding ${post.slug} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
});

const articles = (page) => page.getByRole('main').getByRole('article');
const cardTitles = (page) => articles(page).getByRole('heading', { level: 2 }).allInnerTexts();
const articleCount = (page) => page.evaluate(() => document.querySelectorAll('main article').length);

it("Load more asks for the next pages by cursor, and Back from a post shows them again at the same scroll position", async () => {
  const { context, page, problems } = await openPage(env.browser);
  const listRequests = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/blog/posts') listRequests.push(request.url());
  });
  await page.goto(at('/blog'));
  await page.getByRole('button', { name: 'Load more' }).waitFor();
  expect(await cardTitles(page)).toEqual(POSTS.slice(0, 12).map((post) => post.title));
  // A mark the page keeps only as long as it is not reloaded.
  await page.evaluate(() => (window.stillThisPage = true));

  for (const count of [24, 36]) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction((wanted) => document.querySelectorAll('main article').length >= wanted, count);
  }
  const titles = await cardTitles(page);
  expect(titles).toEqual(POSTS.slice(0, 36).map((post) => post.title));
  // Both pages after the first were asked for by the cursor the page before gave, never by offset.
  expect(listRequests).toHaveLength(2);
  for (const url of listRequests) {
    expect(url).toMatch(/[?&]cursor=[^&]+/);
    expect(url).not.toMatch(/[?&]offset=/);
    expect(url).toMatch(/[?&]status=published/);
  }
  expect(listRequests[0]).not.toBe(listRequests[1]);

  // Down to the 26th post, then into it.
  await page.evaluate(() => {
    const target = document.querySelectorAll('main article')[25];
    window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - 150);
  });
  await page.waitForTimeout(400);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(2000);
  await articles(page).nth(25).getByRole('heading', { level: 2 }).getByRole('link').click();
  await page.waitForURL(at('/blog/keyset-post-26'));
  await page.getByRole('heading', { level: 1, name: 'Keyset post 26' }).waitFor();

  await page.goBack();
  await page.waitForURL(at('/blog'));
  await page.waitForFunction((wanted) => document.querySelectorAll('main article').length === wanted, titles.length);
  expect(await cardTitles(page)).toEqual(titles);
  await page.waitForFunction((wanted) => Math.abs(window.scrollY - wanted) <= 4, scrolledTo, { timeout: 10_000 }).catch(() => undefined);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThanOrEqual(4);
  expect(await articleCount(page)).toBe(36);
  expect(await page.evaluate(() => window.stillThisPage)).toBe(true);
  // The list goes on from where it was: the next page by the last page's cursor.
  await page.getByRole('button', { name: 'Load more' }).click();
  await page.waitForFunction(() => document.querySelectorAll('main article').length > 36);
  expect(listRequests.at(-1)).toMatch(/[?&]cursor=[^&]+/);
  expect(problems).toEqual([]);
  await context.close();
});

it('Back to the list as a new document (the post was reloaded) loads the same pages again by their cursors and scrolls to the same place', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(at('/blog'));
  for (const count of [24, 36]) {
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction((wanted) => document.querySelectorAll('main article').length >= wanted, count);
  }
  const titles = await cardTitles(page);
  await page.evaluate(() => {
    const target = document.querySelectorAll('main article')[30];
    window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - 100);
  });
  await page.waitForTimeout(400);
  const scrolledTo = await page.evaluate(() => window.scrollY);
  await articles(page).nth(30).getByRole('heading', { level: 2 }).getByRole('link').click();
  await page.waitForURL(at('/blog/keyset-post-31'));
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Keyset post 31' }).waitFor();

  const listRequests = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/blog/posts') listRequests.push(request.url());
  });
  await page.goBack();
  await page.waitForURL(at('/blog'));
  await page.waitForFunction((wanted) => document.querySelectorAll('main article').length === wanted, titles.length);
  expect(await cardTitles(page)).toEqual(titles);
  // The two pages after the first were asked for again by their cursors, never by offset.
  expect(listRequests.filter((url) => /[?&]cursor=[^&]+/.test(url))).toHaveLength(2);
  for (const url of listRequests) expect(url).not.toMatch(/[?&]offset=/);
  await page.waitForFunction((wanted) => Math.abs(window.scrollY - wanted) <= 4, scrolledTo, { timeout: 10_000 }).catch(() => undefined);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledTo)).toBeLessThanOrEqual(4);
  expect(problems).toEqual([]);
  await context.close();
});
