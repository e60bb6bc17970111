import type { FieldErrors } from '@folio/contracts';

/**
 * A failure of the request as HTTP (a body that is not JSON, too large, of another type), thrown by the
 * HTTP layer and the routers; services throw DomainError (domain-error.ts) instead.
 */
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
