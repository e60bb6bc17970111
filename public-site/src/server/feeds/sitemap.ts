import { TAG_TYPES, cvPath, postPath } from '@folio/contracts';
import { personaHref } from '../../features/persona';
import { siteAddress } from '../../features/site';
import { lastChanged, publishedOnly, type FeedPost } from './feed-post';
import { escapeXml, w3cDate } from './xml-text';

export interface SitemapInput {
  siteUrl: string;
  posts: readonly FeedPost[];
  /** Whether the subscribe forms are shown (mail configured): /subscribe is a page to list only then. */
  newsletter: boolean;
}

const entry = (loc: string, lastmod: string | null) =>
  `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : ''}  </url>\n`;

/**
 * sitemap.xml: the home, each persona's page, the blog, the CVs (all personas', then each persona's),
 * /subscribe when subscribing is offered, and every published post (the spec's routes). The pages an email's links open
 * (/subscribe/confirm/…, /unsubscribe/…) are one subscriber's each: never listed.
 */
export function sitemapXml({ siteUrl, posts, newsletter }: SitemapInput): string {
  const base = siteAddress(siteUrl);
  const pages = ['/', ...TAG_TYPES.map((persona) => personaHref(persona)), '/blog', cvPath(null), ...TAG_TYPES.map((persona) => cvPath(persona)), ...(newsletter ? ['/subscribe'] : [])].map(
    (path) => entry(`${base}${path}`, null),
  );
  const articles = publishedOnly(posts).map((post) => entry(`${base}${postPath(post.slug)}`, w3cDate(lastChanged(post))));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...articles].join('')}</urlset>\n`;
}
