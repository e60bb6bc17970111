// Posts as a publisher has them, through nginx with its micro-cache as production runs it: a post
// scheduled from the console's Publish Date stays out of the visitors' blog until its time, then
// appears (no job: the visibility rule compares with now); the signed-in owner previews a draft
// under a banner that visitors never get; a renamed post keeps its old address as a 301.
import { adminClient } from './support/admin-client.mjs';
import { postInput } from './support/admin-api.mjs';
import { allowFailedLoads, expectToast, fillForm, openConsole, select, signIn } from './support/admin-console.mjs';
import { openPage } from './support/browser.mjs';
import { eventually, untilTime } from './support/poll.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

// The micro-cache stays on: what visitors get is what nginx answers, cache included.
const env = useWholeStack('post-publishing');
const at = (path) => `${env.stack.url}${path}`;
/** nginx's micro-cache keeps a 404 this long (nginx/folio/micro-cache.conf: proxy_cache_valid 200 404 5s). */
const CACHED_404_MS = 5_000;
/** A page rendered and answered on 2 busy cores, on top of that. */
const SLACK_MS = 10_000;
const PREVIEW_TITLE = 'Preview — not published';

let admin;
beforeAll(async () => {
  admin = await adminClient(env.stack.url);
});

/** A visitor: a fresh browser context (no session cookie); 404s of the given paths are expected, not problems. */
async function visitor(notFoundPaths = []) {
  return allowFailedLoads(
    await openPage(env.browser),
    notFoundPaths.map((path) => ({ status: 404, text: 'Not Found', path })),
  );
}

/** A visitor's request through nginx, as fetch sends it (no cookie): its status, cache status and body. */
async function visitorGet(path) {
  const answer = await fetch(at(path), { redirect: 'manual' });
  return { status: answer.status, cache: answer.headers.get('x-cache-status'), location: answer.headers.get('location'), body: await answer.text() };
}

/** The slugs of the posts visitors are listed (/api/blog/posts, through nginx). */
async function listedSlugs() {
  const answer = await visitorGet('/api/blog/posts?limit=100');
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body).map((post) => post.slug);
}

/** Opens a post's address in `page`: the answer's status and the page once the app runs. */
async function openPost(page, path) {
  const answer = await page.goto(at(path));
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  return answer;
}

const banner = (page) => page.getByRole('note', { name: 'Preview', exact: true });
const postTitle = (page, title) => page.getByRole('heading', { name: title, level: 1, exact: true });
const notFound = (page) => page.getByRole('heading', { name: 'Post Not Found', level: 1, exact: true });

/** Shows `page` as a visitor's 404 for a post: 'Post Not Found', no trace of `title`, no preview banner. */
async function expectMissing(page, answer, title) {
  expect(answer.status()).toBe(404);
  await notFound(page).waitFor();
  expect(await page.getByText(title, { exact: false }).count()).toBe(0);
  expect(await banner(page).count()).toBe(0);
}

