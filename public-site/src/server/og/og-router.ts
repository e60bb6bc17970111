import type Router from '@koa/router';
import { isVisibleToPublic, parseTagType, type BlogPost, type CaseStudy, type SiteInfo } from '@folio/contracts';
import type { Context } from 'koa';
import { personaOfCaseStudy } from '../../features/case-studies';
import { accentOf } from '../../features/persona';
import { ogImageFingerprint, type OgImageSubject } from '../../features/site/og-image';
import { ApiUnavailableError, fetchApiJson } from '../api-fetch';
import { drawOgImage } from './draw-og-image';
import { OgImageCache, type OgImageCacheOptions } from './og-image-cache';

export interface OgImageDeps {
  /** The API's internal origin; /api/… is added. */
  apiUrl: string;
  /** How an image is drawn; tests count the drawings through it. */
  draw?: (subject: OgImageSubject, host: string) => Promise<Buffer>;
  /** Where the drawn images are kept (og-image-cache.ts): OG_CACHE_DIR and OG_CACHE_MAX_MB in main.ts. */
  cache?: OgImageCacheOptions;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

/** The host name drawn at the foot of the card: jordan.example. */
export function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, '');
  }
}

async function siteInfo(apiUrl: string): Promise<SiteInfo> {
  const site = await fetchApiJson<SiteInfo>(apiUrl, 'site');
  if (!site) throw new ApiUnavailableError('site', 'HTTP 404');
  return site;
}

function notFound(ctx: Context): void {
  ctx.status = 404;
  ctx.set('Cache-Control', SHORT);
  ctx.type = 'text/plain; charset=utf-8';
  ctx.body = 'There is no such image.';
}

/** GET /og/site.png, /og/persona/{persona}.png, /og/post/{slug}.png, /og/case-study/{slug}.png, /og/cv.png and /og/cv/{persona}.png: link-preview images, drawn once each. */
export function mountOgImages(router: Router, { apiUrl, draw = drawOgImage, cache: cacheOptions }: OgImageDeps): void {
  const cache = new OgImageCache(cacheOptions);

  async function send(ctx: Context, subject: OgImageSubject, site: SiteInfo): Promise<void> {
    const host = hostOf(site.siteUrl);
    const fingerprint = ogImageFingerprint(subject);
    // The host is drawn but is not part of the fingerprint, so it joins the key.
    const png = await cache.get(`${fingerprint} ${host}`, () => draw(subject, host));
    // Only the address the head tags give out (?v= of what is drawn now) may be kept for good.
    ctx.set('Cache-Control', ctx.query.v === fingerprint ? IMMUTABLE : SHORT);
    ctx.type = 'image/png';
    ctx.body = png;
  }

  router.get('/og/site.png', async (ctx) => {
    const site = await siteInfo(apiUrl);
    await send(ctx, { kind: 'site', ownerName: site.ownerName }, site);
  });

  router.get('/og/persona/:persona.png', async (ctx) => {
    const persona = parseTagType(ctx.params.persona);
    if (!persona) return notFound(ctx);
    const site = await siteInfo(apiUrl);
    await send(ctx, { kind: 'persona', persona, ownerName: site.ownerName }, site);
  });

  router.get('/og/cv.png', async (ctx) => {
    const site = await siteInfo(apiUrl);
    await send(ctx, { kind: 'cv', persona: null, ownerName: site.ownerName }, site);
  });

  router.get('/og/cv/:persona.png', async (ctx) => {
    const persona = parseTagType(ctx.params.persona);
    if (!persona) return notFound(ctx);
    const site = await siteInfo(apiUrl);
    await send(ctx, { kind: 'cv', persona, ownerName: site.ownerName }, site);
  });

  router.get('/og/post/:slug.png', async (ctx) => {
    const slug = ctx.params.slug ?? '';
    const [site, post] = await Promise.all([siteInfo(apiUrl), fetchApiJson<BlogPost>(apiUrl, `blog/posts/slug/${encodeURIComponent(slug)}`)]);
    if (!post || !isVisibleToPublic(post)) return notFound(ctx);
    const accent = accentOf(parseTagType(post.tagType));
    await send(ctx, { kind: 'post', slug: post.slug, title: post.title, ownerName: site.ownerName, accent }, site);
  });

  router.get('/og/case-study/:slug.png', async (ctx) => {
    const slug = ctx.params.slug ?? '';
    const [site, caseStudy] = await Promise.all([siteInfo(apiUrl), fetchApiJson<CaseStudy>(apiUrl, `case-studies/slug/${encodeURIComponent(slug)}`)]);
    if (!caseStudy) return notFound(ctx);
    const accent = accentOf(personaOfCaseStudy(caseStudy));
    await send(ctx, { kind: 'case-study', slug: caseStudy.slug, title: caseStudy.title, ownerName: site.ownerName, accent }, site);
  });
}
