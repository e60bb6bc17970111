import { FEED_FORMATS } from '../../features/site';
import { feedContent, type FeedEntry, type FeedInput } from './feed-content';
import { cdata, escapeXml, w3cDate } from './xml-text';

const element = (name: string, text: string | null | undefined, indent = '    ') =>
  text ? `${indent}<${name}>${escapeXml(text)}</${name}>\n` : '';

const link = (rel: string, type: string, href: string, indent: string) =>
  `${indent}<link rel="${rel}" type="${type}" href="${escapeXml(href)}"/>\n`;

function entryXml(entry: FeedEntry, feedUpdated: string): string {
  return [
    '  <entry>\n',
    element('title', entry.title),
    link('alternate', 'text/html', entry.link, '    '),
    element('id', entry.link),
    element('published', w3cDate(entry.published)),
    element('updated', w3cDate(entry.updated) ?? feedUpdated),
    element('summary', entry.summary),
    ...entry.categories.map((name) => `    <category term="${escapeXml(name)}"/>\n`),
    `    <content type="html">${cdata(entry.html)}</content>\n`,
    '  </entry>\n',
  ].join('');
}

/** Atom 1.0 (RFC 4287) of the same posts as the RSS feed: each entry with its summary and its body in full. */
export function atomXml(input: FeedInput): string {
  const feed = feedContent(input);
  const updated = w3cDate(feed.updated.toISOString()) ?? '';
  const self = feed.self('atom');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-us">\n',
    element('title', feed.title, '  '),
    element('subtitle', feed.description, '  '),
    link('alternate', 'text/html', feed.home, '  '),
    link('self', FEED_FORMATS.atom.type, self, '  '),
    element('id', self, '  '),
    element('updated', updated, '  '),
    `  <author>\n${element('name', feed.author)}  </author>\n`,
    ...feed.entries.map((entry) => entryXml(entry, updated)),
    '</feed>\n',
  ].join('');
}
