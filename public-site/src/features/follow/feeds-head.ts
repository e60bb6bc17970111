import type { SiteInfo } from '@folio/contracts';
import { absoluteUrl, feedsOf, ogImagePath, siteAddress, withOwner, type HeadData } from '../site';
import { FEEDS_PATH } from './feed-links';

export const FEEDS_TITLE = 'Feeds';
const DESCRIPTION = 'Follow the blog in a feed reader: what RSS, Atom and JSON Feed are, how to use them, and every feed of the site.';

/** /feeds: a page of the site like any other (in the sitemap), announcing the whole blog's feeds. */
export function feedsHead(site: SiteInfo | undefined): HeadData {
  const base = siteAddress(site?.siteUrl);
  const url = absoluteUrl(base, FEEDS_PATH);
  return {
    title: withOwner(FEEDS_TITLE, site?.ownerName),
    description: DESCRIPTION,
    canonical: url,
    type: 'website',
    siteName: site?.ownerName,
    image: site ? absoluteUrl(base, ogImagePath({ kind: 'site', ownerName: site.ownerName })) : null,
    jsonLd: site ? [{ '@context': 'https://schema.org', '@type': 'WebPage', name: withOwner(FEEDS_TITLE, site.ownerName), url, description: DESCRIPTION }] : [],
    feeds: feedsOf(site),
  };
}
