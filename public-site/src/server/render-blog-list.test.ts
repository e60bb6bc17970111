import { appHtml, build } from '../test/render-on-server';
import { http } from 'msw';
import { post, posts } from '../test/fixtures';
import { api, postListAnswer, server } from '../test/server';
import { renderPage } from './render-page';

const RETRIES = post({ id: 40, slug: 'webhook-retries', title: 'Webhooks That Retry Safely', excerpt: 'Idempotency keys make retries safe.', displayOrder: 1 });
/** 30 posts besides the fixtures' three: three pages of 12. */
const many = Array.from({ length: 27 }, (_, index) =>
  post({ id: 100 + index, slug: `post-${index + 1}`, title: `Numbered post ${index + 1}`, displayOrder: 100 - index, personaIds: [] }),
);

async function render(url: string): Promise<{ status: number; html: string }> {
  const page = await renderPage(build, globalThis.location.origin, { url, savedPersona: null, savedTheme: null });
  if (!('html' in page)) throw new Error(`render failed with ${page.status}`);
  return page;
}

/**
 * The rendered app, without the page data the browser hydrates from (which holds the API's answers
 * too), and without the empty comments React writes between adjacent pieces of text.
 */
const body = (html: string) => appHtml(html).replace(/<!-- -->/g, '');
const links = (html: string, rel: string) => [...body(html).matchAll(new RegExp(`<a[^>]*rel="${rel}"[^>]*href="([^"]*)"|<a[^>]*href="([^"]*)"[^>]*rel="${rel}"`, 'g'))].map((m) => (m[1] ?? m[2])!.replace(/&amp;/g, '&'));

describe('the blog list rendered on the server', () => {
  beforeEach(() => {
    server.use(http.get(api('blog/posts'), ({ request }) => postListAnswer([...posts, RETRIES, ...many], request)));
  });

  it('sends the results of /blog?q=… in the page: the matching post, not the others', async () => {
    const { status, html } = await render('/blog?q=retries');
    expect(status).toBe(200);
    const app = body(html);
    expect(app).toContain('Webhooks That Retry Safely');
    expect(app).not.toContain('Architecture Decision Records People Read');
    expect(app).not.toContain('Numbered post 1<');
    expect(app).toMatch(/<h2[^>]*>1 result for &quot;retries&quot;<\/h2>/);
    expect(app).toMatch(/<a[^>]*href="\/blog"[^>]*>.*Clear search<\/a>/s);
    // The search box works without JavaScript: a GET form to /blog holding the words searched for.
    expect(app).toMatch(/<form[^>]*role="search"[^>]*action="\/blog"[^>]*method="get"/);
    expect(app).toMatch(/<input[^>]*name="q"[^>]*value="retries"/);
    // A search stays out of search engines.
    expect(html).toContain('<meta data-head name="robots" content="noindex, follow">');
  });

  it('keeps the blog’s article count in the hero during a search; the results are counted in their own heading', async () => {
    const app = body((await render('/blog?q=retries')).html);
    expect(app).toContain('>31 articles</p>');
    expect(app).not.toContain('>1 article</p>');
    expect(app).toMatch(/<h2[^>]*>1 result for &quot;retries&quot;<\/h2>/);
    // The persona's blog: its own count, searched or not.
    const enterprise = body((await render('/blog?persona=enterprise')).html).match(/>(\d+) articles<\/p>/)?.[1];
    expect(body((await render('/blog?persona=enterprise&q=zebra')).html)).toContain(`>${enterprise} articles</p>`);
  });

  it('says so when nothing matches', async () => {
    const { status, html } = await render('/blog?q=zebra');
    expect(status).toBe(200);
    expect(body(html)).toContain('0 results for &quot;zebra&quot;');
    expect(body(html)).toContain('No articles match &quot;zebra&quot;');
  });

  it('sends the first 12 posts, the total, and plain links to the other pages (no Load more without JavaScript)', async () => {
    const { html } = await render('/blog');
    const app = body(html);
    expect(app.match(/<article/g)).toHaveLength(12);
    expect(app).toContain('31 articles');
    expect(links(html, 'next')).toEqual(['/blog?page=2']);
    expect(links(html, 'prev')).toEqual([]);
    expect(app).toMatch(/<a[^>]*href="\/blog\?page=3"[^>]*>.*?3<\/a>/s);
    expect(app).not.toContain('Load more');
  });

  it('sends ?page=2 with its posts and links back and on, keeping the persona and the search', async () => {
    const { status, html } = await render('/blog?persona=enterprise&q=numbered&page=2');
    expect(status).toBe(200);
    const app = body(html);
    // 27 numbered posts for everyone match: the second page holds the 13th to the 24th.
    expect(app).toContain('Numbered post 13<');
    expect(app).toContain('Numbered post 24<');
    expect(app).not.toContain('Numbered post 12<');
    expect(links(html, 'prev')).toEqual(['/blog?persona=enterprise&q=numbered']);
    expect(links(html, 'next')).toEqual(['/blog?persona=enterprise&q=numbered&page=3']);
    expect(html).toContain('<link data-head rel="canonical" href="https://jordan.example/blog">');
  });

  it('gives a later page its own title and canonical address', async () => {
    const { html } = await render('/blog?page=3');
    expect(html).toContain('<title data-head>Blog, page 3 | Jordan Avery</title>');
    expect(html).toContain('<link data-head rel="canonical" href="https://jordan.example/blog?page=3">');
    expect(html).not.toContain('name="robots"');
    expect(body(html).match(/<article/g)).toHaveLength(7);
    expect(links(html, 'next')).toEqual([]);
  });

  it.each(['/blog?page=9', '/blog?page=0', '/blog?page=two'])('answers %s, a page that does not exist, with a 404 that leads to the first page', async (url) => {
    const { status, html } = await render(url);
    expect(status).toBe(404);
    const app = body(html);
    expect(app).toContain('There is no such page of the blog.');
    expect(app).toMatch(/<a[^>]*href="\/blog"[^>]*>Go to the first page<\/a>/);
    expect(app).toContain('31 articles');
  });

  it('cannot be made to write markup through the search words', async () => {
    const { html } = await render(`/blog?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(body(html)).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
