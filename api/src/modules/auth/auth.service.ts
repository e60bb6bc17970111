import type { LoginInput, SessionUser } from '@folio/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { isDomainError, notSignedIn } from '../../domain-error.js';
import { endSessionsOf, endSessionsOfAllBut } from '../../db/sessions.js';
import { adminUsersRepository as users } from './admin-users.repository.js';
import type { LoginLimiter } from './login-limiter.js';
import { generatePassword, hashPassword, verifyPassword } from './password.js';
import { logSecurityEvent, type Audit, type SecurityEvent } from './security-audit.js';
import { twoFactorService } from './totp.service.js';
import { normaliseUsername } from './username.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/** Compared against when the username is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(generatePassword()));

/** Computes the decoy at start, so that not even the first unknown username answers more slowly. */
export const prepareSignIn = async (): Promise<void> => void (await decoy());

export type SignedIn = SessionUser & { id: number; twoFactorRequired?: true };

/** The audit event of a limit's refusal (429) or a busy server (503); null for any other error. */
export function refusalOf(error: unknown): Pick<SecurityEvent, 'outcome' | 'reason'> | null {
  if (isDomainError(error, 'too-many')) return { outcome: 'refused', reason: 'rate-limited' };
  if (isDomainError(error, 'busy')) return { outcome: 'refused', reason: 'busy' };
  return null;
}

/**
 * Checks a username (in its one spelling, username.ts) and password. The attempt is counted before
 * the (slow) hash runs, so parallel guesses cannot all pass the limit; `network` is the client's
 * (http/client-network.ts), `trustedDevice` gives the id of a valid device cookie for a username.
 * Every outcome goes to the audit trail.
 */
export async function signIn(
  db: Db,
  limiter: LoginLimiter,
  credentials: LoginInput,
  network: string,
  trustedDevice: (username: string) => string | null,
  audit: Audit,
): Promise<SignedIn> {
  const username = normaliseUsername(credentials.username);
  const attempt = { username, network, deviceId: trustedDevice(username) };
  const user = await users.findByUsername(db, username);
  const who = { event: 'sign-in' as const, username, userId: user?.id ?? null };
  let valid: boolean;
  try {
    valid = await limiter.attempt(attempt, async () => verifyPassword(credentials.password, user?.passwordHash ?? (await decoy())));
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) await audit({ ...who, ...refusal });
    throw error;
  }
  if (!user || !valid) {
    await audit({ ...who, outcome: 'failure', reason: user ? 'wrong-password' : 'unknown-username' });
    throw notSignedIn(INVALID_CREDENTIALS);
  }
  // Two-factor on: the password alone clears no limit and starts no session (totp.router.ts asks for the code).
  if (await twoFactorService.isEnabled(db, user.id)) {
    await audit({ ...who, outcome: 'pending', reason: 'code-required' });
    return { id: user.id, username: user.username, twoFactorRequired: true };
  }
  await limiter.recordSuccess(attempt);
  await audit({ ...who, outcome: 'success', reason: 'password' });
  return { id: user.id, username: user.username };
}

/**
 * The first start creates the admin from ADMIN_USERNAME / ADMIN_PASSWORD, generating and printing a
 * password when none is configured. Later starts keep the one account in line with them: a changed
 * ADMIN_USERNAME renames it (the old name can no longer sign in), a configured password that no longer
 * matches replaces the stored one, and either change ends every session of the account.
 */
export async function ensureAdmin(db: Db, configured: Config['admin'], log: Logger, print: (line: string) => void): Promise<void> {
  const admin = { ...configured, username: normaliseUsername(configured.username) };
  const existing = (await users.findByUsername(db, admin.username)) ?? (await users.first(db));
  if (existing) {
    let changed = false;
    if (existing.username !== admin.username) {
      await users.rename(db, existing.id, admin.username);
      logSecurityEvent(log, { event: 'username-changed', outcome: 'success', reason: 'ADMIN_USERNAME', username: admin.username, userId: existing.id, details: { from: existing.username } });
      changed = true;
    }
    if (admin.password && !(await verifyPassword(admin.password, existing.passwordHash))) {
      await users.setPassword(db, existing.id, await hashPassword(admin.password));
      logSecurityEvent(log, { event: 'password-changed', outcome: 'success', reason: 'ADMIN_PASSWORD', username: admin.username, userId: existing.id });
      changed = true;
    }
    // Accounts under other names (an older version created one per ADMIN_USERNAME) are retired.
    const retired = await users.deleteAllBut(db, existing.id);
    if (retired.length > 0) log.warn({ usernames: retired }, 'removed admin accounts other than ADMIN_USERNAME');
    if (retired.length > 0) await endSessionsOfAllBut(db, existing.id);
    if (changed) {
      await endSessionsOf(db, existing.id);
      log.info({ username: admin.username }, 'every earlier session of the admin ended');
    }
    return;
  }
  const password = admin.password ?? generatePassword();
  await users.create(db, admin.username, await hashPassword(password));
  log.info({ username: admin.username }, 'admin user created');
  if (!admin.password) {
    print(
      [
        '',
        '  An admin account was created for the console at /admin:',
        `    username: ${admin.username}`,
        `    password: ${password}`,
        '  It is shown this once; set ADMIN_PASSWORD to choose your own.',
        '',
      ].join('\n'),
    );
  }
}
