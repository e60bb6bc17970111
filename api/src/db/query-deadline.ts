import { AsyncLocalStorage } from 'node:async_hooks';

/** How long one MySQL query made while serving a request may take before the request gives up. */
export const REQUEST_QUERY_TIMEOUT_MS = 3_000;

const requestQueryTimeout = new AsyncLocalStorage<number>();

/**
 * Runs one request's work with a time limit on each MySQL query it makes. Only requests: start-up
 * work (migrations, the start-up lock that waits for other processes) keeps unlimited queries.
 */
export function withRequestQueryTimeout<T>(work: () => Promise<T>): Promise<T> {
  return requestQueryTimeout.run(REQUEST_QUERY_TIMEOUT_MS, work);
}

type QueryCallback = (error: { code?: unknown } | null, ...results: unknown[]) => void;
type Mysql2Connection = {
  query(...args: unknown[]): unknown;
  destroy(): void;
  stream: { destroy(): void };
};

/**
 * A server that accepts but never answers (paused, cut off by the network) would hold a query, and
 * the request behind it, until TCP gives up minutes later. Inside a request each query gets mysql2's
 * `timeout`; past it the connection is closed (its late answer would confuse the next query), and
 * the pool drops it. Wraps every call shape of mysql2's query(): knex's, and the sign-in limiter's
 * plain `query(sql, [values], callback)`.
 */
export function limitRequestQueries(connection: Mysql2Connection): void {
  const query = connection.query.bind(connection);
  connection.query = (...args: unknown[]) => {
    const timeout = requestQueryTimeout.getStore();
    const callback = args.findLast((arg) => typeof arg === 'function') as QueryCallback | undefined;
    if (timeout === undefined || !callback) return query(...args);
    const [sql, values] = args;
    const options = typeof sql === 'string' ? { sql } : (sql as object);
    return query({ timeout, ...options }, typeof values === 'function' ? undefined : values, (error: { code?: unknown } | null, ...results: unknown[]) => {
      if (error?.code === 'PROTOCOL_SEQUENCE_TIMEOUT') {
        connection.destroy();
        connection.stream.destroy();
      }
      callback(error, ...results);
    });
  };
}
