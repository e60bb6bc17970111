/** Constraint violations of either engine, recognised by their driver codes. */
type DriverError = { code?: unknown; errno?: unknown; name?: unknown; errors?: unknown; cause?: unknown };

const codeOf = (error: unknown) => (error as DriverError | null)?.code;

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === 'ER_ROW_IS_REFERENCED_2' ||
    code === 'ER_NO_REFERENCED_ROW_2' ||
    code === 'ER_ROW_IS_REFERENCED' ||
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    // SQLite reports ON DELETE RESTRICT through its internal trigger.
    code === 'SQLITE_CONSTRAINT_TRIGGER'
  );
}

/** MySQL chose this transaction as a deadlock's victim and rolled it back: running it again is safe. */
export const isDeadlock = (error: unknown): boolean => codeOf(error) === 'ER_LOCK_DEADLOCK';

/** The database server cannot be reached or stopped answering: network errors, mysql2's and the server's. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  // A stopped container's name no longer resolves on Docker's network.
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);

/**
 * True when a request failed because the database is away rather than because of the request:
 * a driver code above, or knex giving up waiting for a connection ('Knex: Timeout acquiring a
 * connection'). Node reports a refused connection to several addresses as an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const driverError = error as DriverError | null;
  if (!driverError || typeof driverError !== 'object') return false;
  if (driverError.name === 'KnexTimeoutError') return true;
  if (typeof driverError.code === 'string' && UNAVAILABLE_CODES.has(driverError.code)) return true;
  if (Array.isArray(driverError.errors) && driverError.errors.some(isDatabaseUnavailable)) return true;
  return driverError.cause !== undefined && driverError.cause !== error && isDatabaseUnavailable(driverError.cause);
}
