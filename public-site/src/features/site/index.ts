export { useGetSiteQuery, useSite } from './site-api';
export { HeadTags, siteAddress, withOwner, type HeadTagsProps } from './head-tags';
