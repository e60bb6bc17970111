import Router from '@koa/router';
import { countRequestsInFlight } from './http/requests-in-flight.js';
import Koa from 'koa';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/knex.js';
import { jsonBody } from './http/body.js';
import { errorHandler } from './http/error-handler.js';
import { isSignedIn } from './http/guards.js';
import { strictTransportSecurity } from './http/hsts.js';
import { notFound } from './domain-error.js';
import { newGenerationAfterOwnerWrites, publicAnswerCache } from './http/public-answer-cache.js';
import { requestLog } from './http/request-log.js';
import { sessionMiddleware } from './http/session.js';
import type { AppState } from './http/state.js';
import { mountAnalyticsAdmin } from './modules/analytics/analytics-admin.router.js';
import { mountAnalyticsCollection } from './modules/analytics/collect.router.js';
import { clientFacts } from './modules/analytics/index.js';
import { createCollector } from './modules/analytics/collect.service.js';
import { mountAuth } from './modules/auth/auth.router.js';
import type { LoginLimiter } from './modules/auth/login-limiter.js';
import { auditRefusedSignIns } from './modules/auth/sign-in-refusals.js';
import { mountBlog } from './modules/blog/blog.router.js';
import { postsService } from './modules/blog/index.js';
import { mountCollection } from './modules/content/collections.router.js';
import { mountContentWrites } from './modules/content/content-writes.router.js';
import { CONTENT_ENTRIES, LISTED_DEFINITIONS } from './content-kinds.js';
import { mountCv } from './modules/cv/cv.router.js';
import { mediaFiles } from './modules/media/media-files.js';
import { mountMedia } from './modules/media/media.router.js';
import { createMediaStorage, type MediaStorage } from './modules/media/storage/index.js';
import { mountMessages } from './modules/messages/messages.router.js';
import { mountNewsletterPublic } from './modules/newsletter/newsletter-public.router.js';
import { exceptOneClickUnsubscribe } from './modules/newsletter/one-click-body.js';
import { mountNewsletterSends } from './modules/newsletter/send/sends-admin.router.js';
import { mountSubscribersAdmin } from './modules/newsletter/subscribers-admin.router.js';
import { mountOpenApi } from './modules/openapi/openapi.router.js';
import { mountSite } from './modules/site/site.router.js';
import { mountSiteTexts } from './modules/site-texts/site-texts.router.js';

/** Unmatched paths and methods answer in the same JSON shape as every other error. */
function jsonFallbacks(): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.status === 404 && !ctx.body) throw notFound(ctx.path.startsWith('/api') ? 'API route' : 'Page');
    if (ctx.status === 405) ctx.body = { message: `${ctx.method} is not supported here; use ${ctx.get('Allow') || ctx.response.get('Allow')}` };
  };
}

const PRIVATE_PATHS = ['/api/admin/', '/api/auth/'];

/**
 * Anything answered to a signed-in admin, and every admin or sign-in answer, is `private, no-store`
 * (errors included), so that no shared cache keeps an admin's view; other answers default to `no-cache`.
 */
function cacheControl(): Koa.Middleware {
  return async (ctx, next) => {
    const privateAnswer = () => PRIVATE_PATHS.some((prefix) => ctx.path.startsWith(prefix)) || isSignedIn(ctx);
    try {
      await next();
    } catch (error) {
      if (privateAnswer()) ctx.set('Cache-Control', 'private, no-store');
      throw error;
    }
    if (privateAnswer()) ctx.set('Cache-Control', 'private, no-store');
    else if (ctx.path.startsWith('/api/') && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-cache');
  };
}

/**
 * The visitors' reads whose answers are kept until the content changes (http/public-answer-cache.ts):
 * every kind's public list, the blog's list and feed, and an item by slug (a post, a case study).
 */
const PUBLIC_LISTS: ReadonlySet<string> = new Set([
  ...LISTED_DEFINITIONS.flatMap((definition) => (definition.publicPath ? [`/api${definition.publicPath}`] : [])),
  '/api/blog/posts',
  '/api/blog/feed',
]);
const BY_SLUG = [
  '/api/blog/posts/slug/',
  ...LISTED_DEFINITIONS.flatMap((definition) => (definition.publicPath && definition.slugs ? [`/api${definition.publicPath}/slug/`] : [])),
];
const keptForVisitors = (path: string) => PUBLIC_LISTS.has(path) || BY_SLUG.some((prefix) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'));

/** storage: the media library's files; by default the one the configuration names. */
export type AppDeps = { config: Config; db: Db; logger: Logger; limiter: LoginLimiter; sessionKey: string; storage?: MediaStorage };

/** The whole HTTP API under /api, built from its dependencies so that tests get a fresh one each time. */
export function createApp({ config, db, logger, limiter, sessionKey, storage = createMediaStorage(config.media.storage) }: AppDeps): Koa<AppState> {
  // Behind a proxy, only the address the nearest proxy appended to X-Forwarded-For is trusted:
  // earlier entries come from the client and would let it dodge the per-address sign-in limit.
  const app = new Koa<AppState>({ proxy: config.trustProxy, maxIpsCount: 1 });
  app.keys = [sessionKey];
  app.silent = true;

  const router = new Router({ prefix: '/api' });
  const collector = createCollector(db, config, logger);
  // Every kind's reads (the collections' lists, the blog's), then the writes all kinds share.
  for (const definition of LISTED_DEFINITIONS) mountCollection(router, db, definition);
  mountBlog(router, db, collector);
  for (const entry of CONTENT_ENTRIES) mountContentWrites(router, db, entry);
  mountAuth(router, db, limiter, config);
  mountSite(router, db, config);
  mountSiteTexts(router, db);
  mountMedia(router, db, storage, config.media.maxBytes);
  mountMessages(router, db, config, (ctx, message) => collector.message(clientFacts(ctx), message));
  mountNewsletterPublic(router, db, config, logger);
  mountSubscribersAdmin(router, db, config);
  mountNewsletterSends(router, db, config);
  mountAnalyticsCollection(router, collector, config.site.siteUrl);
  mountAnalyticsAdmin(router, db, config, postsService.atPaths);
  mountCv(router, db, config);
  mountOpenApi(router);

  app.use(countRequestsInFlight());
  app.use(requestLog(logger));
  app.use(errorHandler());
  app.use(strictTransportSecurity(config.site.siteUrl));
  app.use(mediaFiles(storage));
  app.use(sessionMiddleware(app as unknown as Koa, db, config.session));
  app.use(cacheControl());
  app.use(auditRefusedSignIns(db, config));
  // A one-click unsubscribe comes as a form from mail providers' servers: its route reads no body.
  app.use(exceptOneClickUnsubscribe(jsonBody()));
  app.use(jsonFallbacks());
  app.use(newGenerationAfterOwnerWrites(db));
  app.use(publicAnswerCache(db, { keeps: keptForVisitors, nextScheduledChange: postsService.nextScheduledPublish }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
