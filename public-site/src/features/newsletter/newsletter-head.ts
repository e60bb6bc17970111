import { NEWSLETTER_TEXTS, type SiteInfo } from '@folio/contracts';
import { absoluteUrl, siteAddress, withOwner, type HeadData } from '../site';
import { SUBSCRIBE_ACTION } from './newsletter-answer';

const DESCRIPTION = 'Get new posts by email for the personas you follow.';

/** /subscribe: a page of the site like any other (in the sitemap). */
export function subscribeHead(site: SiteInfo | undefined): HeadData {
  return {
    title: withOwner(NEWSLETTER_TEXTS.pageTitle, site?.ownerName),
    description: DESCRIPTION,
    canonical: absoluteUrl(siteAddress(site?.siteUrl), SUBSCRIBE_ACTION),
    type: 'website',
    siteName: site?.ownerName,
    image: null,
    jsonLd: [],
    feeds: [],
  };
}

/** A page reached by a link from an email (its token in the address): no public address, kept out of search engines. */
export function tokenPageHead(site: SiteInfo | undefined, title: string): HeadData {
  return {
    title: withOwner(title, site?.ownerName),
    description: DESCRIPTION,
    canonical: null,
    type: 'website',
    siteName: site?.ownerName,
    image: null,
    robots: 'noindex',
    jsonLd: [],
    feeds: [],
  };
}
