import { feedContent, type FeedInput } from './feed-content';
import { w3cDate } from './xml-text';

const optional = (name: string, value: string | null) => (value ? { [name]: value } : {});

/** JSON Feed 1.1 (jsonfeed.org) of the same posts as the RSS feed; JSON carries any text, so nothing is dropped. */
export function jsonFeed(input: FeedInput): object {
  const feed = feedContent(input);
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.home,
    feed_url: feed.self('json'),
    description: feed.description,
    language: 'en-US',
    authors: [{ name: feed.author }],
    items: feed.entries.map((entry) => ({
      id: entry.link,
      url: entry.link,
      title: entry.title,
      summary: entry.summary,
      content_html: entry.html,
      ...optional('date_published', w3cDate(entry.published)),
      ...optional('date_modified', w3cDate(entry.updated)),
      ...(entry.categories.length ? { tags: entry.categories } : {}),
    })),
  };
}
