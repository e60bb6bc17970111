export { mountFeeds, type FeedDeps } from './feeds-router';
export { robotsTxt } from './robots';
export { rssXml, type RssInput } from './rss';
export { sitemapXml, type SitemapInput } from './sitemap';
export type { FeedPost } from './feed-post';
