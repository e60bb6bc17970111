export { FollowBlock, type FollowBlockProps } from './follow-block';
export { FEEDS_PATH, feedLinks, FEED_FORMAT_NAMES, type FeedLink } from './feed-links';
export { feedsHead } from './feeds-head';
