import pino, { type DestinationStream, type Logger } from 'pino';
import { boundValuesOf } from './db/bound-values.js';

const REDACTED = '[redacted]';

/** What drivers add to an error besides its message: the SQL with its values written in (mysql2's `sql`). */
const VALUE_CARRYING_FIELDS = ['sql', 'bindings', 'parameters', 'values'];

/** A quoted literal in a driver's message ("Duplicate entry 'abc' for key …"): it may be a bound value. */
const QUOTED_LITERAL = /'(?:[^'\\]|\\.|'')*'/g;

const isDatabaseError = (error: Record<string, unknown>) =>
  'sqlMessage' in error || 'sqlState' in error || /^(ER_|SQLITE_)/.test(String(error.code ?? ''));

/**
 * pino's error serializer, then every value bound to the failed query taken out of each text of the
 * error (message, stack, driver message, its causes), quoted literals in a database error's text
 * too, and the driver fields that carry the SQL with its values dropped.
 */
function errorWithoutValues(error: unknown): unknown {
  const serialized = pino.stdSerializers.errWithCause(error as Error) as unknown;
  const values = [...collectBoundValues(error)].filter((value) => value.length >= 3).sort((a, b) => b.length - a.length);
  return scrub(serialized, values);
}

function collectBoundValues(error: unknown, seen = new Set<unknown>()): Set<string> {
  const values = new Set<string>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    for (const value of boundValuesOf(current)) values.add(value);
  }
  return values;
}

function scrub(value: unknown, values: string[]): unknown {
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const database = isDatabaseError(record);
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) {
    if (VALUE_CARRYING_FIELDS.includes(key)) continue;
    if (typeof field === 'string') {
      let text = field;
      for (const bound of values) text = text.split(bound).join(REDACTED);
      out[key] = database && key !== 'code' && key !== 'sqlState' ? text.replace(QUOTED_LITERAL, `'${REDACTED}'`) : text;
    } else {
      out[key] = typeof field === 'object' ? scrub(field, values) : field;
    }
  }
  return out;
}

/**
 * Structured JSON logs: secrets in request headers are never written, nor the values bound to a
 * database query (session ids, CSRF tokens) that an error carries.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'folio-api' },
      redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'password'],
      serializers: { err: errorWithoutValues },
    },
    destination,
  );
}
