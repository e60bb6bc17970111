import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@folio/contracts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../db/knex.js';
import { conflict, invalidInput, notSignedIn } from '../../domain-error.js';
import { adminUsersRepository as users } from './admin-users.repository.js';
import type { LoginAttempt, LoginLimiter } from './login-limiter.js';
import { verifyPassword } from './password.js';
import { generateRecoveryCodes, hashRecoveryCode, matchesRecoveryCode } from './totp-recovery-codes.js';
import { open, seal, twoFactorKey } from './totp-secret-box.js';
import { totpRepository as repository, type TwoFactorRow } from './totp.repository.js';

export const INVALID_CODE = 'Invalid code';
export const WRONG_PASSWORD = 'Incorrect password';
export const ALREADY_ON = 'Two-factor sign-in is already on; turn it off first to set it up again';
export const NO_SETUP = 'Start the two-factor setup first';
export const NOT_ON = 'Two-factor sign-in is not on';

const ISSUER = 'Folio';
const SIX_DIGITS = /^\d{6}$/;

/** The sealed secret is bound to its owner's id. */
const sealContext = (userId: number) => `admin_two_factor:${userId}`;

const totpOf = (secret: string, username: string) =>
  new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

async function secretOf(db: Db, row: TwoFactorRow): Promise<string> {
  const secret = open(await twoFactorKey(db), row.secretSealed, sealContext(row.userId));
  if (secret === null) throw new Error('The two-factor secret cannot be opened with the key in app_secrets');
  return secret;
}

/**
 * A code of the current 30-second step or the one before or after (clocks drift), accepted once:
 * the step is claimed atomically, so the same code, or an older one, cannot be replayed.
 */
async function acceptTotp(db: Db, row: TwoFactorRow, username: string, code: string): Promise<boolean> {
  const digits = code.replace(/\s/g, '');
  if (!SIX_DIGITS.test(digits)) return false;
  const totp = totpOf(await secretOf(db, row), username);
  const timestamp = Date.now();
  const delta = totp.validate({ token: digits, window: 1, timestamp });
  if (delta === null) return false;
  return repository.claimStep(db, row.userId, totp.counter({ timestamp }) + delta);
}

async function acceptRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const match = (await repository.unusedRecoveryCodes(db, userId)).find((stored) => matchesRecoveryCode(code, stored.codeHash));
  return match !== undefined && repository.claimRecoveryCode(db, match.id);
}

export const twoFactorService = {
  async isEnabled(db: Db, userId: number): Promise<boolean> {
    return (await repository.find(db, userId))?.enabled === true;
  },

  async status(db: Db, userId: number): Promise<TwoFactorStatus> {
    const enabled = await this.isEnabled(db, userId);
    return { enabled, recoveryCodesLeft: enabled ? (await repository.unusedRecoveryCodes(db, userId)).length : 0 };
  },

  /** A new secret, pending until a first code confirms it. */
  async beginSetup(db: Db, userId: number, username: string): Promise<TwoFactorSetup> {
    if (await this.isEnabled(db, userId)) throw conflict(ALREADY_ON);
    const secret = new Secret({ size: 20 }).base32;
    await repository.savePending(db, userId, seal(await twoFactorKey(db), secret, sealContext(userId)));
    const otpauthUrl = totpOf(secret, username).toString();
    const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  },

  /** Turns two-factor on with the first code from the app, and answers the recovery codes, this once. */
  async confirmSetup(db: Db, userId: number, username: string, code: string): Promise<RecoveryCodes> {
    const row = await repository.find(db, userId);
    if (!row) throw conflict(NO_SETUP);
    if (row.enabled) throw conflict(ALREADY_ON);
    if (!(await acceptTotp(db, row, username, code))) throw invalidInput({ code: INVALID_CODE }, INVALID_CODE);
    const recoveryCodes = generateRecoveryCodes();
    await repository.enable(db, userId, recoveryCodes.map(hashRecoveryCode));
    return { recoveryCodes };
  },

  /** Needs the password again; the attempt counts against the sign-in limits like a sign-in. */
  async disable(db: Db, limiter: LoginLimiter, userId: number, password: string, attempt: LoginAttempt): Promise<void> {
    if (!(await this.isEnabled(db, userId))) throw conflict(NOT_ON);
    const stored = await users.findByUsername(db, attempt.username);
    const valid = await limiter.attempt(attempt, async () => stored !== undefined && (await verifyPassword(password, stored.passwordHash)));
    if (!valid) throw invalidInput({ password: WRONG_PASSWORD }, WRONG_PASSWORD);
    await limiter.recordSuccess(attempt);
    await repository.disable(db, userId);
  },

  /**
   * The second step of a sign-in: a 6-digit code or an unused recovery code. Each try is counted by
   * the same limiter as passwords (the right password did not clear it); only a right code does.
   */
  /** Answers which kind of code signed in; a wrong one is a 401. */
  async verifySignIn(db: Db, limiter: LoginLimiter, userId: number, code: string, attempt: LoginAttempt): Promise<'code' | 'recovery-code'> {
    const kind = SIX_DIGITS.test(code.replace(/\s/g, '')) ? 'code' : 'recovery-code';
    const accepted = await limiter.attempt(attempt, async () => {
      const row = await repository.find(db, userId);
      if (row?.enabled !== true) return false;
      return kind === 'code' ? acceptTotp(db, row, attempt.username, code) : acceptRecoveryCode(db, userId, code);
    });
    if (!accepted) throw notSignedIn(INVALID_CODE);
    await limiter.recordSuccess(attempt);
    return kind;
  },

  /** Turns two-factor sign-in off without a code or password: the owner's way back (`npm run admin -- reset --two-factor`). */
  async reset(db: Db, userId: number): Promise<boolean> {
    const had = (await repository.find(db, userId)) !== undefined;
    await repository.disable(db, userId);
    return had;
  },
};
