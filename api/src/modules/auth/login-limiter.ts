import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LoginLimitConfig } from '../../config.js';
import { daySalt } from '../../db/day-salt.js';
import type { Db } from '../../db/knex.js';
import { sharedCounter } from '../../db/shared-counters.js';
import { tooManyAttempts } from '../../domain-error.js';
import { createKeyedGates, GateTimeout } from './gate.js';
import { normaliseUsername } from './username.js';

/**
 * One sign-in attempt: `network` is the client's (http/client-network.ts: an IPv4 address, an IPv6
 * /64), `deviceId` is set when a valid device cookie for this username came with it.
 */
export type LoginAttempt = { username: string; network: string; deviceId: string | null };

const SWEEP_INTERVAL_MS = 60_000;

/**
 * The sign-in policy (docs/decisions.md, issue 12). Every attempt is counted before the password is
 * checked, with an atomic upsert in the `login_limits` table, so parallel guesses cannot all slip
 * past and every API process shares the counts:
 * - an untrusted device: the username from this address (strict, then 429), this address for any
 *   username (looser, then 429), and the username from everywhere: past a few failures each further
 *   attempt is delayed (1 s, doubling, up to a cap), and past `maxAttemptsPerName` in the window it is
 *   refused (429), whatever the address. The delays are served one name at a time: at most
 *   `maxParallelPerName` password checks of one name run at once in a process, the others wait their
 *   turn (then 429), so that the guesses a name gets per hour do not grow with the addresses they
 *   come from;
 * - a trusted device (a signed device cookie from an earlier sign-in): only its own small budget,
 *   so failures made elsewhere, for this username or from this address, do not block it.
 * A success clears the counts of that device (and of that username on that address).
 * Every key uses the one spelling of the username (username.ts). An "address" is the client's network,
 * so that a host cannot get a fresh budget from each address of its IPv6 /64, and is stored only as a
 * keyed hash (networkKey below).
 */
/** `clearExpired`: this process deletes expired counters (the API does; tests that count rows do not). */
export function createLoginLimiter(db: Db, config: LoginLimitConfig, clearExpired: boolean) {
  // Expired counters are deleted by sweepExpired below, during sign-ins.
  const limiter = (keyPrefix: string, points: number) => sharedCounter(db, keyPrefix, points, config.windowSeconds);
  const byUserOnAddress = limiter('login_user_ip', config.maxFailuresPerUser);
  const byAddress = limiter('login_ip', config.maxFailuresPerAddress);
  const byUser = limiter('login_user', config.maxAttemptsPerName);
  const byDevice = limiter('login_device', config.maxFailuresPerDevice);
  // Long enough to sit out a few slowed attempts ahead; past it the attempt is refused, not queued on.
  const nameWaitMs = Math.max(5, 2 * config.slowDownMaxSeconds) * 1000;
  const nameGates = createKeyedGates(config.maxParallelPerName, nameWaitMs);
  const userKey = (username: string) => normaliseUsername(username);
  /**
   * The network as the counters hold it: an HMAC under the UTC day's random salt (db/day-salt.ts),
   * never the address itself, and nothing to test a guessed address against once that salt is
   * deleted (after two days). A counter whose window crosses midnight UTC is keyed afresh, so it
   * starts again from zero then: at most one extra budget per network a day, which is acceptable,
   * the more so as the name's own count (login_user) holds no network and carries on.
   */
  const networkKey = async (network: string) => createHmac('sha256', (await daySalt(db, Date.now())).salt).update(network).digest('base64url').slice(0, 32);
  const userOnAddressKey = (attempt: LoginAttempt, network: string) => `${userKey(attempt.username)}@${network}`;

  /** Counts one attempt; a budget used up answers 429 with Retry-After. */
  async function consume(rateLimiter: RateLimiterAbstract, key: string): Promise<number> {
    try {
      return (await rateLimiter.consume(key)).consumedPoints;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyAttempts(rejection.msBeforeNext / 1000);
      throw rejection;
    }
  }

  /** Expired counters are dead weight (the limiter starts a key afresh): deleted at most once a minute. */
  let lastSweep = 0;
  async function sweepExpired(): Promise<void> {
    const now = Date.now();
    if (!clearExpired || now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    await db('login_limits').where('expire', '<', now).delete();
  }

  /** 1 s for the first attempt past the allowance, doubling with each further one, up to the cap. */
  const slowDownMs = (attempts: number) => {
    const over = attempts - config.slowDownAfterFailures;
    return over <= 0 ? 0 : Math.min(2 ** Math.min(over - 1, 30), config.slowDownMaxSeconds) * 1000;
  };

  return {
    /**
     * Counts one attempt, refuses it (429) or holds it back, then runs `check` (the password or
     * code check): for an untrusted device inside the username's gate, after its slow-down.
     */
    async attempt<T>(attempt: LoginAttempt, check: () => Promise<T>): Promise<T> {
      await sweepExpired();
      if (attempt.deviceId) {
        await consume(byDevice, attempt.deviceId);
        return check();
      }
      const network = await networkKey(attempt.network);
      await consume(byUserOnAddress, userOnAddressKey(attempt, network));
      await consume(byAddress, network);
      const delay = slowDownMs(await consume(byUser, userKey(attempt.username)));
      try {
        return await nameGates.run(userKey(attempt.username), async () => {
          if (delay > 0) await sleep(delay);
          return check();
        });
      } catch (error) {
        if (error instanceof GateTimeout) throw tooManyAttempts(error.retryAfterSeconds);
        throw error;
      }
    },

    /** After a right password: this device starts afresh, and a success is not counted as a failure. */
    async recordSuccess(attempt: LoginAttempt): Promise<void> {
      if (attempt.deviceId) {
        await byDevice.delete(attempt.deviceId);
        return;
      }
      const network = await networkKey(attempt.network);
      await byUserOnAddress.delete(userOnAddressKey(attempt, network));
      await Promise.all([byAddress.reward(network), byUser.reward(userKey(attempt.username))]);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
