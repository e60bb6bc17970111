import type Router from '@koa/router';
import type { Db } from '../../db/knex.js';
import { csrfTokenFor, isSignedIn, sessionOf } from '../../http/guards.js';
import { unauthorized } from '../../http/http-error.js';
import { deleteExpiredSessions } from '../../http/session.js';
import type { LoginLimiter } from './login-limiter.js';
import { signIn } from './auth.service.js';

export function mountAuth(router: Router, db: Db, limiter: LoginLimiter): void {
  router.post('/auth/login', async (ctx) => {
    const user = await signIn(db, limiter, ctx.request.body, ctx.ip);
    const session = sessionOf(ctx)!;
    // A fresh session id and a fresh CSRF token at every sign-in: nothing from before survives.
    delete session.csrfToken;
    session.userId = user.id;
    session.username = user.username;
    await session.regenerate();
    await deleteExpiredSessions(db);
    ctx.body = { username: user.username };
  });

  router.post('/auth/logout', async (ctx) => {
    ctx.session = null;
    ctx.status = 204;
  });

  router.get('/auth/me', async (ctx) => {
    if (!isSignedIn(ctx)) throw unauthorized('Not signed in');
    ctx.body = { username: sessionOf(ctx)!.username };
  });

  router.get('/csrf-token', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token: csrfTokenFor(ctx) };
  });
}
