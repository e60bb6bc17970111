import { renderPostBody } from '../../features/blog/post-body-html';
import { categories, HOSTILE, post, posts, published, site, tags } from '../../test/feed-fixtures';
import { parseXml } from '../../test/parse-xml';
import { atomXml } from './atom';
import type { FeedInput } from './feed-content';

const NOW = new Date('2026-05-01T00:00:00Z');
const feedOf = (overrides: Partial<FeedInput> = {}) => parseXml(atomXml({ site, persona: null, posts, categories, tags, now: NOW, ...overrides })).feed;
const linkOf = (links: { '@rel': string; '@href': string }[], rel: string) => links.find((link) => link['@rel'] === rel)?.['@href'];

describe('atomXml', () => {
  it("is an Atom feed with the owner as author, the blog as its page and its own address as link and id", () => {
    const feed = feedOf();

    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe('Jordan Avery');
    expect(feed.subtitle).toBe(site.description);
    expect(feed.author.name).toBe('Jordan Avery');
    expect(linkOf(feed.link, 'alternate')).toBe('https://jordan.example/blog');
    expect(linkOf(feed.link, 'self')).toBe('https://jordan.example/atom.xml');
    expect(feed.id).toBe('https://jordan.example/atom.xml');
    expect(feed.updated).toBe('2026-04-01T09:15:00Z');
  });

  it('holds the published posts newest first, each with its address, dates, summary, body and categories', () => {
    const entries = feedOf().entry;
    const newestFirst = [...published].sort((a, b) => Date.parse(b.publishedAt ?? '') - Date.parse(a.publishedAt ?? ''));

    expect(entries.map((entry: { title: string }) => entry.title)).toEqual(newestFirst.map((p) => p.title));
    const adr = entries.find((entry: { title: string }) => entry.title === 'Architecture Decision Records People Read');
    expect(adr.id).toBe('https://jordan.example/blog/architecture-decision-records');
    expect(adr.link['@href']).toBe('https://jordan.example/blog/architecture-decision-records');
    expect(adr.published).toBe('2026-03-04T10:00:00Z');
    expect(adr.updated).toBe('2026-03-10T12:30:00Z');
    expect(adr.summary).toBe('Short records that survive reorganisations.');
    expect(adr.content['@type']).toBe('html');
    expect(adr.content['#text']).toBe(renderPostBody(post().content).html);
    expect(adr.category.map((category: { '@term': string }) => category['@term'])).toEqual(['Engineering', 'Architecture', 'Cloud']);
  });

  it('never holds a draft or a scheduled post, and dates an empty feed now', () => {
    const titles = feedOf().entry.map((entry: { title: string }) => entry.title);

    expect(titles).not.toContain('Unfinished Thoughts');
    expect(titles).not.toContain('Next Year in Review');
    expect(feedOf({ posts: [] }).updated).toBe('2026-05-01T00:00:00Z');
  });

  it("names the persona in a persona's feed and links to that persona's blog and feed", () => {
    const feed = feedOf({ persona: 'business' });

    expect(feed.title).toBe('Jordan Avery — Business Automation');
    expect(linkOf(feed.link, 'alternate')).toBe('https://jordan.example/blog?persona=business');
    expect(linkOf(feed.link, 'self')).toBe('https://jordan.example/atom.xml?persona=business');
  });

  it('stays well-formed and keeps hostile names, titles and bodies intact, in text and in attributes', () => {
    const hostile = post({ title: HOSTILE, excerpt: HOSTILE, content: `# ${HOSTILE}\n\n\`\`\`\n]]>\n\`\`\``, categoryId: 9, tagIds: [9] });
    const feed = feedOf({
      site: { ...site, ownerName: HOSTILE },
      posts: [hostile],
      categories: [{ id: 9, name: HOSTILE, slug: 'x', description: null, displayOrder: 1 }],
      tags: [{ id: 9, name: '<b>&amp;</b> "quoted"', slug: 'y', displayOrder: 1 }],
    });
    const [entry] = feed.entry;

    expect(feed.author.name).toBe(HOSTILE);
    expect(entry.title).toBe(HOSTILE);
    expect(entry.summary).toBe(HOSTILE);
    expect(entry.category.map((category: { '@term': string }) => category['@term'])).toEqual([HOSTILE, '<b>&amp;</b> "quoted"']);
    expect(entry.content['#text']).toBe(renderPostBody(hostile.content).html);
  });

  it('drops characters XML cannot carry instead of breaking the feed', () => {
    const [entry] = feedOf({ posts: [post({ title: 'Bell\u0007 and null\u0000 byte', content: 'a\u0001b' })] }).entry;

    expect(entry.title).toBe('Bell and null byte');
    expect(entry.content['#text']).toBe('<p>ab</p>');
  });
});
