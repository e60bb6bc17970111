import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { csrfTokenFor, isSignedIn, requireAdmin, requireCsrf, sessionOf } from '../../http/guards.js';
import { unauthorized } from '../../http/http-error.js';
import { endSessionsOf } from '../../http/session.js';
import type { LoginLimiter } from './login-limiter.js';
import { signIn } from './auth.service.js';
import { trustedDeviceId } from './device-cookie.js';
import { startSignedInSession } from './signed-in-session.js';
import { challengeSecondFactor, mountTwoFactor } from './totp.router.js';

export function mountAuth(router: Router, db: Db, limiter: LoginLimiter, config: Config): void {
  const startSession = (ctx: Context, user: { id: number; username: string }) =>
    startSignedInSession(ctx, db, user, config.session.secureCookie);

  router.post('/auth/login', async (ctx) => {
    const user = await signIn(db, limiter, ctx.request.body, ctx.ip, (username) => trustedDeviceId(ctx, username));
    if (user.twoFactorRequired) return challengeSecondFactor(ctx, user);
    await startSession(ctx, user);
    ctx.body = { username: user.username };
  });
  mountTwoFactor(router, db, limiter, { attemptOf: (ctx, username) => ({ username, address: ctx.ip, deviceId: trustedDeviceId(ctx, username) }), startSession });

  router.post('/auth/logout', async (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });

  router.post('/auth/logout-everywhere', requireAdmin, requireCsrf, async (ctx) => {
    await endSessionsOf(db, sessionOf(ctx)!.userId!);
    ctx.session = null;
    ctx.status = 204;
  });

  router.get('/auth/me', async (ctx) => {
    if (!isSignedIn(ctx)) throw unauthorized('Not signed in');
    ctx.body = { username: sessionOf(ctx)!.username };
  });

  router.get('/csrf-token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token: csrfTokenFor(ctx, config.session.secureCookie) };
  });
}
