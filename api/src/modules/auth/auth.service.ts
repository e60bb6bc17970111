import { loginStruct, type SessionUser } from '@folio/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { unauthorized } from '../../http/http-error.js';
import { parseBody } from '../../http/input.js';
import { adminUsersRepository as users } from './admin-users.repository.js';
import type { LoginLimiter } from './login-limiter.js';
import { generatePassword, hashPassword, verifyPassword } from './password.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/** Compared against when the username is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(generatePassword()));

/** Computes the decoy at start, so that not even the first unknown username answers more slowly. */
export const prepareSignIn = async (): Promise<void> => void (await decoy());

export type SignedIn = SessionUser & { id: number };

export async function signIn(db: Db, limiter: LoginLimiter, body: unknown, address: string): Promise<SignedIn> {
  const { username, password } = parseBody(loginStruct, body);
  await limiter.assertAllowed(username, address);
  const user = await users.findByUsername(db, username);
  const valid = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
  if (!user || !valid) {
    await limiter.recordFailure(username, address);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await limiter.recordSuccess(username);
  return { id: user.id, username: user.username };
}

/**
 * The first start creates the admin from ADMIN_USERNAME / ADMIN_PASSWORD, generating and printing a
 * password when none is configured. A configured password that no longer matches replaces the stored one.
 */
export async function ensureAdmin(db: Db, admin: Config['admin'], log: Logger, print: (line: string) => void): Promise<void> {
  const existing = await users.findByUsername(db, admin.username);
  if (existing) {
    if (admin.password && !(await verifyPassword(admin.password, existing.passwordHash))) {
      await users.setPassword(db, existing.id, await hashPassword(admin.password));
      log.info({ username: admin.username }, 'admin password updated from ADMIN_PASSWORD');
    }
    return;
  }
  if ((await users.count(db)) > 0 && !admin.password) return;
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
