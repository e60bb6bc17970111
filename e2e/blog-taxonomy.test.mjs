// Tag and category pages and the end of a post (issue 38), as a reader meets them in Chromium on the
// built stack behind nginx: a tag link on a post lists only that tag's posts, a category's badge its
// category's; `/blog?tag=` moves to the tag's page; a post ends with the links to the persona's
// previous and next posts, its related posts and the persona's call to action; all of it works with
// JavaScript off. axe on a tag page in both themes at 1280 and 375 px.
import { PERSONA_IDS } from '../contracts/src/index.ts';
import { adminClient } from './support/admin-client.mjs';
import { postInput } from './support/admin-api.mjs';
import { DESKTOP, MOBILE, openPage, seriousViolations } from './support/browser.mjs';
import { useWholeStack } from './support/whole-stack.mjs';

const env = useWholeStack('blog-taxonomy', { microCache: false });
const at = (path) => `${env.stack.url}${path}`;

const TAG = { name: 'Retry budgets', slug: 'retry-budgets' };
const OTHER_TAG = { name: 'Queues', slug: 'queues' };
const CATEGORY = { name: 'Reliability', slug: 'reliability', description: 'Systems that stay up.' };
const enterprise = { personaIds: [PERSONA_IDS.enterprise], tagType: 'enterprise' };
/** Dated long before the seeded posts, so that they are each other's neighbours. */
const dated = (day) => `1990-01-${String(day).padStart(2, '0')}T09:00:00.000Z`;

/**
 * Enterprise Tech's posts, oldest first: the middle one shares both tags with the first (its previous
 * post), one tag with the last (its next) and with the earliest, which is then its one related post.
 */
const POSTS = {
  earliest: { title: 'Queues Before Kafka', slug: 'queues-before-kafka', publishedAt: '1989-12-31T09:00:00.000Z', tags: [OTHER_TAG], category: null },
  first: { title: 'Budgets Before Retries', slug: 'budgets-before-retries', publishedAt: dated(1), tags: [TAG, OTHER_TAG], category: CATEGORY },
  fitness: { title: 'Rest Days Are Retries', slug: 'rest-days-are-retries', publishedAt: dated(2), tags: [TAG], personaIds: [PERSONA_IDS.fitness], tagType: 'fitness' },
  middle: { title: 'Retry Budgets in Practice', slug: 'retry-budgets-in-practice', publishedAt: dated(3), tags: [TAG, OTHER_TAG], category: CATEGORY },
  last: { title: 'Queues That Drain', slug: 'queues-that-drain', publishedAt: dated(4), tags: [OTHER_TAG], category: null },
  untagged: { title: 'Unrelated Notes', slug: 'unrelated-notes', publishedAt: dated(5), tags: [], category: null },
};

