export { useGetSiteQuery, useSite } from './site-api';
export { HeadTags, ResponseCollectorContext, type ResponseCollector } from './head-tags';
export { MovedPermanently } from './moved-permanently';
export * from './head';
export { headHtml, scriptSafeJson } from './head-html';
export { ogImagePath, type OgImageSubject } from './og-image';
