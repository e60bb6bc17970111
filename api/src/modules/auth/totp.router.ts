import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { twoFactorCodeStruct, twoFactorDisableStruct } from '@folio/contracts';
import type { Db } from '../../db/knex.js';
import { requireAdmin, requireCsrf, sessionOf } from '../../http/guards.js';
import { parseBody } from '../../http/input.js';
import { DomainError, notSignedIn } from '../../domain-error.js';
import { refusalOf } from './auth.service.js';
import type { LoginAttempt, LoginLimiter } from './login-limiter.js';
import type { Audit } from './security-audit.js';
import { INVALID_CODE, WRONG_PASSWORD, twoFactorService as service } from './totp.service.js';

/**
 * Between a right password and the code, the sign-in waits in a signed, HttpOnly cookie of its own
 * (not in a session: nobody is signed in yet), for five minutes.
 */
const PENDING_COOKIE = 'folio.2fa';
const PENDING_MS = 5 * 60_000;
export const SIGN_IN_FIRST = 'Sign in with your username and password first';

type Pending = { id: number; username: string };

const cookieOptions = (ctx: Context) => ({ httpOnly: true, sameSite: 'strict' as const, signed: true, secure: ctx.secure, path: '/api/auth' });

/** Called by POST /api/auth/login when the password was right and the account has two-factor on: 202, no session. */
export function challengeSecondFactor(ctx: Context, user: Pending): void {
  const value = Buffer.from(JSON.stringify({ ...user, until: Date.now() + PENDING_MS })).toString('base64url');
  ctx.cookies.set(PENDING_COOKIE, value, { ...cookieOptions(ctx), maxAge: PENDING_MS });
  ctx.status = 202;
  ctx.body = { twoFactorRequired: true };
}

function pendingOf(ctx: Context): Pending {
  const value = ctx.cookies.get(PENDING_COOKIE, { signed: true });
  try {
    const parsed = value ? (JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Pending & { until: number }) : null;
    if (parsed && typeof parsed.id === 'number' && typeof parsed.username === 'string' && parsed.until > Date.now()) return parsed;
  } catch {
    // A malformed cookie is no pending sign-in.
  }
  throw notSignedIn(SIGN_IN_FIRST);
}

const signedInUser = (ctx: Context) => {
  const session = sessionOf(ctx)!;
  return { id: session.userId!, username: session.username! };
};

/** What the sign-in route shares with the second step: how an attempt is counted and a session started. */
export type SignInHooks = {
  attemptOf(ctx: Context, username: string): LoginAttempt;
  startSession(ctx: Context, user: Pending): Promise<void>;
  /** The request's audit trail (security-audit.ts). */
  audit(ctx: Context): Audit;
  /** What the sign-in route checks first (refuseCrossSite). */
  guard: Middleware;
};

export function mountTwoFactor(router: Router, db: Db, limiter: LoginLimiter, hooks: SignInHooks): void {
  router.post('/auth/login/two-factor', hooks.guard, async (ctx) => {
    // The code, checked before anything else (a 400 names what is missing).
    const { code } = parseBody(twoFactorCodeStruct, ctx.request.body);
    const user = pendingOf(ctx);
    const audit = hooks.audit(ctx);
    const who = { event: 'two-factor-sign-in' as const, username: user.username, userId: user.id };
    let kind: 'code' | 'recovery-code';
    try {
      kind = await service.verifySignIn(db, limiter, user.id, code, hooks.attemptOf(ctx, user.username));
    } catch (error) {
      const refusal = refusalOf(error);
      await audit({ ...who, ...(refusal ?? { outcome: 'failure', reason: 'wrong-code' }) });
      throw error;
    }
    ctx.cookies.set(PENDING_COOKIE, null, cookieOptions(ctx));
    await hooks.startSession(ctx, user);
    await audit({ ...who, outcome: 'success', reason: kind });
    ctx.body = { username: user.username };
  });

  router.get('/admin/two-factor', requireAdmin, async (ctx) => {
    ctx.body = await service.status(db, signedInUser(ctx).id);
  });
  router.post('/admin/two-factor/setup', requireAdmin, requireCsrf, async (ctx) => {
    const user = signedInUser(ctx);
    ctx.body = await service.beginSetup(db, user.id, user.username);
    await hooks.audit(ctx)({ event: 'two-factor-setup', outcome: 'success', reason: 'setup-started', username: user.username, userId: user.id });
  });
  router.post('/admin/two-factor/enable', requireAdmin, requireCsrf, async (ctx) => {
    const user = signedInUser(ctx);
    const who = { event: 'two-factor-on' as const, username: user.username, userId: user.id };
    const { code } = parseBody(twoFactorCodeStruct, ctx.request.body);
    try {
      ctx.body = await service.confirmSetup(db, user.id, user.username, code);
    } catch (error) {
      if (error instanceof DomainError && error.message === INVALID_CODE) await hooks.audit(ctx)({ ...who, outcome: 'failure', reason: 'wrong-code' });
      throw error;
    }
    await hooks.audit(ctx)({ ...who, outcome: 'success', reason: 'code' });
  });
  router.post('/admin/two-factor/disable', requireAdmin, requireCsrf, async (ctx) => {
    const user = signedInUser(ctx);
    const who = { event: 'two-factor-off' as const, username: user.username, userId: user.id };
    const { password } = parseBody(twoFactorDisableStruct, ctx.request.body);
    try {
      await service.disable(db, limiter, user.id, password, hooks.attemptOf(ctx, user.username));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) await hooks.audit(ctx)({ ...who, ...refusal });
      else if (error instanceof DomainError && error.message === WRONG_PASSWORD) await hooks.audit(ctx)({ ...who, outcome: 'failure', reason: 'wrong-password' });
      throw error;
    }
    await hooks.audit(ctx)({ ...who, outcome: 'success', reason: 'password' });
    ctx.status = 204;
  });
}
