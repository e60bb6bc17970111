import { object, type Infer } from 'superstruct';
import { requiredText } from './fields.js';
import type { SiteTexts } from './site-texts.js';

export const loginStruct = object({
  username: requiredText('Username is required', 100),
  password: requiredText('Password is required', 1024, false),
});

export type LoginInput = Infer<typeof loginStruct>;

/** The API's session cookie (signed: its signature travels as `<name>.sig`); the public site's server forwards it to show the owner a preview. */
export const SESSION_COOKIE = 'folio.sid';
/** The header an admin write carries its CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';
/** The signed-in user as the API answers it (the spec names no other field). */
export type SessionUser = { username: string };
export type CsrfToken = { token: string };
/** The site's configuration (owner, address, contact) and the owner's words on its pages (site-texts.ts). */
export type SiteInfo = { ownerName: string; siteUrl: string; description: string | null; contactEmail: string | null; texts: SiteTexts };

/** The second step of a sign-in with two-factor on, and the first code that turns it on. */
export const twoFactorCodeStruct = object({ code: requiredText('Code is required', 64) });
export type TwoFactorCodeInput = Infer<typeof twoFactorCodeStruct>;
/** Turning two-factor sign-in off asks for the password again. */
export const twoFactorDisableStruct = object({ password: requiredText('Password is required', 1024, false) });
export type TwoFactorDisableInput = Infer<typeof twoFactorDisableStruct>;

/** POST /api/auth/login's answer (202) when the password was right and a code is still needed. */
export type TwoFactorChallenge = { twoFactorRequired: true };
export type LoginAnswer = SessionUser | TwoFactorChallenge;
export const needsSecondFactor = (answer: LoginAnswer): answer is TwoFactorChallenge => 'twoFactorRequired' in answer;
export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number };
/** A pending setup: the secret as text, the otpauth:// address, and its QR code as a data: URL (SVG). */
export type TwoFactorSetup = { secret: string; otpauthUrl: string; qrCode: string };
export type RecoveryCodes = { recoveryCodes: string[] };

/** How a sign-in attempt ended: signed in, password right but a code still needed, wrong, or not even checked (a limit, a busy server, a request from another site or not one the form sends). */
export const SIGN_IN_OUTCOMES = ['success', 'pending', 'failure', 'refused'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];
/** Why, in words the console shows ('Sign out everywhere' is kept beside the sign-ins, as a success of its own reason). */
export const SIGN_IN_REASONS = {
  password: 'Password',
  'code-required': 'Password right, code asked',
  code: 'Authenticator code',
  'recovery-code': 'Recovery code',
  'wrong-password': 'Wrong password',
  'unknown-username': 'Unknown username',
  'wrong-code': 'Wrong code',
  'rate-limited': 'Too many attempts',
  busy: 'Server busy',
  'cross-site': 'Sent from another site',
  malformed: 'Not a sign-in form',
  'sign-out-everywhere': 'Signed out everywhere',
} as const;
export type SignInReason = keyof typeof SIGN_IN_REASONS;
/**
 * A row of the sign-in history (GET /api/admin/security/sign-ins): `device` is a short summary of the
 * browser. A success, a two-factor step or 'Sign out everywhere' is one row (`count` 1, `lastAt` equal
 * to `at`); failed and refused attempts are folded into one row per client network (an IPv4 address, an
 * IPv6 /64 by default), outcome and reason each hour: `count` attempts from `at` to `lastAt`, with the first one's device.
 */
export type SignInRecord = { at: string; lastAt: string; count: number; address: string; device: string; outcome: SignInOutcome; reason: SignInReason };
/**
 * What the history keeps: every success, two-factor step and 'Sign out everywhere' for `maxAgeDays`;
 * failed and refused attempts counted per network and reason in windows of `failureWindowMinutes`,
 * at most `maxFailureRows` such rows (the least recently active dropped first), none older than `maxAgeDays`.
 */
export const SIGN_IN_HISTORY = { maxAgeDays: 90, maxFailureRows: 100, failureWindowMinutes: 60 } as const;
