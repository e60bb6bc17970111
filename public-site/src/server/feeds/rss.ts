import { feedContent, type FeedEntry, type FeedInput } from './feed-content';
import { cdata, escapeXml, rfc822Date } from './xml-text';

export type RssInput = FeedInput;

const element = (name: string, text: string | null | undefined, indent = '      ') =>
  text ? `${indent}<${name}>${escapeXml(text)}</${name}>\n` : '';

const itemXml = (entry: FeedEntry) =>
  [
    '    <item>\n',
    element('title', entry.title),
    element('link', entry.link),
    `      <guid isPermaLink="true">${escapeXml(entry.link)}</guid>\n`,
    element('pubDate', rfc822Date(entry.published)),
    element('description', entry.summary),
    ...entry.categories.map((name) => element('category', name)),
    `      <content:encoded>${cdata(entry.html)}</content:encoded>\n`,
    '    </item>\n',
  ].join('');

/** RSS 2.0 of the published posts, newest first, with each body in full (content:encoded). */
export function rssXml(input: RssInput): string {
  const feed = feedContent(input);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">\n',
    '  <channel>\n',
    element('title', feed.title, '    '),
    element('link', feed.home, '    '),
    element('description', feed.description, '    '),
    element('language', 'en-us', '    '),
    element('lastBuildDate', rfc822Date(feed.updated), '    '),
    `    <atom:link href="${escapeXml(feed.self('rss'))}" rel="self" type="application/rss+xml"/>\n`,
    ...feed.entries.map(itemXml),
    '  </channel>\n',
    '</rss>\n',
  ].join('');
}
