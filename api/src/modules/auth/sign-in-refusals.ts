import type { Context, Middleware } from 'koa';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { isDomainError } from '../../domain-error.js';
import { requestSource } from '../../http/guards.js';
import { requestAudit, type SecurityEventName } from './security-audit.js';

/** The sign-in routes, spelled as the router matches them (any case, a trailing slash or not). */
const SIGN_IN_ROUTES: Array<[RegExp, SecurityEventName]> = [
  [/^\/api\/auth\/login\/?$/i, 'sign-in'],
  [/^\/api\/auth\/login\/two-factor\/?$/i, 'two-factor-sign-in'],
];

/** Answers that refuse a sign-in before any check: a body that is not the form's JSON (400, 413, 415), another site's page (403). */
const REFUSING_STATUSES = [400, 403, 413, 415];

/** The status a refusal is answered with: the domain's (a route's checks), or the one the HTTP layer's error carries (http/body.ts's). */
function statusOf(error: unknown): number | null {
  if (isDomainError(error, 'invalid')) return 400;
  if (isDomainError(error, 'forbidden')) return 403;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

const reasonOf = (ctx: Context, siteUrl: string) => (requestSource(ctx, siteUrl) === 'other' ? 'cross-site' : 'malformed');

/**
 * A sign-in refused before its password or code is looked at, from another site or not as the
 * console's form sends it, goes to the audit trail as refused like a limit's refusal (a log line,
 * and a count in the sign-in history). Mounted before the body is read: a body that is not JSON
 * never reaches the routes.
 */
export function auditRefusedSignIns(db: Db, config: Config): Middleware {
  return async (ctx, next) => {
    const event = ctx.method === 'POST' ? SIGN_IN_ROUTES.find(([route]) => route.test(ctx.path))?.[1] : undefined;
    if (!event) return next();
    try {
      await next();
    } catch (error) {
      const status = statusOf(error);
      if (status !== null && REFUSING_STATUSES.includes(status)) {
        await requestAudit(ctx, db, config.clientIpv6Prefix)({ event, outcome: 'refused', reason: reasonOf(ctx, config.site.siteUrl) });
      }
      throw error;
    }
  };
}
