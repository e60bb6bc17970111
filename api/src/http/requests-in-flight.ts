import type { Middleware } from 'koa';

let inFlight = 0;

/** How many requests this process is answering now: background work (the newsletter queue) gives way while there are any. */
export const requestsInFlight = (): number => inFlight;

/** Counts each request from its start until its answer is decided (the body may still stream). */
export function countRequestsInFlight(): Middleware {
  return async (_ctx, next) => {
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
  };
}
