import Router from '@koa/router';
import { parseTagType } from '@folio/contracts';
import { THEME_MODES, type ThemeMode } from '@folio/shared-ui';
import Koa from 'koa';
import { PERSONA_STORAGE_KEY } from '../features/persona/persona-storage';
import { THEME_STORAGE_KEY } from '@folio/shared-ui';
import { ApiUnavailableError } from './api-fetch';
import type { ClientBuild } from './client-build';
import { mountContactPost } from './contact-post';
import { mountCvFiles } from './cv';
import { answerFailures, type ServerLog } from './failures';
import { mountFeeds } from './feeds';
import { mountNewsletterPages } from './newsletter-pages';
import { mountOgImages, type OgImageCacheOptions } from './og';
import { mountPostBodyDoor } from './post-body-door';
import { renderPage } from './render-page';
import { renderQueryUrl } from './render-params';
import { sessionCookieHeader } from './session-cookie';
import { mountSubscribePost, type NewsletterPostDeps } from './subscribe-post';

export interface RenderServerOptions {
  /** The API's internal origin; the server adds /api/…. */
  apiUrl: string;
  build: ClientBuild;
  log?: ServerLog;
  /** Where the link-preview images are kept once drawn (default: a new folder under os.tmpdir()). */
  ogCache?: OgImageCacheOptions;
}

const themeOf = (value: string | undefined): ThemeMode | null =>
  (THEME_MODES as readonly (string | undefined)[]).includes(value) ? (value as ThemeMode) : null;

/**
 * Browsers revalidate every visit, and nginx's micro-cache decides for itself how long to keep a
 * page. A page the session cookie went into is `private` (no shared cache keeps it); the owner's
 * preview is kept by nobody at all.
 */
function cacheControlOf(page: { ownerOnly?: boolean; sessionSent: boolean }): string {
  if (page.ownerOnly) return 'private, no-store';
  return page.sessionSent ? 'private, no-cache' : 'no-cache';
}

/** `location`'s path with the visitor's query, re-encoded so that it can only ever be a query. */
function withQuery(location: string, query: string): string {
  const [path = location] = location.split('?', 1);
  const kept = new URLSearchParams(query).toString();
  return kept ? `${path}?${kept}` : path;
}

/** What a page depends on in a visitor's request besides its address: their saved persona and theme. */
const savedChoices = (ctx: Koa.Context) => ({
  savedPersona: parseTagType(ctx.cookies.get(PERSONA_STORAGE_KEY) ?? null),
  savedTheme: themeOf(ctx.cookies.get(THEME_STORAGE_KEY)),
});

/**
 * The public site's rendering server: every page as HTML with its data, head and honest status, plus
 * the sitemap, feeds, robots.txt, link-preview images, the
 * contact form sent without JavaScript (POST /contact) and the newsletter's forms (POST /subscribe,
 * the confirmation and unsubscribe pages). Renders anonymously, but for the post a
 * signed-in owner opens (their session cookie goes to the API for that one call, so they can preview
 * a draft); it sets no cookie. The API asks it for a post's body as the page shows it (post-body-door.ts).
 */
export function createRenderServer({ apiUrl, build, log = console.error, ogCache }: RenderServerOptions): Koa {
  const app = new Koa();
  const router = new Router();

  app.use(answerFailures(log));
  // Query parameters no route reads are dropped first: they change nothing and cache nothing apart.
  // The visitor's own query is kept for a redirect, which carries it on (a campaign link to a post's
  // former address keeps its utm_ parameters): nginx, which asks with the read ones only, sends it
  // along in X-Folio-Query.
  app.use((ctx, next) => {
    ctx.state.visitorQuery = ctx.get('X-Folio-Query') || ctx.querystring;
    const url = renderQueryUrl(ctx.url);
    if (url !== ctx.url) ctx.url = url;
    return next();
  });

  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = 'ok';
  });
  mountFeeds(router, { apiUrl });
  mountPostBodyDoor(router);
  mountOgImages(router, { apiUrl, cache: ogCache });
  mountCvFiles(router, { apiUrl, cache: ogCache });
  mountContactPost(router, {
    apiUrl,
    log,
    renderWithForm: async (ctx, url, contact) => {
      const page = await renderPage(build, apiUrl, { url, ...savedChoices(ctx), contact });
      return 'html' in page ? page.html : undefined;
    },
  });
  // The newsletter's forms without JavaScript (POST /subscribe) and the pages an email's links open.
  const newsletter: NewsletterPostDeps = {
    apiUrl,
    log,
    render: async (ctx, url, answer) => {
      const page = await renderPage(build, apiUrl, { url, ...savedChoices(ctx), newsletter: answer });
      return 'html' in page ? { status: page.status, html: page.html } : undefined;
    },
  };
  mountSubscribePost(router, newsletter);
  mountNewsletterPages(router, newsletter);
  app.use(router.routes());

  app.use(async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
    const page = await renderPage(build, apiUrl, {
      url: ctx.url,
      ...savedChoices(ctx),
      sessionCookie: sessionCookieHeader((name) => ctx.cookies.get(name)),
    });
    if ('location' in page) {
      // Revalidated like a page, never kept for good: a former slug may be given to a new post.
      ctx.status = page.status;
      ctx.set('Location', withQuery(page.location, ctx.state.visitorQuery));
      ctx.set('Cache-Control', cacheControlOf(page));
      return;
    }
    if (!('html' in page)) throw new ApiUnavailableError(ctx.path, 'a query the page needs failed');
    ctx.status = page.status;
    ctx.set('Cache-Control', cacheControlOf(page));
    if (page.ownerOnly) ctx.set('X-Robots-Tag', 'noindex');
    ctx.type = 'html';
    ctx.body = page.html;
  });
  return app;
}
