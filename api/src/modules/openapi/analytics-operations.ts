/** The analytics' public route (api/src/modules/analytics/collect.router.ts), described (its body: analytics-schemas.ts). */
import { ANALYTICS_LIMITS } from '@folio/contracts';
import { answer, type Described } from './described.js';

export const analyticsRoutes: Record<string, Described> = {
  'POST /api/analytics/events': {
    tag: 'analytics',
    operationId: 'recordAnalyticsEvent',
    summary: "A page's event for the owner's analytics (no cookie, no personal data kept)",
    description:
      'What `navigator.sendBeacon` sends: the JSON body as `text/plain` (or `application/json`), at most ' +
      `${ANALYTICS_LIMITS.body} bytes (413 past it). Answered 202 with no body and \`Cache-Control: no-store\` whether the event was recorded or not: ` +
      'it is not recorded for a crawler (or no user agent), `Sec-GPC: 1` or `gpc: true`, `DNT: 1` (unless ANALYTICS_HONOR_DNT=false), or the signed-in owner, ' +
      'nor past ANALYTICS_MAX_EVENTS_PER_MINUTE events and post views a minute from one client (an IPv4 address, or an IPv6 /64); past ANALYTICS_MAX_EVENTS_PER_DAY ' +
      "events stored in a UTC day it is only counted, as over the day's cap. " +
      'Kept: the path without its query, utm_source/utm_medium/utm_campaign and the referring site (page views only), the persona, a device class, a country code ' +
      "(ANALYTICS_COUNTRY), the detail, and a visitor id that is a hash of a salt of the day (deleted after two days) and the client's network (its IPv4 address or IPv6 /64). " +
      "The address itself is never stored and no cookie is set. A browser request from another site's page is refused (403).",
    body: 'BeaconInput',
    bodyTypes: ['application/json', 'text/plain'],
    responses: { 202: answer('Accepted (recorded, or dropped as not counted); no body.') },
    errors: [403],
  },
};
