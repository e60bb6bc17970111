/** @jest-environment jest-fixed-jsdom */
// What a crawler, a link preview or a reader without JavaScript gets: every public page's first answer
// through nginx, with its content, head tags, JSON-LD and honest status; the sitemap and feeds compared
// entry by entry with what the API publishes. No browser: plain requests, parsed as a crawler would.
import { XMLParser } from 'fast-xml-parser';
import { postInput, signInThroughApi } from './support/admin-api.mjs';
import { startStack } from './support/stack.mjs';

const HOSTILE = `Quotes " and ' </title></script><!-- <script>alert("x")</script> & ]]> done`;
const OWNER = 'Jordan Avery';

let stack;
let published;
const drafts = { slug: 'e2e-unpublished-draft', title: 'An unpublished draft' };
const hostile = { slug: 'e2e-hostile-title', title: HOSTILE, excerpt: HOSTILE };

beforeAll(async () => {
  stack = await startStack('rendered-pages');
  const owner = await signInThroughApi(stack.url);
  await owner.write('POST', 'admin/blog/posts', postInput({ ...drafts, status: 'draft', content: 'Not for visitors.' }));
  await owner.write('POST', 'admin/blog/posts', postInput({ ...hostile, content: `Body of the hostile post.\n\n${HOSTILE}` }));
  published = await (await fetch(`${stack.url}/api/blog/posts?status=published`)).json();
}, 180_000);
afterAll(() => stack?.stop());

/** A page as a crawler gets it: status, headers and the parsed document. */
async function page(path, init) {
  const answer = await fetch(`${stack.url}${path}`, init);
  const html = await answer.text();
  return { status: answer.status, headers: answer.headers, html, document: new DOMParser().parseFromString(html, 'text/html') };
}

const meta = (document, key) =>
  document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
const jsonLd = (document) => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent));
const text = (document) => document.getElementById('root')?.textContent ?? '';

