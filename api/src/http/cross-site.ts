import { isCrossSiteRequest } from '@folio/contracts';
import type { Context } from 'koa';

/** A request from another site's page (contracts' isCrossSiteRequest): this site is the Host it came to, or SITE_URL's. */
export function isCrossSite(ctx: Context, siteUrl: string | null): boolean {
  return isCrossSiteRequest(ctx.get('sec-fetch-site'), ctx.get('origin'), [ctx.host, siteUrl === null ? null : new URL(siteUrl).host]);
}
