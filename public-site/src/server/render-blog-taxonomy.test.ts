import { http, HttpResponse } from 'msw';
import { post, posts, tags } from '../test/fixtures';
import { appHtml, build } from '../test/render-on-server';
import { api, postListAnswer, readNextAnswer, recordRequests, server, withNames } from '../test/server';
import { renderPage } from './render-page';

/** Three posts of the Habits tag besides the fixtures (whose three posts are tagged Architecture and Cloud): one Fitness, two Enterprise Tech. */
const HABITS = [
  post({ id: 42, slug: 'on-call-routines', title: 'On-Call Routines', tagIds: [3], categoryId: null, personaIds: [4], publishedAt: '2026-01-20T07:00:00.000Z' }),
  post({ id: 40, slug: 'tiny-habits', title: 'Tiny Habits That Stick', tagIds: [3], categoryId: 2, personaIds: [1], tagType: 'fitness', publishedAt: '2026-02-01T07:00:00.000Z' }),
  post({ id: 41, slug: 'habit-stacking', title: 'Habit Stacking for Engineers', tagIds: [3], categoryId: null, personaIds: [4], publishedAt: '2026-02-10T07:00:00.000Z' }),
];
/** Enough Cloud posts for three pages of 12. */
const CLOUD = Array.from({ length: 30 }, (_, index) => post({ id: 100 + index, slug: `cloud-${index + 1}`, title: `Cloud note ${index + 1}`, tagIds: [2], displayOrder: 50 - index }));
const ALL = [...posts, ...HABITS, ...CLOUD];
/** A post for every persona: assigned to none, no tag type. */
const EVERYONE = post({ id: 60, slug: 'for-everyone', title: 'For Everyone', personaIds: [], tagType: null, tagIds: [], categoryId: null });
const UNUSED = { id: 9, name: 'Unused', slug: 'unused', displayOrder: 9 };

async function render(url: string, savedPersona: 'fitness' | null = null) {
  return renderPage(build, globalThis.location.origin, { url, savedPersona, savedTheme: null });
}

async function page(url: string, savedPersona: 'fitness' | null = null): Promise<{ status: number; html: string; app: string }> {
  const rendered = await render(url, savedPersona);
  if (!('html' in rendered)) throw new Error(`render failed with ${rendered.status}`);
  return { ...rendered, app: appHtml(rendered.html).replace(/<!-- -->/g, '') };
}

