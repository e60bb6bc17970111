import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { ANALYTICS_LIMITS, beaconStruct } from '@folio/contracts';
import { hasLoneSurrogate } from '../../http/body.js';
import { isCrossSite } from '../../http/cross-site.js';
import { HttpError } from '../../http/http-error.js';
import { forbidden } from '../../domain-error.js';
import { parseBody } from '../../http/input.js';
import { clientFacts } from './client-facts.js';
import type { Collector } from './collect.service.js';

export const CROSS_SITE_BEACON = 'Analytics events are accepted only from pages of this site.';
export const BEACON_MEDIA_TYPE = 'Send the event as JSON, with the content type text/plain or application/json';

/**
 * The beacon's body: JSON, whether sent as application/json or as the text/plain that
 * navigator.sendBeacon gives a string (a type a page may send without a preflight), and at most
 * ANALYTICS_LIMITS.body bytes: a page's event is small, so the API's 1 MB limit would only invite
 * abuse here. Errors as the rest of the API gives them: 415, 413, 400.
 */
export function beaconBody(): Middleware {
  const parse = bodyParser({
    enableTypes: ['json'],
    detectJSON: (ctx) => Boolean(ctx.is('text/plain')),
    jsonLimit: ANALYTICS_LIMITS.body,
    encoding: 'utf-8',
    onError: (error: Error & { status?: number }) => {
      if (error.status === 413) throw new HttpError(413, `The request body is too large (an event is at most ${ANALYTICS_LIMITS.body} bytes)`);
      throw new HttpError(400, 'The request body is not valid JSON');
    },
  });
  return async (ctx, next) => {
    // null: no body at all (then an empty object, which the contract refuses by its fields).
    if (ctx.is('application/json', 'text/plain') === false) throw new HttpError(415, BEACON_MEDIA_TYPE);
    return parse(ctx, async () => {
      if (hasLoneSurrogate(ctx.request.body)) throw new HttpError(400, 'The request body holds text that is not valid Unicode (a lone surrogate)');
      await next();
    });
  };
}

/**
 * POST /api/analytics/events: a page's event (contracts' beaconStruct). Another site's page is refused
 * (403), as the contact form refuses it. Any valid event is answered 202 with no body, whether it was
 * recorded or not (a bot, an opted-out visitor, the signed-in owner: visitors.ts; a client past its
 * limit: client-limit.ts; a day past its cap: day-cap.ts), so that a page cannot tell; no cookie is
 * set, and no cache may keep the answer.
 */
export function mountAnalyticsCollection(router: Router, collector: Collector, siteUrl: string | null): void {
  const sameSite: Middleware = async (ctx, next) => {
    if (isCrossSite(ctx, siteUrl)) throw forbidden(CROSS_SITE_BEACON);
    await next();
  };
  // http/body.ts leaves this route's body to beaconBody().
  router.post('/analytics/events', sameSite, beaconBody(), async (ctx) => {
    await collector.beacon(clientFacts(ctx), parseBody(beaconStruct, ctx.request.body));
    // Explicitly nothing (else Koa answers the status's name as text), then the status: a null body alone means 204.
    ctx.body = null;
    ctx.status = 202;
    ctx.set('Cache-Control', 'no-store');
  });
}