beforeAll(async () => {
  const admin = await adminClient(env.stack.url);
  const created = async (path, body) => {
    const answer = await admin.call('POST', path, body);
    if (answer.status !== 201) throw new Error(`Seeding ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const ids = new Map();
  for (const tag of [TAG, OTHER_TAG]) ids.set(tag.slug, (await created('admin/blog/tags', { ...tag, displayOrder: 0 })).id);
  const category = await created('admin/blog/categories', { ...CATEGORY, displayOrder: 0 });
  for (const post of Object.values(POSTS)) {
    await created(
      'admin/blog/posts',
      postInput({
        ...enterprise,
        title: post.title,
        slug: post.slug,
        publishedAt: post.publishedAt,
        tagIds: post.tags.map((tag) => ids.get(tag.slug)),
        categoryId: post.category ? category.id : null,
        ...(post.personaIds ? { personaIds: post.personaIds, tagType: post.tagType } : {}),
      }),
    );
  }
});

const cardTitles = (page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();

/** Both ways a reader may come: with the site's scripts, and with JavaScript off (the server's HTML alone). */
const modes = [
  ['with JavaScript', { javaScriptEnabled: true }],
  ['with JavaScript off', { javaScriptEnabled: false }],
];

describe.each(modes)('%s', (_mode, { javaScriptEnabled }) => {
  async function open(path, viewport = DESKTOP) {
    const context = await env.browser.newContext({ viewport, javaScriptEnabled, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(at(path));
    return { context, page };
  }

  it("a tag link on a post lists only that tag's posts, and the category's badge its category's", async () => {
    const { context, page } = await open(`/blog/${POSTS.middle.slug}?persona=enterprise`);
    try {
      await page.getByRole('complementary', { name: 'Tags' }).getByRole('link', { name: TAG.name }).click();
      await page.waitForURL((url) => url.pathname === `/blog/tag/${TAG.slug}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Posts tagged “${TAG.name}”`);
      // With the site's script the persona of the address was saved: Enterprise Tech's posts of the tag (the Fitness one left out);
      // without it nothing is saved, and the tag's page lists every persona's.
      const expected = javaScriptEnabled ? [POSTS.first.title, POSTS.middle.title] : [POSTS.first.title, POSTS.fitness.title, POSTS.middle.title];
      expect((await cardTitles(page)).sort()).toEqual(expected.sort());
      await page.getByRole('group', { name: 'Filter posts by persona' }).getByRole('link', { name: /Fitness/ }).click();
      await page.waitForURL((url) => url.pathname === `/blog/tag/${TAG.slug}` && url.searchParams.get('persona') === 'fitness');
      expect(await cardTitles(page)).toEqual([POSTS.fitness.title]);

      await page.goto(at(`/blog/${POSTS.middle.slug}?persona=enterprise`));
      await page.getByRole('article').getByRole('link', { name: CATEGORY.name }).click();
      await page.waitForURL((url) => url.pathname === `/blog/category/${CATEGORY.slug}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(`Posts in “${CATEGORY.name}”`);
      await page.getByText(CATEGORY.description).waitFor();
      expect((await cardTitles(page)).sort()).toEqual([POSTS.first.title, POSTS.middle.title].sort());
    } finally {
      await context.close();
    }
  });

  it('moves /blog?tag= to the tag’s page, and answers 404 for a tag there is none of', async () => {
    const { context, page } = await open(`/blog?tag=${TAG.slug}`);
    try {
      expect(new URL(page.url()).pathname).toBe(`/blog/tag/${TAG.slug}`);
      const missing = await page.goto(at('/blog/tag/no-such-tag'));
      expect(missing.status()).toBe(404);
      await page.getByText('There is no such tag on the blog.').waitFor();
    } finally {
      await context.close();
    }
  });

  it("a post's previous, next and related links go to those posts, and its call to action to the persona's contact form", async () => {
    const { context, page } = await open(`/blog/${POSTS.middle.slug}?persona=enterprise`, MOBILE);
    try {
      const neighbours = page.getByRole('navigation', { name: 'Previous and next posts' });
      // Enterprise Tech's posts by date: the Fitness post published between them is not its neighbour.
      await neighbours.getByRole('link', { name: new RegExp(`Previous post\\s*${POSTS.first.title}`) }).click();
      await page.waitForURL((url) => url.pathname === `/blog/${POSTS.first.slug}`);
      await page.getByRole('navigation', { name: 'Previous and next posts' }).getByRole('link', { name: new RegExp(`Next post\\s*${POSTS.middle.title}`) }).click();
      await page.waitForURL((url) => url.pathname === `/blog/${POSTS.middle.slug}`);
      await page.getByRole('navigation', { name: 'Previous and next posts' }).getByRole('link', { name: new RegExp(`Next post\\s*${POSTS.last.title}`) }).click();
      await page.waitForURL((url) => url.pathname === `/blog/${POSTS.last.slug}`);

      await page.goto(at(`/blog/${POSTS.middle.slug}?persona=enterprise`));
      const related = page.getByRole('region', { name: 'Related posts' });
      // Posts sharing a tag, but never the post itself, another persona's, or its previous and next posts (linked above already).
      const titles = await related.getByRole('link').evaluateAll((links) => links.map((link) => link.querySelector('span')?.textContent));
      expect(titles).toEqual([POSTS.earliest.title]);
      await related.getByRole('link').first().click();
      await page.waitForURL((url) => url.pathname === `/blog/${POSTS.earliest.slug}`);

      await page.goto(at(`/blog/${POSTS.middle.slug}?persona=enterprise`));
      const invitation = page.getByRole('region', { name: 'Work with me' });
      expect(await invitation.getByRole('link', { name: 'Contact Me' }).getAttribute('href')).toBe('/?persona=enterprise#contact');
      await invitation.getByRole('link', { name: 'Contact Me' }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('persona') === 'enterprise' && url.hash === '#contact');
      await page.locator('#contact').waitFor();
    } finally {
      await context.close();
    }
  });
});

it('announces the tag’s feeds in the head, and they answer feeds of its posts', async () => {
  const { context, page, problems } = await openPage(env.browser);
  try {
    await page.goto(at(`/blog/tag/${TAG.slug}`));
    const feeds = await page.locator('head link[rel="alternate"]').evaluateAll((links) => links.map((link) => [link.type, link.href]));
    expect(feeds.slice(0, 3).map(([type, href]) => [type, new URL(href).pathname + new URL(href).search])).toEqual([
      ['application/rss+xml', `/rss.xml?tag=${TAG.slug}`],
      ['application/atom+xml', `/atom.xml?tag=${TAG.slug}`],
      ['application/feed+json', `/feed.json?tag=${TAG.slug}`],
    ]);
    const json = await (await fetch(at(`/feed.json?tag=${TAG.slug}`))).json();
    expect(json.items.map((item) => item.title).sort()).toEqual([POSTS.first.title, POSTS.fitness.title, POSTS.middle.title].sort());
    const sitemap = await (await fetch(at('/sitemap.xml'))).text();
    expect(sitemap).toContain(`/blog/tag/${TAG.slug}</loc>`);
    expect(sitemap).toContain(`/blog/category/${CATEGORY.slug}</loc>`);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

describe.each([
  ['light', DESKTOP],
  ['dark', DESKTOP],
  ['light', MOBILE],
  ['dark', MOBILE],
])('axe, %s theme', (colorScheme, viewport) => {
  it(`finds nothing serious on a tag page and a post's end at ${viewport.width} px`, async () => {
    const { context, page } = await openPage(env.browser, { viewport, colorScheme });
    try {
      await page.goto(at(`/blog/tag/${TAG.slug}`));
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(at(`/blog/${POSTS.middle.slug}?persona=enterprise`));
      await page.getByRole('region', { name: 'Work with me' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
