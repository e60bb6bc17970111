import type Koa from 'koa';

/** One year. No includeSubDomains: the owner's other subdomains may not all be on https. */
export const HSTS = 'max-age=31536000';

/**
 * Strict-Transport-Security on the answers of an https site (SITE_URL) that went out over https
 * (`ctx.secure`: behind a proxy, its X-Forwarded-Proto, believed with TRUST_PROXY). Never over http,
 * where browsers ignore it, and never for an http site, which a browser must not be told to reach
 * over https only.
 */
export function strictTransportSecurity(siteUrl: string): Koa.Middleware {
  const httpsSite = siteUrl.startsWith('https://');
  return async (ctx, next) => {
    if (httpsSite && ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    await next();
  };
}
