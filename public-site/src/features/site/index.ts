export { useGetSiteQuery, useSite, useSiteTexts } from './site-api';
export { siteTextsOf } from './site-texts';
export { HeadCollectorContext, HeadTags, type HeadCollector } from './head-tags';
export { MovedPermanently } from './moved-permanently';
export * from './head';
export { headHtml, scriptSafeJson } from './head-html';
export { ogImagePath, type OgImageSubject } from './og-image';
export { taxonomyFeedPath, taxonomyHead, taxonomyTitle, type TaxonomyHeadInput } from './taxonomy-head';
