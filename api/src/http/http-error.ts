/**
 * A failure of the request as HTTP (a body that is not JSON, too large, of another type), thrown by the
 * HTTP layer and the routers; services throw DomainError (domain-error.ts) instead.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
