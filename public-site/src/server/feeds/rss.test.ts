import { renderPostBody } from '../../features/blog/post-body-html';
import { categories, HOSTILE, post, posts, published, site, tags } from '../../test/feed-fixtures';
import { parseXml } from '../../test/parse-xml';
import { rssXml, type RssInput } from './rss';

const NOW = new Date('2026-05-01T00:00:00Z');
const feed = (overrides: Partial<RssInput> = {}) => parseXml(rssXml({ site, persona: null, posts, categories, tags, now: NOW, ...overrides }));
const channelOf = (overrides: Partial<RssInput> = {}) => feed(overrides).rss.channel;

describe('rssXml', () => {
  it('is an RSS 2.0 channel that names the owner and links back to the blog and to itself', () => {
    const parsed = feed();
    const { channel } = parsed.rss;

    expect(parsed.rss['@version']).toBe('2.0');
    expect(parsed.rss['@xmlns:content']).toBe('http://purl.org/rss/1.0/modules/content/');
    expect(channel.title).toBe('Jordan Avery');
    expect(channel.link).toBe('https://jordan.example/blog');
    expect(channel.description).toBe(site.description);
    expect(channel.language).toBe('en-us');
    expect(channel['atom:link']).toEqual({ '@href': 'https://jordan.example/rss.xml', '@rel': 'self', '@type': 'application/rss+xml' });
  });

  it("describes the channel by the owner's name when no site description is configured", () => {
    expect(channelOf({ site: { ...site, description: null } }).description).toBe('Articles by Jordan Avery.');
  });

  it('lists the published posts newest first, each with everything a reader shows', () => {
    const items = channelOf().item;
    const newestFirst = [...published].sort((a, b) => Date.parse(b.publishedAt ?? '') - Date.parse(a.publishedAt ?? ''));

    expect(items.map((item: { title: string }) => item.title)).toEqual(newestFirst.map((p) => p.title));
    newestFirst.forEach((expected, index) => {
      const item = items[index];
      const link = `https://jordan.example/blog/${expected.slug}`;
      expect(item.link).toBe(link);
      expect(item.guid).toEqual({ '#text': link, '@isPermaLink': 'true' });
      expect(new Date(item.pubDate).toISOString()).toBe(expected.publishedAt);
      expect(item.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      // A post without an excerpt is summed up by its opening text (the fixtures' body: '## Why', then 'Decisions get **lost**.').
      expect(item.description).toBe(expected.excerpt ?? 'Decisions get lost.');
      expect(item['content:encoded']).toBe(renderPostBody(expected.content).html);
    });
  });

  it('files each post under its category and its tags', () => {
    const byTitle = (title: string) => channelOf().item.find((item: { title: string }) => item.title === title);

    expect(byTitle('Architecture Decision Records People Read').category).toEqual(['Engineering', 'Architecture', 'Cloud']);
    expect(byTitle('Periodization for Busy Calendars').category).toEqual(['Training & Recovery', 'Habits']);
    expect(byTitle('Automation for Everyone').category).toBeUndefined();
  });

  it('never lists a draft or a scheduled post handed to it', () => {
    const titles = channelOf().item.map((item: { title: string }) => item.title);

    expect(titles).not.toContain('Unfinished Thoughts');
    expect(titles).not.toContain('Next Year in Review');
    expect(titles).toHaveLength(published.length);
  });

  it('dates the build by the latest change to a listed post, or now when there is none', () => {
    expect(new Date(channelOf().lastBuildDate).toISOString()).toBe('2026-04-01T09:15:00.000Z');
    expect(new Date(channelOf({ posts: [] }).lastBuildDate).toISOString()).toBe(NOW.toISOString());
  });

  it("names the persona in a persona's feed and links to that persona's blog and feed", () => {
    const channel = channelOf({ persona: 'fitness' });

    expect(channel.title).toBe('Jordan Avery — Fitness Coach');
    expect(channel.link).toBe('https://jordan.example/blog?persona=fitness');
    expect(channel['atom:link']['@href']).toBe('https://jordan.example/rss.xml?persona=fitness');
  });

  it('keeps hostile titles, excerpts, names and bodies intact and the feed well-formed', () => {
    const hostile = post({ title: HOSTILE, excerpt: HOSTILE, content: `# ${HOSTILE}\n\n\`\`\`\n]]>\n\`\`\``, categoryId: 9, tagIds: [9] });
    const channel = channelOf({
      site: { ...site, ownerName: HOSTILE },
      posts: [hostile],
      categories: [{ id: 9, name: HOSTILE, slug: 'x', description: null, displayOrder: 1 }],
      tags: [{ id: 9, name: '<b>&amp;</b>', slug: 'y', displayOrder: 1 }],
    });
    const [item] = channel.item;

    expect(channel.title).toBe(HOSTILE);
    expect(item.title).toBe(HOSTILE);
    expect(item.description).toBe(HOSTILE);
    expect(item.category).toEqual([HOSTILE, '<b>&amp;</b>']);
    expect(item['content:encoded']).toBe(renderPostBody(hostile.content).html);
  });

  it('keeps a body whose HTML contains "]]>" whole, across two CDATA sections', () => {
    const body = '<p>before ]]> after ]]]]> end</p>';
    const [item] = channelOf({ posts: [post()], renderBody: () => body }).item;

    expect(item['content:encoded']).toBe(body);
  });

  it("points the body's root-relative links and images at the site", () => {
    const content = '[Contact](/#contact) ![Squat](/images/blog/squat.png) [Elsewhere](https://other.example/x) [Proto](//cdn.example/y)';
    const [item] = channelOf({ posts: [post({ content })] }).item;
    const html: string = item['content:encoded'];

    expect(html).toContain('href="https://jordan.example/#contact"');
    expect(html).toContain('src="https://jordan.example/images/blog/squat.png"');
    expect(html).toContain('href="https://other.example/x"');
    expect(html).toContain('href="//cdn.example/y"');
  });

  it('drops characters XML cannot carry instead of breaking the feed', () => {
    const [item] = channelOf({ posts: [post({ title: 'Bell\u0007 and null\u0000 byte', content: 'a\u0001b' })] }).item;

    expect(item.title).toBe('Bell and null byte');
    expect(item['content:encoded']).toBe('<p>ab</p>');
  });
});
