// The blog at size, as a reader meets it in Chromium: pages of 12, each an address of its own
// (`?page=N`) linked from the list, search from the blog's own box (and without JavaScript, as the
// server sends it), and a post's contents links that scroll to their headings, with its code
// highlighted by the server and no script but the site's plain one.
import { readFileSync } from 'node:fs';
import { adminClient } from './support/admin-client.mjs';
import { postInput } from './support/admin-api.mjs';
import { openPage } from './support/browser.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('blog-reader', { microCache: false });
const at = (path) => `${env.stack.url}${path}`;

/** A word in one post only, and a long post with sections to jump between. */
const RARE_WORD = 'zephyrology';
const SECTIONS = ['Warm-up sets', 'Working sets', 'Cool-down'];
const LONG_POST = postInput({
  title: 'A long read with sections',
  slug: 'a-long-read-with-sections',
  displayOrder: 900,
  content: [
    'Why the plan has three parts.',
    ...SECTIONS.flatMap((section) => [`## ${section}`, ...Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1} of ${section.toLowerCase()}, long enough to take up some of the screen as a reader scrolls down the page.`)]),
    '```ts\nconst sets: number = 5;\n```',
  ].join('\n\n'),
});

let total;

beforeAll(async () => {
  const admin = await adminClient(env.stack.url);
  const created = [LONG_POST, postInput({ title: `On ${RARE_WORD}`, slug: 'on-the-rare-word', content: `A post about ${RARE_WORD} and nothing else.`, displayOrder: 0 })];
  for (let index = 0; index < 20; index += 1) created.push(postInput({ title: `Filler post ${index + 1}`, slug: `filler-post-${index + 1}`, displayOrder: 0 }));
  for (const post of created) {
    const answer = await admin.call('POST', 'admin/blog/posts', post);
    if (answer.status !== 201) throw new Error(`Seeding ${post.slug} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  const list = await fetch(at('/api/blog/posts?status=published&limit=1'));
  total = Number(list.headers.get('x-total-count'));
});

/**
 * The site's plain script as built: its entry and the chunks it imports (Vite's manifest), the only
 * scripts of the build a page without an island may load.
 */
function siteScript() {
  const manifest = JSON.parse(readFileSync(new URL('../public-site/dist/.vite/manifest.json', import.meta.url), 'utf8'));
  const files = new Set();
  const add = (key) => {
    if (files.has(`/${manifest[key].file}`)) return;
    files.add(`/${manifest[key].file}`);
    for (const imported of manifest[key].imports ?? []) add(imported);
  };
  add('src/site/main.ts');
  return files;
}

const cardTitles = (page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();

it('the API pages the list and says how many posts there are', async () => {
  const answer = await fetch(at('/api/blog/posts?status=published&limit=2'));
  expect(answer.status).toBe(200);
  expect(await answer.json()).toHaveLength(2);
  expect(total).toBeGreaterThan(24);
});

it('shows 12 posts, and its page links lead to the next 12 and on to the end, each page an address of its own', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(at('/blog'));
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.waitFor();
  const first = await cardTitles(page);
  expect(first).toHaveLength(12);
  expect(first[0]).toBe(LONG_POST.title);

  await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await pager.getByText('2').and(page.locator('[aria-current="page"]')).waitFor();
  const second = await cardTitles(page);
  expect(second).toHaveLength(12);
  expect(second.filter((title) => first.includes(title))).toEqual([]);

  // To the end by Next: every post shown once, on one page or another.
  const shown = [...first, ...second];
  let current = 2;
  while (await pager.getByRole('link', { name: 'Next' }).isVisible()) {
    await pager.getByRole('link', { name: 'Next' }).click();
    current += 1;
    await page.waitForURL((url) => url.searchParams.get('page') === String(current));
    shown.push(...(await cardTitles(page)));
  }
  expect(shown).toHaveLength(total);
  expect(new Set(shown).size).toBe(total);
  expect(await pager.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(current === 2 ? '/blog' : `/blog?page=${current - 1}`);
  expect(problems).toEqual([]);
  await context.close();
});

it('a post reached by a click from /blog is one page load that asks the API only to count its view, with its code highlighted and its contents, and no script but the site’s plain one', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(at('/blog'));
  await page.getByRole('navigation', { name: 'Pages' }).waitFor();
  // What the page asks of the servers from the click on (its document and scripts apart): only the view it counts.
  const calls = [];
  const scripts = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const viewCounted = page.waitForRequest((request) => request.method() === 'POST' && /\/view$/.test(request.url()));
  await page.getByRole('main').getByRole('article').first().getByRole('link', { name: 'Read More' }).click();
  await page.waitForURL((url) => url.pathname === `/blog/${LONG_POST.slug}`);
  await page.getByRole('navigation', { name: 'Contents' }).waitFor();
  await page.locator('pre code .hljs-keyword').first().waitFor();
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
  await viewCounted;
  await page.waitForLoadState('networkidle');
  expect(calls.filter((call) => call.startsWith('GET '))).toEqual([]);
  expect(calls.filter((call) => !call.startsWith('GET ')).map((call) => call.replace(/\d+/, '<id>'))).toEqual(['POST /api/blog/posts/<id>/view']);
  // The post's scripts: theme-init.js and the site's script with its chunks, no island and no React.
  const site = siteScript();
  expect(scripts.map((url) => new URL(url).pathname).filter((name) => name !== '/theme-init.js' && !site.has(name))).toEqual([]);
  expect(await page.locator('[data-island]').count()).toBe(0);
  const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
  expect(bodies.filter((body) => body.includes('highlightAuto') || body.includes('registerLanguage'))).toEqual([]);
  expect(problems).toEqual([]);
  await context.close();
});

it('the page links work without JavaScript: page 2 is in the HTML the server sends', async () => {
  const secondPage = await (await fetch(at('/api/blog/posts?status=published&limit=12&offset=12'))).json();
  const html = await (await fetch(at('/blog?page=2'))).text();
  for (const post of secondPage) expect(html).toContain(post.title);
  expect(html).not.toContain(LONG_POST.title);
  expect(html).toMatch(/href="\/blog\?page=3"/);
});

it('finds a post by a word of its body, in the server HTML and from the search box', async () => {
  const html = await (await fetch(at(`/blog?q=${RARE_WORD}`))).text();
  expect(html).toContain(`On ${RARE_WORD}`);
  expect(html).not.toContain(LONG_POST.title);

  const { context, page, problems } = await openPage(env.browser);
  await page.goto(at('/blog'));
  const box = page.getByRole('search', { name: 'Search the blog' }).getByRole('searchbox', { name: 'Search articles' });
  await box.fill(RARE_WORD);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === RARE_WORD);
  await page.waitForFunction(() => document.querySelectorAll('main article').length === 1);
  expect(await cardTitles(page)).toEqual([`On ${RARE_WORD}`]);

  await box.fill('qqxyzzyqq');
  await box.press('Enter');
  await page.getByRole('main').getByText('No articles match', { exact: false }).waitFor();
  expect(problems).toEqual([]);
  await context.close();
});

it("a post's contents links scroll to their headings, and a shared #heading link opens there", async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(at(`/blog/${LONG_POST.slug}`));
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.waitFor();
  expect(await contents.getByRole('link').allInnerTexts()).toEqual(SECTIONS);
  // The code was highlighted by the server: its keywords carry highlight.js's classes.
  expect(await page.locator('pre code .hljs-keyword').count()).toBeGreaterThan(0);

  const last = page.getByRole('heading', { level: 2, name: 'Cool-down' });
  expect(await last.evaluate((heading) => heading.getBoundingClientRect().top > window.innerHeight)).toBe(true);
  await contents.getByRole('link', { name: 'Cool-down' }).click();
  await page.waitForURL((url) => url.hash === '#cool-down');
  await page.waitForFunction(() => {
    const top = document.getElementById('cool-down')?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < window.innerHeight / 2;
  });

  const shared = await context.newPage();
  await shared.goto(at(`/blog/${LONG_POST.slug}#working-sets`));
  await shared.waitForFunction(() => {
    const top = document.getElementById('working-sets')?.getBoundingClientRect().top;
    return top !== undefined && top >= 0 && top < window.innerHeight / 2;
  });
  expect(problems).toEqual([]);
  await context.close();
});
