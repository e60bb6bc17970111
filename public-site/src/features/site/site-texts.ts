import { defaultSiteTexts, type SiteInfo, type SiteTexts } from '@folio/contracts';

const BUILT_IN_TEXTS = defaultSiteTexts();

/** The owner's words on the pages (the console's Site settings): the built-in ones until the site has loaded, or when its answer has none. */
export const siteTextsOf = (site: SiteInfo | undefined): SiteTexts => site?.texts ?? BUILT_IN_TEXTS;
