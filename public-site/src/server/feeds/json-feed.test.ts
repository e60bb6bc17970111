import { renderPostBody } from '../../features/blog/post-body-html';
import { categories, HOSTILE, post, posts, published, site, tags } from '../../test/feed-fixtures';
import type { FeedInput } from './feed-content';
import { jsonFeed } from './json-feed';

const NOW = new Date('2026-05-01T00:00:00Z');
// Through JSON text and back, as a reader gets it.
const feedOf = (overrides: Partial<FeedInput> = {}) =>
  JSON.parse(JSON.stringify(jsonFeed({ site, persona: null, posts, categories, tags, now: NOW, ...overrides })));

describe('jsonFeed', () => {
  it('is a JSON Feed 1.1 naming the owner, the blog and its own address', () => {
    const feed = feedOf();

    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe('Jordan Avery');
    expect(feed.description).toBe(site.description);
    expect(feed.home_page_url).toBe('https://jordan.example/blog');
    expect(feed.feed_url).toBe('https://jordan.example/feed.json');
    expect(feed.authors).toEqual([{ name: 'Jordan Avery' }]);
  });

  it('lists the published posts newest first, each with everything a reader shows', () => {
    const { items } = feedOf();
    const newestFirst = [...published].sort((a, b) => Date.parse(b.publishedAt ?? '') - Date.parse(a.publishedAt ?? ''));

    expect(items.map((item: { title: string }) => item.title)).toEqual(newestFirst.map((p) => p.title));
    expect(items.find((item: { title: string }) => item.title === 'Architecture Decision Records People Read')).toEqual({
      id: 'https://jordan.example/blog/architecture-decision-records',
      url: 'https://jordan.example/blog/architecture-decision-records',
      title: 'Architecture Decision Records People Read',
      summary: 'Short records that survive reorganisations.',
      content_html: renderPostBody(post().content).html,
      date_published: '2026-03-04T10:00:00Z',
      date_modified: '2026-03-10T12:30:00Z',
      tags: ['Engineering', 'Architecture', 'Cloud'],
    });
  });

  it('never lists a draft or a scheduled post', () => {
    const titles = feedOf().items.map((item: { title: string }) => item.title);

    expect(titles).not.toContain('Unfinished Thoughts');
    expect(titles).not.toContain('Next Year in Review');
    expect(titles).toHaveLength(published.length);
  });

  it("names the persona in a persona's feed and points to that persona's blog and feed", () => {
    const feed = feedOf({ persona: 'enterprise' });

    expect(feed.title).toBe('Jordan Avery — Enterprise Tech');
    expect(feed.home_page_url).toBe('https://jordan.example/blog?persona=enterprise');
    expect(feed.feed_url).toBe('https://jordan.example/feed.json?persona=enterprise');
  });

  it('carries hostile text as it is', () => {
    const [item] = feedOf({ posts: [post({ title: HOSTILE, excerpt: HOSTILE, tagIds: [] })] }).items;

    expect(item.title).toBe(HOSTILE);
    expect(item.summary).toBe(HOSTILE);
  });
});
