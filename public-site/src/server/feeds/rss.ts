import { PERSONA_TITLES, markdownSummary, postPath, type BlogCategory, type BlogTag, type SiteInfo, type TagType } from '@folio/contracts';
import { personaHref } from '../../features/persona';
import { rssPath, siteAddress } from '../../features/site';
import { renderMarkdownHtml } from '../markdown-html';
import { lastChanged, publishedOnly, type FeedPost } from './feed-post';
import { cdata, escapeXml, rfc822Date, timeOf } from './xml-text';

export interface RssInput {
  site: SiteInfo;
  /** A persona's feed (its posts, its title), or null for the whole blog. */
  persona: TagType | null;
  posts: readonly FeedPost[];
  categories: readonly BlogCategory[];
  tags: readonly BlogTag[];
  /** lastBuildDate when no post carries a date. */
  now: Date;
  /** The post body as HTML; by default exactly as the site renders it. */
  renderBody?: (markdown: string) => string;
}

/** The address of a feed: /rss.xml, or /rss.xml?persona={type}. */

/** Feed readers show a body away from the site: its root-relative links and images need the site's address. */
function withAbsoluteLinks(html: string, base: string): string {
  const origin = base.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, (_match, attribute: string) => `${attribute}${origin}/`);
}

const element = (name: string, text: string | null | undefined, indent = '      ') =>
  text ? `${indent}<${name}>${escapeXml(text)}</${name}>\n` : '';

function itemXml(base: string, post: FeedPost, input: RssInput, renderBody: (markdown: string) => string): string {
  const link = `${base}${postPath(post.slug)}`;
  const categoryName = input.categories.find((category) => category.id === post.categoryId)?.name;
  const tagNames = post.tagIds.flatMap((id) => input.tags.find((tag) => tag.id === id)?.name ?? []);
  return [
    '    <item>\n',
    element('title', post.title),
    element('link', link),
    `      <guid isPermaLink="true">${escapeXml(link)}</guid>\n`,
    element('pubDate', rfc822Date(post.publishedAt)),
    element('description', post.excerpt || markdownSummary(post.content)),
    ...[categoryName, ...tagNames].map((name) => element('category', name)),
    `      <content:encoded>${cdata(withAbsoluteLinks(renderBody(post.content), base))}</content:encoded>\n`,
    '    </item>\n',
  ].join('');
}

/** RSS 2.0 of the published posts, newest first, with each body in full (content:encoded). */
export function rssXml(input: RssInput): string {
  const { site, persona, renderBody = renderMarkdownHtml } = input;
  const base = siteAddress(site.siteUrl);
  const posts = publishedOnly(input.posts).sort((a, b) => timeOf(b.publishedAt) - timeOf(a.publishedAt));
  const newest = Math.max(...posts.map((post) => timeOf(lastChanged(post))));
  const title = persona ? `${site.ownerName} — ${PERSONA_TITLES[persona]}` : site.ownerName;
  const description = persona ? `${PERSONA_TITLES[persona]} articles by ${site.ownerName}.` : site.description || `Articles by ${site.ownerName}.`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">\n',
    '  <channel>\n',
    element('title', title, '    '),
    element('link', `${base}${personaHref(persona, '/blog')}`, '    '),
    element('description', description, '    '),
    element('language', 'en-us', '    '),
    element('lastBuildDate', rfc822Date(Number.isFinite(newest) ? new Date(newest) : input.now), '    '),
    `    <atom:link href="${escapeXml(`${base}${rssPath(persona)}`)}" rel="self" type="application/rss+xml"/>\n`,
    ...posts.map((post) => itemXml(base, post, input, renderBody)),
    '  </channel>\n',
    '</rss>\n',
  ].join('');
}
