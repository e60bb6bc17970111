import type Router from '@koa/router';
import type { Context } from 'koa';
import { loginStruct } from '@folio/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { csrfTokenFor, isSignedIn, refuseCrossSite, requireAdmin, requireCsrf, requireCsrfOrSameOrigin, sessionOf } from '../../http/guards.js';
import { notSignedIn } from '../../domain-error.js';
import { parseBody } from '../../http/input.js';
import { networkOf } from '../../http/client-network.js';
import { endSessionsOf } from '../../db/sessions.js';
import type { LoginLimiter } from './login-limiter.js';
import { signIn } from './auth.service.js';
import { trustedDeviceId } from './device-cookie.js';
import { setHashConcurrency } from './password.js';
import { requestAudit } from './security-audit.js';
import { signInEventsRepository } from './sign-in-events.repository.js';
import { startSignedInSession } from './signed-in-session.js';
import { challengeSecondFactor, mountTwoFactor } from './totp.router.js';

export function mountAuth(router: Router, db: Db, limiter: LoginLimiter, config: Config): void {
  setHashConcurrency(config.loginLimit.hashConcurrency);
  const startSession = (ctx: Context, user: { id: number; username: string }) =>
    startSignedInSession(ctx, db, user, config.session.secureCookie);
  const audit = (ctx: Context) => requestAudit(ctx, db, config.clientIpv6Prefix);
  const sameSite = refuseCrossSite(config.site.siteUrl);
  const networkOfClient = (ctx: Context) => networkOf(ctx.ip, config.clientIpv6Prefix);

  router.post('/auth/login', sameSite, async (ctx) => {
    const user = await signIn(db, limiter, parseBody(loginStruct, ctx.request.body), networkOfClient(ctx), (username) => trustedDeviceId(ctx, username), audit(ctx));
    if (user.twoFactorRequired) return challengeSecondFactor(ctx, user);
    await startSession(ctx, user);
    ctx.body = { username: user.username };
  });
  mountTwoFactor(router, db, limiter, {
    attemptOf: (ctx, username) => ({ username, network: networkOfClient(ctx), deviceId: trustedDeviceId(ctx, username) }),
    startSession,
    audit,
    guard: sameSite,
  });

  router.post('/auth/logout', requireCsrfOrSameOrigin(config.site.siteUrl), async (ctx) => {
    const session = sessionOf(ctx);
    if (isSignedIn(ctx)) await audit(ctx)({ event: 'sign-out', outcome: 'success', reason: 'sign-out', username: session!.username!, userId: session!.userId! });
    ctx.session = null;
    ctx.status = 204;
  });

  router.post('/auth/logout-everywhere', requireAdmin, requireCsrf, async (ctx) => {
    const { userId, username } = sessionOf(ctx)!;
    const ended = await endSessionsOf(db, userId!);
    await audit(ctx)({ event: 'sign-out-everywhere', outcome: 'success', reason: 'sign-out-everywhere', username: username!, userId: userId!, details: { sessionsEnded: ended } });
    ctx.session = null;
    ctx.status = 204;
  });

  router.get('/auth/me', async (ctx) => {
    if (!isSignedIn(ctx)) throw notSignedIn('Not signed in');
    ctx.body = { username: sessionOf(ctx)!.username };
  });

  router.get('/csrf-token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token: csrfTokenFor(ctx, config.session.secureCookie) };
  });

  router.get('/admin/security/sign-ins', requireAdmin, async (ctx) => {
    ctx.body = await signInEventsRepository.list(db);
  });
}
