import { siteAddress } from '../../features/site';

/** robots.txt: everything public may be crawled; the console and the admin API may not. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/admin\n\nSitemap: ${siteAddress(siteUrl)}/sitemap.xml\n`;
}
