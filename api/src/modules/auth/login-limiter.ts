import { RateLimiterMySQL, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { LoginLimitConfig } from '../../config.js';
import { engineOf, mysqlDatabaseName, type Db } from '../../db/knex.js';
import { tooManyRequests } from '../../http/http-error.js';

/**
 * Counts failed sign-ins per username and per client address in the database (the `login_limits`
 * table), so the limit holds across API processes.
 */
export function createLoginLimiter(db: Db, config: LoginLimitConfig, clearExpired: boolean) {
  const limiter = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const options = {
      storeClient: db,
      storeType: 'knex',
      tableName: 'login_limits',
      tableCreated: true,
      keyPrefix,
      points,
      duration: config.windowSeconds,
      clearExpiredByTimeout: clearExpired,
    };
    return engineOf(db) === 'mysql'
      ? new RateLimiterMySQL({ ...options, dbName: mysqlDatabaseName(db) })
      : new RateLimiterSQLite(options);
  };
  const byUser = limiter('login_user', config.maxFailuresPerUser);
  const byAddress = limiter('login_ip', config.maxFailuresPerAddress);
  const userKey = (username: string) => username.toLowerCase();

  return {
    /** 429 with Retry-After while either key has used up its failures. */
    async assertAllowed(username: string, address: string): Promise<void> {
      const checks: Array<[RateLimiterAbstract, string, number]> = [
        [byUser, userKey(username), config.maxFailuresPerUser],
        [byAddress, address, config.maxFailuresPerAddress],
      ];
      for (const [rateLimiter, key, points] of checks) {
        const state = await rateLimiter.get(key);
        if (state && state.consumedPoints >= points) throw tooManyRequests(state.msBeforeNext / 1000);
      }
    },

    async recordFailure(username: string, address: string): Promise<void> {
      // consume() rejects once the limit is passed; the next attempt is refused by assertAllowed.
      await Promise.allSettled([byUser.consume(userKey(username)), byAddress.consume(address)]);
    },

    async recordSuccess(username: string): Promise<void> {
      await byUser.delete(userKey(username));
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