describe('every public page arrives with its content and head', () => {
  it('home: the chooser, the owner title, canonical root and ProfilePage markup', async () => {
    const { status, document, headers } = await page('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(document.title).toBe(`${OWNER} | Technology | Business | Health`);
    expect(document.querySelector('link[rel=canonical]').getAttribute('href')).toBe(`${stack.url}/`);
    expect(text(document)).toContain('Choose your path to explore my professional journey');
    expect(jsonLd(document)[0]).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Person', name: OWNER } });
    expect(meta(document, 'og:image')).toMatch(new RegExp(`^${stack.url}/og/site\\.png\\?v=`));
  });

  it('a persona page: every section rendered, its own preview image', async () => {
    const { status, document } = await page('/?persona=enterprise');
    expect(status).toBe(200);
    const headings = [...document.querySelectorAll('h2')].map((heading) => heading.textContent);
    for (const section of ['About Me', 'Case Studies & Projects']) expect(headings).toContain(section);
    for (const id of ['about', 'experience', 'skills', 'education', 'case-studies']) expect(document.getElementById(id)).not.toBeNull();
    expect(meta(document, 'og:image')).toMatch(/\/og\/persona\/enterprise\.png\?v=\w+$/);
    expect(meta(document, 'twitter:card')).toBe('summary_large_image');
  });

  it('the blog list: a card for exactly the published posts, Blog markup and the feed announced', async () => {
    const { status, document } = await page('/blog');
    expect(status).toBe(200);
    const cards = [...document.querySelectorAll('main h2 a[href^="/blog/"]')].map((link) => link.getAttribute('href'));
    expect(cards.sort()).toEqual(published.map((post) => `/blog/${post.slug}`).sort());
    expect(cards).not.toContain(`/blog/${drafts.slug}`);
    expect(jsonLd(document).map((data) => data['@type'])).toEqual(['Blog', 'BreadcrumbList']);
    expect(document.querySelector('link[rel=alternate][type="application/rss+xml"]').getAttribute('href')).toBe(`${stack.url}/rss.xml`);
  });

  it('a post: its body as HTML, article tags and BlogPosting markup', async () => {
    // A post whose featured image is an SVG: link previews cannot show SVG, so it gets a drawn PNG.
    const post = published.find((candidate) => candidate.featuredImagePath?.endsWith('.svg'));
    const { status, document } = await page(`/blog/${post.slug}`);
    expect(status).toBe(200);
    expect(document.querySelector('h1').textContent).toBe(post.title);
    expect(document.querySelectorAll('main article p').length).toBeGreaterThan(3);
    expect(meta(document, 'og:type')).toBe('article');
    expect(meta(document, 'og:title')).toBe(`${post.title} | ${OWNER}`);
    expect(meta(document, 'article:published_time')).toBe(post.publishedAt);
    expect(document.querySelector('link[rel=canonical]').getAttribute('href')).toBe(`${stack.url}/blog/${post.slug}`);
    const [posting, crumbs] = jsonLd(document);
    expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: post.title, datePublished: post.publishedAt, author: { name: OWNER } });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    // The preview image is there to be fetched: a 1200×630 PNG.
    const image = await fetch(meta(document, 'og:image'));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = new DataView(await image.arrayBuffer());
    expect([bytes.getUint32(16), bytes.getUint32(20)]).toEqual([1200, 630]);
  });

  it('a hostile title and excerpt stay text: one title, valid JSON-LD, nothing injected', async () => {
    const { status, document, html } = await page(`/blog/${hostile.slug}`);
    expect(status).toBe(200);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelector('title').textContent).toBe(`${HOSTILE} | ${OWNER}`);
    expect(meta(document, 'description')).toBe(HOSTILE);
    expect(jsonLd(document)[0].headline).toBe(HOSTILE);
    expect(document.querySelector('h1').textContent).toBe(HOSTILE);
    expect(html).not.toContain('<script>alert');
    // Only the page's own scripts: theme-init.js and the site's script (a post has no island, so no React), the JSON-LD and the prefetch rules.
    const external = [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
    expect(external).toEqual(['/theme-init.js', expect.stringMatching(/^\/assets\/site-[\w-]+\.js$/)]);
    const data = [...document.querySelectorAll('script:not([src])')].map((script) => script.getAttribute('type'));
    expect(new Set(data)).toEqual(new Set(['application/ld+json', 'speculationrules']));
  });
});

describe('honest status codes', () => {
  it.each([
    ['an unknown path', '/no/such/page', '404 - Page Not Found'],
    ['a missing post', '/blog/e2e-no-such-post', 'Post Not Found'],
    ['a draft post', `/blog/${drafts.slug}`, 'Post Not Found'],
  ])('%s answers 404 with its page, kept out of search results', async (_name, path, heading) => {
    const { status, document } = await page(path);
    expect(status).toBe(404);
    expect(document.querySelector('h1').textContent).toBe(heading);
    expect(meta(document, 'robots')).toBe('noindex, follow');
    expect(text(document)).not.toContain('Not for visitors.');
  });
});

