import request from 'supertest';
import { categories, post, posts, site, tags } from '../../test/feed-fixtures';
import { parseXml } from '../../test/parse-xml';
import { API_URL, fakeApi } from '../../test/fake-public-api';
import { appWith } from '../../test/koa-app';
import { mountFeeds } from './feeds-router';
import { sitemapXml } from './sitemap';

const app = () => appWith((router) => mountFeeds(router, { apiUrl: API_URL })).callback();
const titlesOf = (xml: string): string[] => (parseXml(xml).rss.channel.item ?? []).map((item: { title: string }) => item.title);
/** A second post of the Architecture tag, in the Training category. */
const LEGS = post({ id: 6, title: 'Leg Day Decisions', slug: 'leg-day', categoryId: 2, personaIds: [1], tagType: 'fitness', tagIds: [1], publishedAt: '2026-02-01T07:00:00.000Z' });
/** A tag and a category no post has. */
const unused = { tag: { id: 9, name: 'Unused', slug: 'unused', displayOrder: 9 }, category: { id: 9, name: 'Empty', slug: 'empty', description: null, displayOrder: 9 } };

describe("a tag's and a category's feeds", () => {
  let requests: string[];
  beforeEach(() => {
    requests = fakeApi({ site, posts: [...posts, LEGS], categories: [...categories, unused.category], tags: [...tags, unused.tag] });
  });

  it("serves a tag's published posts as RSS, named for the tag and pointing at its page", async () => {
    const answer = await request(app()).get('/rss.xml?tag=architecture');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = parseXml(answer.text).rss.channel;
    expect(channel.title).toBe('Jordan Avery — Posts tagged “Architecture”');
    expect(channel.link).toBe('https://jordan.example/blog/tag/architecture');
    expect(channel['atom:link']['@href']).toBe('https://jordan.example/rss.xml?tag=architecture');
    // The draft and the scheduled post of the tag never.
    expect(titlesOf(answer.text)).toEqual(['Architecture Decision Records People Read', 'Leg Day Decisions']);
    expect(requests).toContain('/api/blog/feed?tag=architecture');
  });

  it("serves a category's posts as Atom and JSON Feed", async () => {
    const atom = await request(app()).get('/atom.xml?category=training');
    expect(atom.status).toBe(200);
    const feed = parseXml(atom.text).feed;
    expect(feed.title).toBe('Jordan Avery — Posts in “Training & Recovery”');
    const entries = [feed.entry].flat().map((entry: { title: string }) => entry.title);
    expect(entries).toEqual(['Leg Day Decisions', 'Periodization for Busy Calendars']);

    const json = await request(app()).get('/feed.json?category=training');
    expect(json.status).toBe(200);
    expect(json.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const body = JSON.parse(json.text);
    expect(body.home_page_url).toBe('https://jordan.example/blog/category/training');
    expect(body.feed_url).toBe('https://jordan.example/feed.json?category=training');
    expect(body.items.map((item: { title: string }) => item.title)).toEqual(['Leg Day Decisions', 'Periodization for Busy Calendars']);
  });

  it('serves an empty feed for a tag with no posts yet', async () => {
    const answer = await request(app()).get('/rss.xml?tag=unused');
    expect(answer.status).toBe(200);
    expect(titlesOf(answer.text)).toEqual([]);
  });

  it.each([
    ['/rss.xml?tag=no-such-tag', 'There is no feed for this tag.'],
    ['/atom.xml?category=no-such-category', 'There is no feed for this category.'],
    ['/rss.xml?tag=Not%20A%20Slug', 'There is no feed for this tag.'],
    ['/rss.xml?tag=a&tag=b', 'There is no feed for this tag.'],
    ['/feed.json?tag=architecture&persona=fitness', 'There is no feed for this combination.'],
    ['/rss.xml?tag=architecture&category=training', 'There is no feed for this combination.'],
  ])('answers 404 to %s, and never asks the API for what is no slug', async (path, text) => {
    const answer = await request(app()).get(path);
    expect([answer.status, answer.text]).toEqual([404, text]);
    expect(requests.filter((asked) => asked.includes('Not') || asked.includes('tag=a'))).toEqual([]);
  });
});

describe('the sitemap of tag and category pages', () => {
  const locsOf = (xml: string) => parseXml(xml).urlset.url as Array<{ loc: string; lastmod?: string }>;

  it('lists the page of every tag and category a published post has, dated by its latest change, and no other', () => {
    const urls = locsOf(sitemapXml({ siteUrl: site.siteUrl, posts: [...posts, LEGS], newsletter: false, tags: [...tags, unused.tag], categories: [...categories, unused.category] }));
    const lists = urls.filter((url) => /\/blog\/(tag|category)\//.test(url.loc));
    expect(lists.map((url) => url.loc)).toEqual([
      'https://jordan.example/blog/tag/architecture',
      'https://jordan.example/blog/tag/cloud',
      'https://jordan.example/blog/tag/habits',
      'https://jordan.example/blog/category/engineering',
      'https://jordan.example/blog/category/training',
    ]);
    // Architecture: the ADR post changed last on 10 March (its draft and scheduled posts do not count).
    expect(lists[0]!.lastmod).toBe('2026-03-10T12:30:00Z');
  });

  it('lists none without tags and categories', () => {
    expect(locsOf(sitemapXml({ siteUrl: site.siteUrl, posts, newsletter: false })).some((url) => /\/blog\/(tag|category)\//.test(url.loc))).toBe(false);
  });
});
