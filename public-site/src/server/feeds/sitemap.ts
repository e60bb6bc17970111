import { TAG_TYPES, caseStudyPath, cvPath, postPath } from '@folio/contracts';
import { FEEDS_PATH } from '../../features/follow';
import { personaHref } from '../../features/persona';
import { siteAddress } from '../../features/site';
import { lastChanged, publishedOnly, type FeedPost } from './feed-post';
import { taxonomyPages, type TaxonomyItem } from './taxonomy-pages';
import { escapeXml, w3cDate } from './xml-text';

export interface SitemapInput {
  siteUrl: string;
  posts: readonly FeedPost[];
  /** Whether the subscribe forms are shown (mail configured): /subscribe is a page to list only then. */
  newsletter: boolean;
  /** Every case study: each has a page, /work/{slug}. */
  caseStudies?: readonly { slug: string; updatedAt?: string | null }[];
  /** The blog's tags and categories: the page of each one that a published post has is listed. */
  tags?: readonly TaxonomyItem[];
  categories?: readonly TaxonomyItem[];
}

const entry = (loc: string, lastmod: string | null) =>
  `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </url>\n`;

/**
 * sitemap.xml: the home, each persona's page, the blog, the CVs (all personas', then each persona's),
 * /subscribe when subscribing is offered, /feeds, every case study's page, every published post (the spec's routes), and the page of every tag and category that lists one. The pages an email's links open
 * (/subscribe/confirm/…, /unsubscribe/…) are one subscriber's each: never listed.
 */
export function sitemapXml({ siteUrl, posts, newsletter, caseStudies = [], tags = [], categories = [] }: SitemapInput): string {
  const base = siteAddress(siteUrl);
  const pages = ['/', ...TAG_TYPES.map((persona) => personaHref(persona)), '/blog', cvPath(null), ...TAG_TYPES.map((persona) => cvPath(persona)), ...(newsletter ? ['/subscribe'] : []), FEEDS_PATH].map(
    (path) => entry(`${base}${path}`, null),
  );
  const articles = publishedOnly(posts).map((post) => entry(`${base}${postPath(post.slug)}`, w3cDate(lastChanged(post))));
  const lists = taxonomyPages(posts, tags, categories).map((page) => entry(`${base}${page.path}`, w3cDate(page.lastChanged)));
  const work = caseStudies.map((study) => entry(`${base}${caseStudyPath(study.slug)}`, w3cDate(study.updatedAt)));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...work, ...articles, ...lists].join('')}</urlset>\n`;
}
