import request from 'supertest';
import { categories, posts, published, site, tags } from '../../test/feed-fixtures';
import { parseXml } from '../../test/parse-xml';
import { API_URL, apiDown, fakeApi } from '../../test/fake-public-api';
import { mountFeeds } from './feeds-router';
import { appWith } from '../../test/koa-app';

const app = () => appWith((router) => mountFeeds(router, { apiUrl: API_URL })).callback();
const titlesOf = (xml: string): string[] => (parseXml(xml).rss.channel.item ?? []).map((item: { title: string }) => item.title);

describe('mountFeeds', () => {
  let requests: string[];
  beforeEach(() => {
    requests = fakeApi({ site, posts, categories, tags });
  });

  it('serves the sitemap as XML, cacheable for five minutes', async () => {
    const answer = await request(app()).get('/sitemap.xml');

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const locs = parseXml(answer.text).urlset.url.map((url: { loc: string }) => url.loc);
    expect(locs).toEqual(expect.arrayContaining(published.map((p) => `https://jordan.example/blog/${p.slug}`)));
    expect(locs.join()).not.toContain('unfinished-thoughts');
  });

  it('lists every published post in the sitemap, however many pages the API needs for them', async () => {
    const many = Array.from({ length: 230 }, (_, index) => ({ ...published[0]!, id: 1000 + index, slug: `post-${index}` }));
    requests = fakeApi({ site, posts: [...posts, ...many], categories, tags });
    const answer = await request(app()).get('/sitemap.xml');

    const locs = parseXml(answer.text).urlset.url.map((url: { loc: string }) => url.loc);
    expect(locs).toEqual(expect.arrayContaining([...published, ...many].map((p) => `https://jordan.example/blog/${p.slug}`)));
    expect(requests.filter((path) => path.startsWith('/api/blog/posts'))).toHaveLength(3);
  });

  it('serves the whole blog as RSS', async () => {
    const answer = await request(app()).get('/rss.xml');

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(titlesOf(answer.text)).toEqual(['Automation for Everyone', 'Architecture Decision Records People Read', 'Periodization for Busy Calendars']);
    expect(requests).toContain('/api/blog/feed');
  });

  it.each([
    ['business', 5, ['Automation for Everyone']],
    ['enterprise', 4, ['Automation for Everyone', 'Architecture Decision Records People Read']],
    ['fitness', 1, ['Automation for Everyone', 'Periodization for Busy Calendars']],
  ])("serves the %s persona's feed with the posts the API shows that persona", async (persona, personaId, titles) => {
    const answer = await request(app()).get(`/rss.xml?persona=${persona}`);

    expect(answer.status).toBe(200);
    expect(requests).toContain(`/api/blog/feed?personaId=${personaId}`);
    expect(titlesOf(answer.text)).toEqual(titles);
  });

  it.each([
    ['/atom.xml', 'application/atom+xml; charset=utf-8', (text: string) => parseXml(text).feed.entry.map((entry: { title: string }) => entry.title)],
    ['/feed.json', 'application/feed+json; charset=utf-8', (text: string) => JSON.parse(text).items.map((item: { title: string }) => item.title)],
  ])('serves the whole blog at %s, as the RSS feed holds it', async (path, type, titles) => {
    const answer = await request(app()).get(path);

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(titles(answer.text)).toEqual(titlesOf((await request(app()).get('/rss.xml')).text));
  });

  it("serves a persona's Atom and JSON feeds with that persona's posts", async () => {
    const atom = await request(app()).get('/atom.xml?persona=fitness');
    const json = await request(app()).get('/feed.json?persona=fitness');

    expect(requests.filter((path) => path === '/api/blog/feed?personaId=1')).toHaveLength(2);
    expect(parseXml(atom.text).feed.entry.map((entry: { title: string }) => entry.title)).toEqual(['Automation for Everyone', 'Periodization for Busy Calendars']);
    expect(JSON.parse(json.text).items.map((item: { title: string }) => item.title)).toEqual(['Automation for Everyone', 'Periodization for Busy Calendars']);
  });

  it.each(['/rss.xml?persona=chef', '/rss.xml?persona=', '/rss.xml?persona=business&persona=fitness', '/atom.xml?persona=chef', '/feed.json?persona='])('answers %s with a plain 404', async (path) => {
    const answer = await request(app()).get(path);

    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(requests.filter((path) => path.startsWith('/api/blog/posts') || path.startsWith('/api/blog/feed'))).toEqual([]);
  });

  it('serves robots.txt as plain text naming the sitemap', async () => {
    const answer = await request(app()).get('/robots.txt');

    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.text).toContain('Sitemap: https://jordan.example/sitemap.xml');
  });

  it.each(['/sitemap.xml', '/rss.xml', '/rss.xml?persona=fitness', '/atom.xml', '/feed.json?persona=business', '/robots.txt'])('answers %s with 503, not 500, while the API is down', async (path) => {
    apiDown();

    expect((await request(app()).get(path)).status).toBe(503);
  });
});
