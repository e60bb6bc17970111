import { parseXml } from '../../test/parse-xml';
import { post, posts, published, site } from '../../test/feed-fixtures';
import { sitemapXml } from './sitemap';

interface Url {
  loc: string;
  lastmod?: string;
}

const urlsOf = (xml: string): Url[] => parseXml(xml).urlset.url;

describe('sitemapXml', () => {
  it('lists the home, the three persona pages, the blog, the CVs, /subscribe, /feeds and every published post, with absolute URLs', () => {
    const urls = urlsOf(sitemapXml({ siteUrl: site.siteUrl, posts, newsletter: true }));

    expect(urls.map((url) => url.loc)).toEqual([
      'https://jordan.example/',
      'https://jordan.example/?persona=enterprise',
      'https://jordan.example/?persona=business',
      'https://jordan.example/?persona=fitness',
      'https://jordan.example/blog',
      'https://jordan.example/cv',
      'https://jordan.example/cv?persona=enterprise',
      'https://jordan.example/cv?persona=business',
      'https://jordan.example/cv?persona=fitness',
      'https://jordan.example/subscribe',
      'https://jordan.example/feeds',
      ...published.map((p) => `https://jordan.example/blog/${p.slug}`),
    ]);
  });

  it('leaves out a draft and a scheduled post even when they are handed to it', () => {
    const xml = sitemapXml({ siteUrl: site.siteUrl, posts, newsletter: true });

    expect(posts.some((p) => p.status === 'draft')).toBe(true);
    expect(posts.some((p) => p.status === 'published' && p.publishedAt! > new Date().toISOString())).toBe(true);
    expect(xml).not.toContain('unfinished-thoughts');
    expect(xml).not.toContain('next-year-in-review');
  });

  it('dates each post by its last change, else its publication, in W3C format', () => {
    const urls = urlsOf(sitemapXml({ siteUrl: site.siteUrl, posts, newsletter: true }));
    const lastmodOf = (slug: string) => urls.find((url) => url.loc.endsWith(`/blog/${slug}`))?.lastmod;

    expect(lastmodOf('architecture-decision-records')).toBe('2026-03-10T12:30:00Z');
    expect(lastmodOf('periodization')).toBe('2026-01-15T07:00:00Z');
    expect(urls[0]?.lastmod).toBeUndefined();
  });

  it('escapes what the site address or a slug could carry', () => {
    const xml = sitemapXml({ siteUrl: 'https://jordan.example/a&b', posts: [post({ slug: 'q&a <now>' })], newsletter: true });
    const locs = urlsOf(xml).map((url) => url.loc);

    expect(locs[0]).toBe('https://jordan.example/a&b/');
    expect(locs.at(-1)).toBe('https://jordan.example/a&b/blog/q%26a%20%3Cnow%3E');
  });

  it('still lists the fixed pages when there are no posts', () => {
    expect(urlsOf(sitemapXml({ siteUrl: 'https://jordan.example', posts: [], newsletter: true }))).toHaveLength(11);
  });

  it('leaves /subscribe out when subscribing is not offered (no SMTP_URL: the page has no form)', () => {
    const locs = urlsOf(sitemapXml({ siteUrl: 'https://jordan.example', posts: [], newsletter: false })).map((url) => url.loc);
    expect(locs).toHaveLength(10);
    expect(locs).not.toContain('https://jordan.example/subscribe');
  });
});
