import { RateLimiterMySQL, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { engineOf, mysqlDatabaseName, type Db } from './knex.js';

/**
 * A rate limiter whose counters are rows of `login_limits`, shared by every API process (an atomic
 * upsert per count, so parallel requests cannot all slip past): `points` per `durationSeconds` for
 * each key under `keyPrefix`. It starts no timer of its own (rate-limiter-flexible's sweep is a
 * 5-minute timer per limiter that outlives a closed database); its owner deletes expired rows.
 */
export function sharedCounter(db: Db, keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  const options = {
    storeClient: db,
    storeType: 'knex',
    tableName: 'login_limits',
    tableCreated: true,
    keyPrefix,
    points,
    duration: durationSeconds,
    clearExpiredByTimeout: false,
  };
  return engineOf(db) === 'mysql' ? new RateLimiterMySQL({ ...options, dbName: mysqlDatabaseName(db) }) : new RateLimiterSQLite(options);
}