describe('sitemap, feeds and robots.txt', () => {
  const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
  const list = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

  it('the sitemap lists home, the persona pages, the blog, the CVs, /feeds, every case study, exactly the published posts and the tags and categories they have', async () => {
    const answer = await fetch(`${stack.url}/sitemap.xml`);
    expect(answer.status).toBe(200);
    const urls = list(xml.parse(await answer.text()).urlset.url);
    const locations = urls.map((url) => url.loc);
    const pages = [
      `${stack.url}/`,
      `${stack.url}/?persona=enterprise`,
      `${stack.url}/?persona=business`,
      `${stack.url}/?persona=fitness`,
      `${stack.url}/blog`,
      `${stack.url}/cv`,
      `${stack.url}/cv?persona=enterprise`,
      `${stack.url}/cv?persona=business`,
      `${stack.url}/cv?persona=fitness`,
      `${stack.url}/feeds`,
    ];
    expect(locations.slice(0, pages.length)).toEqual(pages);
    const caseStudies = await (await fetch(`${stack.url}/api/case-studies`)).json();
    const lists = new Set(published.flatMap((post) => [...post.tags.map((tag) => `/blog/tag/${tag.slug}`), ...(post.categorySlug ? [`/blog/category/${post.categorySlug}`] : [])]));
    const rest = [...caseStudies.map((study) => `/work/${study.slug}`), ...published.map((post) => `/blog/${post.slug}`), ...lists];
    expect(locations.slice(pages.length).sort()).toEqual(rest.map((path) => `${stack.url}${path}`).sort());
    for (const url of urls.slice(pages.length)) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('the feed lists the published posts newest first, with absolute links', async () => {
    const answer = await fetch(`${stack.url}/rss.xml`);
    expect(answer.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const items = list(xml.parse(await answer.text()).rss.channel.item);
    expect(items.map((item) => item.link).sort()).toEqual(published.map((post) => `${stack.url}/blog/${post.slug}`).sort());
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items.map((item) => item.title)).toContain(HOSTILE);
  });

  it("a persona feed lists that persona's posts as the API filters them", async () => {
    const api = await (await fetch(`${stack.url}/api/blog/posts?status=published&personaId=1`)).json();
    const items = list(xml.parse(await (await fetch(`${stack.url}/rss.xml?persona=fitness`)).text()).rss.channel.item);
    expect(items.map((item) => item.link).sort()).toEqual(api.map((post) => `${stack.url}/blog/${post.slug}`).sort());
    expect((await fetch(`${stack.url}/rss.xml?persona=astronaut`)).status).toBe(404);
  });

  it('the Atom and JSON feeds hold the same posts as the RSS feed, compressed on the way', async () => {
    const rss = list(xml.parse(await (await fetch(`${stack.url}/rss.xml?persona=fitness`)).text()).rss.channel.item).map((item) => item.link);
    const atomAnswer = await fetch(`${stack.url}/atom.xml?persona=fitness`, { headers: { 'Accept-Encoding': 'gzip' } });
    const jsonAnswer = await fetch(`${stack.url}/feed.json?persona=fitness`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(atomAnswer.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    expect(jsonAnswer.headers.get('content-type')).toMatch(/^application\/feed\+json/);
    const atom = list(xml.parse(await atomAnswer.text()).feed.entry).map((entry) => entry.link['@href']);
    const json = (await jsonAnswer.json()).items.map((item) => item.url);
    expect(atom).toEqual(rss);
    expect(json).toEqual(rss);
    expect(rss.length).toBeGreaterThan(0);
    for (const answer of [atomAnswer, jsonAnswer]) expect(answer.headers.get('content-encoding')).toBe('gzip');
  });

  it('robots.txt names the sitemap and keeps crawlers out of the console and the admin API', async () => {
    const lines = (await (await fetch(`${stack.url}/robots.txt`)).text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /admin', 'Disallow: /api/admin', `Sitemap: ${stack.url}/sitemap.xml`]));
  });
});

describe('pages need no script to show their content', () => {
  it.each(['/', '/?persona=fitness', '/blog', '/blog/webhooks-retries-idempotency'])('%s has no inline script and no boundary left to swap in', async (path) => {
    const { html, document } = await page(path);
    // Inline scripts never run under the CSP: the only scripts are external files, JSON data blocks and the
    // prefetch rules (data too, which the CSP allows by 'inline-speculation-rules' alone).
    const inline = [...document.querySelectorAll('script:not([src])')].filter((script) => !/^(application\/(ld\+)?json|speculationrules)$/.test(script.type));
    expect(inline).toHaveLength(0);
    expect(html).not.toMatch(/<template id="[A-Z]:|<!--\$\?-->/);
  });
});

// Last: it stops the API.
describe('when the API is down', () => {
  it('a page answers 503 with a readable page that says to try again, never a blank page or a 200', async () => {
    await stack.stopApi();
    const { status, document, headers } = await page('/blog?persona=business');
    expect(status).toBe(503);
    expect(headers.get('retry-after')).toMatch(/^\d+$/);
    expect(document.querySelector('h1').textContent).toBeTruthy();
    expect(document.body.textContent).toMatch(/try again/i);
    expect(document.querySelector('a').getAttribute('href')).toBe('/blog?persona=business');
  });
});
