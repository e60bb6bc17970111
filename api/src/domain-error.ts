import type { FieldErrors } from '@folio/contracts';

/**
 * What went wrong, in the domain's words. Services throw these and know nothing of HTTP; the one error
 * mapper (http/error-handler.ts) turns each code into its answer (status, body, Retry-After).
 */
export type ErrorCode = 'invalid' | 'not-signed-in' | 'forbidden' | 'not-found' | 'conflict' | 'too-many' | 'busy';

export interface ErrorDetails {
  /** Each invalid field's message. */
  fields?: FieldErrors;
  /** More for the caller beside the message (a conflict's list of what blocks it). */
  details?: Record<string, unknown>;
  /** When trying again may succeed (a limit, a busy server). */
  retryAfterSeconds?: number;
}

/** A failure whose message is safe to show to the caller. */
export class DomainError extends Error {
  readonly fields?: FieldErrors;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly more: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
    if (more.fields) this.fields = more.fields;
  }
}

export const isDomainError = (error: unknown, code?: ErrorCode): error is DomainError =>
  error instanceof DomainError && (code === undefined || error.code === code);

export const invalidInput = (fields: FieldErrors, message = 'Please correct the highlighted fields') => new DomainError('invalid', message, { fields });
export const notSignedIn = (message = 'Please sign in to continue') => new DomainError('not-signed-in', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (what = 'Resource') => new DomainError('not-found', `${what} not found`);
export const conflict = (message: string, fields?: FieldErrors, details?: Record<string, unknown>) => new DomainError('conflict', message, { fields, details });
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new DomainError('too-many', `Too many failed attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, { retryAfterSeconds });
/** A limit that says its own reason (the contact form's). */
export const tooMany = (message: string, retryAfterSeconds: number) => new DomainError('too-many', message, { retryAfterSeconds });
/** The server cannot take the work just now (every password hashing slot taken). */
export const busy = (message: string, retryAfterSeconds: number) => new DomainError('busy', message, { retryAfterSeconds });
