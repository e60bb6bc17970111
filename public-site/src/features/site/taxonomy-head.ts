import { taxonomyPath, type BlogTaxonomy, type SiteInfo, type TagType } from '@folio/contracts';
import { absoluteUrl, BLOG_TITLE, breadcrumbs, FEED_FORMATS, feedsOf, person, siteAddress, withOwner, type FeedFormat, type HeadData } from './head';
import { ogImagePath } from './og-image';

/** A tag's or a category's feed in a format: `/rss.xml?tag=automation` (the parameter the API's feed takes too). */
export const taxonomyFeedPath = (format: FeedFormat, taxonomy: BlogTaxonomy, slug: string) =>
  `${FEED_FORMATS[format].path}?${new URLSearchParams({ [taxonomy]: slug }).toString()}`;

/** What a tag's or category's page and feeds are called: 'Posts tagged “Automation”', 'Posts in “Automation”'. */
export const taxonomyTitle = (taxonomy: BlogTaxonomy, name: string) => (taxonomy === 'tag' ? `Posts tagged “${name}”` : `Posts in “${name}”`);

/** A tag or a category as its page names it. */
export interface TaxonomyHeadInput {
  taxonomy: BlogTaxonomy;
  slug: string;
  /** Null for a slug no tag (category) has: the page is a 404. */
  term: { name: string; description?: string | null } | null;
  page?: number;
  missing?: boolean;
}

/**
 * A tag's or a category's page: its own title, description and canonical address (page 2 and on
 * each their own), its feeds announced beside the blog's (the persona's too), CollectionPage and
 * BreadcrumbList markup. An unknown slug or a page that does not exist stays out of search engines.
 */
export function taxonomyHead(site: SiteInfo | undefined, persona: TagType | null, { taxonomy, slug, term, page = 1, missing = false }: TaxonomyHeadInput): HeadData {
  const base = siteAddress(site?.siteUrl);
  const path = taxonomyPath(taxonomy, slug);
  const name = term ? taxonomyTitle(taxonomy, term.name) : taxonomy === 'tag' ? 'Tag not found' : 'Category not found';
  const by = site ? ` by ${site.ownerName}` : '';
  const description = term?.description || (term ? `${taxonomy === 'tag' ? `Articles tagged “${term.name}”` : `Articles in “${term.name}”`}${by}.` : 'There is no such page of the blog.');
  const paged = page > 1 && !missing && term !== null;
  const ownFeeds =
    site && term
      ? (Object.keys(FEED_FORMATS) as FeedFormat[]).map((format) => ({
          type: FEED_FORMATS[format].type,
          title: `${site.ownerName}: ${taxonomyTitle(taxonomy, term.name)}${FEED_FORMATS[format].name}`,
          href: absoluteUrl(base, taxonomyFeedPath(format, taxonomy, slug)),
        }))
      : [];
  return {
    title: withOwner(paged ? `${name}, page ${page}` : name, site?.ownerName),
    description,
    canonical: absoluteUrl(base, `${path}${paged ? `?page=${page}` : ''}`),
    type: 'website',
    siteName: site?.ownerName,
    ...(missing || !term ? { robots: 'noindex, follow' } : {}),
    feeds: [...ownFeeds, ...feedsOf(site, persona)],
    image: site ? absoluteUrl(base, ogImagePath({ kind: 'site', ownerName: site.ownerName })) : null,
    jsonLd:
      site && term
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'CollectionPage',
              name: withOwner(name, site.ownerName),
              url: absoluteUrl(base, path),
              description,
              isPartOf: { '@type': 'Blog', name: withOwner(BLOG_TITLE, site.ownerName), url: `${base}/blog` },
              author: person(site),
            },
            breadcrumbs(base, [
              ['Home', '/'],
              [BLOG_TITLE, '/blog'],
              [term.name, path],
            ]),
          ]
        : [],
  };
}
