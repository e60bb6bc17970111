import { object, type Infer } from 'superstruct';
import { requiredText } from './fields.js';

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
export type SiteInfo = { ownerName: string; siteUrl: string; description: string | null; contactEmail: string | null };

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

/** How a sign-in attempt ended: signed in, password right but a code still needed, wrong, or not even checked (a limit, a busy server). */
export const SIGN_IN_OUTCOMES = ['success', 'pending', 'failure', 'refused'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];
/** Why, in words the console shows. */
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
} as const;
export type SignInReason = keyof typeof SIGN_IN_REASONS;
/** One of the last sign-in attempts (GET /api/admin/security/sign-ins): `device` is a short summary of the browser. */
export type SignInRecord = { at: string; address: string; device: string; outcome: SignInOutcome; reason: SignInReason };
/** How many attempts the list keeps, and for how long at most. */
export const SIGN_IN_HISTORY = { maxRows: 100, maxAgeDays: 90 } as const;