it('a post scheduled from the Publish Date field stays hidden from visitors until its time, then appears', async () => {
  const owner = await openConsole(env.browser);
  const { page } = owner;
  await page.goto(at('/admin/blog/posts/new'));
  await signIn(page);
  const form = page.getByRole('form', { name: 'New Post', exact: true });
  await form.waitFor();

  // The field takes minutes (datetime-local, the owner's time zone): the next whole minute at least
  // 20 s away, time enough to look at the post as a visitor before it is due.
  const { due, local } = await page.evaluate(() => {
    const minute = 60_000;
    const time = Math.ceil((Date.now() + 20_000) / minute) * minute;
    const date = new Date(time);
    const pad = (value) => String(value).padStart(2, '0');
    return {
      due: time,
      local: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`,
    };
  });
  const title = 'E2E Scheduled For Later';
  const slug = 'e2e-scheduled-for-later';
  await fillForm(form, { Title: title, Status: select('Published'), 'Publish Date': local, Content: 'Written now, read later.' });
  expect(await form.getByLabel(/^Slug/).inputValue()).toBe(slug);
  await form.getByRole('button', { name: 'Add Post', exact: true }).click();
  await expectToast(page, 'Success', 'Post added successfully');

  // Stored as published, dated the minute chosen: scheduled.
  const scheduled = (await admin.call('GET', 'admin/blog/posts?status=scheduled&limit=100')).body.find((post) => post.slug === slug);
  expect(scheduled).toMatchObject({ title, status: 'published', publishedAt: new Date(due).toISOString() });

  // The owner sees it at its address already, under the preview banner that says when it comes out.
  const preview = await openPost(page, `/blog/${slug}`);
  expect(preview.status()).toBe(200);
  await postTitle(page, title).waitFor();
  expect(await banner(page).innerText()).toMatch(new RegExp(`^${PREVIEW_TITLE}\\s+Scheduled for .+; visible only to you until then\\.$`));

  // A visitor, right after the owner's look (nothing of it kept for visitors): no post, no listing.
  const reader = await visitor([new RegExp(`^/(api/)?blog/(posts/slug/)?${slug}$`)]);
  await expectMissing(reader.page, await openPost(reader.page, `/blog/${slug}`), title);
  expect((await visitorGet(`/api/blog/posts/slug/${slug}`)).status).toBe(404);
  expect(await listedSlugs()).not.toContain(slug);
  await reader.page.goto(at('/blog'));
  await reader.page.getByRole('main').getByRole('article').first().waitFor();
  expect(await reader.page.getByRole('main').getByText(title, { exact: false }).count()).toBe(0);
  // All of that was looked at before the post was due, or it proves nothing.
  expect(Date.now()).toBeLessThan(due);

  // Just before its time, by the API itself (past nginx): still hidden. Then a visitor's 404 through
  // nginx goes into the micro-cache at the last moment, the worst case for the cache.
  await untilTime(due - 1_500);
  expect((await fetch(`${env.stack.apiUrl}/api/blog/posts/slug/${slug}`)).status).toBe(404);
  const lastBefore = await visitorGet(`/blog/${slug}`);
  expect(lastBefore.status).toBe(404);
  expect(Date.now()).toBeLessThan(due);

  // Its time comes: the API answers it at once; nginx's copy of the 404 lasts at most its 5 s.
  await untilTime(due);
  await eventually('the API answers the post once it is due', async () => (await fetch(`${env.stack.apiUrl}/api/blog/posts/slug/${slug}`)).status === 200, {
    within: 2_000,
    every: 100,
  });
  const apiLag = Date.now() - due;
  const seen = [];
  await eventually(
    'a visitor gets the post at /blog/<slug> through nginx',
    async () => {
      const answer = await visitorGet(`/blog/${slug}`);
      seen.push(`${answer.status} ${answer.cache} at +${Date.now() - due} ms`);
      return answer.status === 200 && answer.body.includes(title);
    },
    { within: CACHED_404_MS + SLACK_MS, every: 250 },
  );
  const pageLag = Date.now() - due;
  await eventually('/api/blog/posts lists it', async () => (await listedSlugs()).includes(slug), { within: CACHED_404_MS + SLACK_MS, every: 250 });
  await eventually('/blog lists it', async () => (await visitorGet('/blog')).body.includes(title), { within: CACHED_404_MS + SLACK_MS, every: 250 });
  console.info(
    `Scheduled post due at ${new Date(due).toISOString()}: the API answered it ${apiLag} ms after; through nginx, ` +
      `a visitor got it ${pageLag} ms after (the last 404 before the time was ${lastBefore.cache}; answers after the time: ${seen.join(', ')})`,
  );

  // What the visitor sees in the browser now: the post, without a banner, and its card on /blog.
  const later = await visitor();
  const shown = await openPost(later.page, `/blog/${slug}`);
  expect(shown.status()).toBe(200);
  await postTitle(later.page, title).waitFor();
  expect(await banner(later.page).count()).toBe(0);
  // The app took over the server's page without turning it into 'Post Not Found' (nginx may still
  // hold the API's 404 for the slug a few seconds).
  expect(await notFound(later.page).count()).toBe(0);
  await later.page.goto(at('/blog'));
  await later.page.getByRole('main').getByRole('article').filter({ hasText: title }).waitFor();
  expect(reader.unexpected()).toEqual([]);
  expect(later.unexpected()).toEqual([]);
  expect(owner.unexpected()).toEqual([]);
  await Promise.all([owner.context.close(), reader.context.close(), later.context.close()]);
}, 240_000);

it('shows the signed-in owner a draft at its address under "Preview — not published"; a visitor gets 404', async () => {
  const title = 'E2E Draft Only The Owner Sees';
  const slug = 'e2e-draft-only-the-owner-sees';
  const created = await admin.call('POST', 'admin/blog/posts', postInput({ title, slug, status: 'draft', content: 'Not ready for readers.' }));
  expect(created.status).toBe(201);

  const owner = await openConsole(env.browser);
  await owner.page.goto(at('/admin/'));
  await signIn(owner.page);
  const answer = await openPost(owner.page, `/blog/${slug}`);
  expect(answer.status()).toBe(200);
  await postTitle(owner.page, title).waitFor();
  expect(await banner(owner.page).innerText()).toMatch(new RegExp(`^${PREVIEW_TITLE}\\s+This draft is visible only to you\\.$`));
  // Marked as the owner's own: no shared cache keeps it.
  expect(answer.headers()['cache-control']).toMatch(/private/);

  // A visitor, at once (within the micro-cache's window of the owner's visit): 404, no banner.
  const reader = await visitor([new RegExp(`^/(api/)?blog/(posts/slug/)?${slug}$`)]);
  await expectMissing(reader.page, await openPost(reader.page, `/blog/${slug}`), title);
  expect((await visitorGet(`/api/blog/posts/slug/${slug}`)).status).toBe(404);
  expect(await listedSlugs()).not.toContain(slug);
  expect(owner.unexpected()).toEqual([]);
  expect(reader.unexpected()).toEqual([]);
  await Promise.all([owner.context.close(), reader.context.close()]);
});

it("keeps a renamed post's old address: 301 to the new one, its query kept", async () => {
  const title = 'E2E Post That Moved';
  const [before, after] = ['e2e-post-before-the-move', 'e2e-post-after-the-move'];
  const created = await admin.call('POST', 'admin/blog/posts', postInput({ title, slug: before, content: 'Same words, new address.' }));
  expect(created.status).toBe(201);
  const post = created.body;
  const renamed = await admin.call('PUT', `admin/blog/posts/${post.id}`, {
    ...postInput({ title, slug: after, content: post.content }),
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
  });
  expect(renamed.status).toBe(200);
  expect(renamed.body.slug).toBe(after);

  // As any client meets it through nginx, redirects not followed.
  const page = await visitorGet(`/blog/${before}`);
  expect({ status: page.status, location: page.location }).toEqual({ status: 301, location: `/blog/${after}` });
  const withQuery = await visitorGet(`/blog/${before}?x=1`);
  expect({ status: withQuery.status, location: withQuery.location }).toEqual({ status: 301, location: `/blog/${after}?x=1` });
  const api = await visitorGet(`/api/blog/posts/slug/${before}`);
  expect({ status: api.status, location: api.location }).toEqual({ status: 301, location: `/api/blog/posts/slug/${after}` });

  // Chromium follows it to the post under its new address, the query kept.
  const reader = await visitor();
  const answer = await openPost(reader.page, `/blog/${before}?x=1`);
  expect(answer.status()).toBe(200);
  expect(answer.request().redirectedFrom()?.url()).toBe(at(`/blog/${before}?x=1`));
  expect((await answer.request().redirectedFrom()?.response())?.status()).toBe(301);
  const landed = new URL(reader.page.url());
  expect(`${landed.pathname}${landed.search}`).toBe(`/blog/${after}?x=1`);
  await postTitle(reader.page, title).waitFor();
  expect(await reader.page.getByText('Same words, new address.', { exact: true }).isVisible()).toBe(true);
  expect(reader.unexpected()).toEqual([]);
  await reader.context.close();
});
