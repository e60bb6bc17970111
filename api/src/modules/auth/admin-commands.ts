import type { Logger } from 'pino';
import type { Db } from '../../db/knex.js';
import { endSessionsOf } from '../../db/sessions.js';
import { adminUsersRepository as users } from './admin-users.repository.js';
import { logSecurityEvent } from './security-audit.js';
import { twoFactorService } from './totp.service.js';

export const ADMIN_USAGE = `Usage:
  npm run admin -- reset --two-factor   turn two-factor sign-in off and end every session of the admin
                                        (for an owner who lost both the authenticator and the recovery codes)
In the API image: node api/dist/admin-cli.js reset --two-factor
It reads the same configuration as the API (DATABASE_URL or SQLITE_FILE, and the repository's .env).`;

export class AdminCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminCommandError';
  }
}

export type TwoFactorReset = { accounts: number; turnedOff: number; sessionsEnded: number };

/**
 * The way back for an owner locked out by two-factor sign-in: with access to the server (and so to
 * the database), two-factor sign-in is turned off and every session ends; the password alone signs
 * in again. One security line per account.
 */
export async function resetTwoFactor(db: Db, log: Logger): Promise<TwoFactorReset> {
  const result: TwoFactorReset = { accounts: 0, turnedOff: 0, sessionsEnded: 0 };
  for (const user of await users.all(db)) {
    const wasOn = await twoFactorService.isEnabled(db, user.id);
    await twoFactorService.reset(db, user.id);
    const sessionsEnded = await endSessionsOf(db, user.id);
    logSecurityEvent(log, {
      event: 'two-factor-reset',
      outcome: 'success',
      reason: 'admin-command',
      username: user.username,
      userId: user.id,
      details: { wasOn, sessionsEnded },
    });
    result.accounts += 1;
    result.turnedOff += wasOn ? 1 : 0;
    result.sessionsEnded += sessionsEnded;
  }
  return result;
}

/** Runs `admin <args>` against an open database; answers what to print. */
export async function runAdminCommand(args: string[], db: Db, log: Logger): Promise<string> {
  const [command, ...options] = args;
  if (command === 'reset' && options.length === 1 && options[0] === '--two-factor') {
    const done = await resetTwoFactor(db, log);
    if (done.accounts === 0) throw new AdminCommandError('There is no admin account in this database yet: start the API once to create it.');
    return (
      `Two-factor sign-in is off (it was ${done.turnedOff > 0 ? 'on' : 'already off'}) and ${done.sessionsEnded} ` +
      `session${done.sessionsEnded === 1 ? '' : 's'} ended. Sign in with the username and password, then set two-factor sign-in up again from the console (Security).`
    );
  }
  throw new AdminCommandError(ADMIN_USAGE);
}
