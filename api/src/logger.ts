import pino, { type Logger } from 'pino';

/** Structured JSON logs; secrets in request headers are never written. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'folio-api' },
    redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'password'],
  });
}
