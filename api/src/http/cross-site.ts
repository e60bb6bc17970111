import { isCrossSiteRequest } from '@folio/contracts';
import type { Context } from 'koa';

/**
 * A request from another site's page (contracts' isCrossSiteRequest), from its Sec-Fetch-Site and
 * Origin headers: this site is the Host it came to, or SITE_URL's.
 */
export function isCrossSiteBy(fetchSite: string, origin: string, host: string, siteUrl: string | null): boolean {
  return isCrossSiteRequest(fetchSite, origin, [host, siteUrl === null ? null : new URL(siteUrl).host]);
}

export function isCrossSite(ctx: Context, siteUrl: string | null): boolean {
  return isCrossSiteBy(ctx.get('sec-fetch-site'), ctx.get('origin'), ctx.host, siteUrl);
}
