import type { FieldErrors } from '@folio/contracts';

/** An error with an HTTP status whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More of the answer's body beside `message` (a 409's list of what blocks it). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (fields: FieldErrors, message = 'Please correct the highlighted fields') =>
  new HttpError(400, message, fields);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const conflict = (message: string, fields?: FieldErrors) => new HttpError(409, message, fields);
const retryAfter = (seconds: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil(seconds))) });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, `Too many failed attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, undefined, retryAfter(retryAfterSeconds));
/** A 429 that says its own reason (the contact form's limits), with Retry-After. */
export const tooManyRequestsWith = (message: string, retryAfterSeconds: number) => new HttpError(429, message, undefined, retryAfter(retryAfterSeconds));