/** The posts a list page shows, by their titles' links. */
const listedTitles = (app: string) => [...app.matchAll(/<h2[^>]*><a href="\/blog\/[^"]+">([^<]+)<\/a><\/h2>/g)].map((match) => match[1]);

/** The API over ALL: the lists, each post by slug, and what ends each. */
const allPostsApi = () =>
  server.use(
    http.get(api('blog/posts'), ({ request }) => postListAnswer(ALL, request)),
    http.get(api('blog/posts/slug/:slug'), ({ params }) => {
      const found = ALL.find((item) => item.slug === params.slug);
      return found ? HttpResponse.json(withNames(found)) : HttpResponse.json({ message: 'Post not found' }, { status: 404 });
    }),
    http.get(api('blog/posts/slug/:slug/read-next'), ({ params, request }) => readNextAnswer(ALL, String(params.slug), request)),
  );

describe('tag and category pages rendered on the server', () => {
  beforeEach(() => {
    allPostsApi();
    server.use(http.get(api('blog/tags'), () => HttpResponse.json([...tags, UNUSED])));
  });

  it("lists only the tag's posts under a heading naming it, with its own head", async () => {
    const { status, html, app } = await page('/blog/tag/habits');
    expect(status).toBe(200);
    expect(app).toMatch(/<h1[^>]*>Posts tagged “Habits”<\/h1>/);
    expect(app).toContain('>3 articles</p>');
    expect(listedTitles(app).sort()).toEqual(['Habit Stacking for Engineers', 'On-Call Routines', 'Tiny Habits That Stick']);
    expect(html).toContain('<title data-head>Posts tagged “Habits” | Jordan Avery</title>');
    expect(html).toContain('<link data-head rel="canonical" href="https://jordan.example/blog/tag/habits">');
    expect(html).toContain('<meta data-head name="description" content="Articles tagged “Habits” by Jordan Avery.">');
    expect(html).not.toContain('name="robots"');
    // Its own feeds first, then the blog's.
    expect(html).toContain('<link data-head rel="alternate" type="application/rss+xml" title="Jordan Avery: Posts tagged “Habits”" href="https://jordan.example/rss.xml?tag=habits">');
    expect(html).toContain('href="https://jordan.example/atom.xml?tag=habits"');
    expect(html).toContain('href="https://jordan.example/feed.json?tag=habits"');
    expect(html).toContain('href="https://jordan.example/rss.xml"');
    expect(html).toContain('"@type":"CollectionPage"');
    // A tag's page has no search box; it leads back to the blog.
    expect(app).not.toContain('role="search"');
    expect(app).toMatch(/<a[^>]*href="\/blog"[^>]*>.*Back to Blog<\/a>/s);
  });

  it("lists a category's posts", async () => {
    const { status, html, app } = await page('/blog/category/training');
    expect(status).toBe(200);
    expect(app).toMatch(/<h1[^>]*>Posts in “Training”<\/h1>/);
    expect(listedTitles(app).sort()).toEqual(['Periodization for Busy Calendars', 'Tiny Habits That Stick']);
    expect(html).toContain('<link data-head rel="canonical" href="https://jordan.example/blog/category/training">');
    expect(html).toContain('href="https://jordan.example/rss.xml?category=training"');
  });

  it("shows the persona's posts of the tag, the persona chosen in the address or saved, and keeps the tag in the persona filter's links", async () => {
    const fitness = await page('/blog/tag/habits?persona=fitness');
    expect(listedTitles(fitness.app)).toEqual(['Tiny Habits That Stick']);
    expect(fitness.app).toContain('href="/blog/tag/habits?persona=enterprise"');
    expect(fitness.app).toMatch(/<a[^>]*href="\/blog\/tag\/habits\?persona=fitness"[^>]*aria-current="true"/);
    expect(listedTitles((await page('/blog/tag/habits', 'fitness')).app)).toEqual(['Tiny Habits That Stick']);
  });

  it('pages a tag as the blog is paged: each page its own address, a page past the last a 404', async () => {
    const first = await page('/blog/tag/cloud');
    // The fixtures' three posts are tagged Cloud too.
    expect(first.app).toContain('>33 articles</p>');
    expect(first.app).toContain('href="/blog/tag/cloud?page=2"');
    const second = await page('/blog/tag/cloud?page=2');
    expect(second.status).toBe(200);
    expect(second.html).toContain('<link data-head rel="canonical" href="https://jordan.example/blog/tag/cloud?page=2">');
    expect(second.html).toContain('<title data-head>Posts tagged “Cloud”, page 2 | Jordan Avery</title>');
    const past = await page('/blog/tag/cloud?page=9');
    expect(past.status).toBe(404);
    expect(past.html).toContain('<meta data-head name="robots" content="noindex, follow">');
  });

  it('says so when a known tag has no posts yet (200)', async () => {
    const { status, app } = await page('/blog/tag/unused');
    expect(status).toBe(200);
    expect(app).toContain('No articles tagged “Unused” yet.');
    expect(app).toContain('>0 articles</p>');
  });

  it.each(['/blog/tag/no-such-tag', '/blog/category/no-such-category', '/blog/tag/Not%20A%20Slug'])('answers 404 for %s, and never asks for the posts of what is no slug', async (url) => {
    const requests = recordRequests();
    const { status, html, app } = await page(url);
    expect(status).toBe(404);
    expect(html).toContain('<meta data-head name="robots" content="noindex, follow">');
    expect(app).toMatch(/There is no such (tag|category) on the blog\./);
    expect(requests.filter((asked) => asked.includes('Not'))).toEqual([]);
  });

  it.each([
    ['/blog?tag=habits', '/blog/tag/habits'],
    ['/blog?tag=habits&persona=fitness&page=2', '/blog/tag/habits?persona=fitness'],
    ['/blog?category=training', '/blog/category/training'],
  ])('moves %s to the tag’s or category’s page (301)', async (url, location) => {
    const moved = await render(url);
    expect(moved).toMatchObject({ status: 301, location });
  });

  it('leaves /blog?tag= with no slug in it as the blog', async () => {
    expect((await render('/blog?tag=%3Cscript%3E')).status).toBe(200);
  });
});

describe('a post rendered on the server: its links and its end', () => {
  beforeEach(allPostsApi);

  it("links its category and its tags to their pages", async () => {
    const { app } = await page('/blog/architecture-decision-records');
    expect(app).toMatch(/<a[^>]*href="\/blog\/category\/engineering"[^>]*>Engineering<\/a>/);
    const tagsCard = /<aside[^>]*aria-labelledby="post-tags-heading"[^>]*>(.*?)<\/aside>/s.exec(app)?.[1] ?? '';
    expect([...tagsCard.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]])).toEqual([
      ['/blog/tag/architecture', 'Architecture'],
      ['/blog/tag/cloud', 'Cloud'],
    ]);
  });

  it("ends with the persona's previous and next posts, related posts and the persona's call to action, before the Follow block", async () => {
    const { app } = await page('/blog/habit-stacking');
    const end = /<div[^>]*data-post-end[^>]*>(.*)/s.exec(app)?.[1] ?? '';
    // Enterprise Tech's posts by date: the Fitness post between them (Tiny Habits, 1 February) is left out.
    expect(end).toMatch(/<a[^>]*href="\/blog\/architecture-decision-records"[^>]*rel="next"/);
    expect(end).toMatch(/<a[^>]*href="\/blog\/on-call-routines"[^>]*rel="prev"/);
    const related = /<section[^>]*aria-labelledby="related-posts-heading"[^>]*>(.*?)<\/section>/s.exec(end)?.[1] ?? '';
    expect(related).toContain('<h2 id="related-posts-heading">Related posts</h2>');
    // The Enterprise Tech post sharing its tag; the Fitness one is another persona's.
    expect([...related.matchAll(/<a[^>]*href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/blog/on-call-routines']);
    expect(end).toContain('<h2 id="work-with-me-heading">Work with me</h2>');
    expect(end).toMatch(/<a[^>]*href="\/\?persona=enterprise#contact"[^>]*>Contact Me<\/a>/);
    expect(end.indexOf('work-with-me-heading')).toBeLessThan(end.indexOf('id="follow"'));
  });

  it("takes the reader's persona for a post meant for everyone, and the post's own for another persona's reader", async () => {
    server.use(http.get(api('blog/posts/slug/:slug/read-next'), ({ params, request }) => readNextAnswer([...ALL, EVERYONE], String(params.slug), request)));
    server.use(http.get(api(`blog/posts/slug/${EVERYONE.slug}`), () => HttpResponse.json(withNames(EVERYONE))));
    expect((await page(`/blog/${EVERYONE.slug}?persona=fitness`)).app).toMatch(/<a[^>]*href="\/\?persona=fitness#contact"[^>]*>Contact Me<\/a>/);
    // No persona for a post for everyone: no call to action.
    expect((await page(`/blog/${EVERYONE.slug}`)).app).not.toContain('work-with-me-heading');
    expect((await page('/blog/habit-stacking?persona=fitness')).app).toMatch(/href="\/\?persona=enterprise#contact"/);
  });

  it('stands without its end when the API cannot say', async () => {
    server.use(http.get(api('blog/posts/slug/:slug/read-next'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { status, app } = await page('/blog/architecture-decision-records');
    expect(status).toBe(200);
    expect(app).toContain('Architecture Decision Records People Read');
    expect(app).not.toContain('data-post-end');
  });
});
