import type { Context } from 'koa';
import { isSignedIn } from '../../http/guards.js';

/**
 * What the analytics read of a request, as plain values: its headers (names in lower case, a repeated
 * header's values joined), the client's address (the nearest proxy's word for it, when trusted), the
 * host it came to, and whether the signed-in owner sent it. The routes read it once (clientFacts), so
 * that who counts, and from where, is decided on values rather than on Koa's request.
 */
export type ClientFacts = {
  headers: Readonly<Record<string, string>>;
  address: string;
  /** The Host it came to, with its port, and without. */
  host: string;
  hostname: string;
  signedIn: boolean;
};

export function clientFacts(ctx: Context): ClientFacts {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { headers, address: ctx.ip, host: ctx.host, hostname: ctx.hostname, signedIn: isSignedIn(ctx) };
}

/** A header's value, '' when it was not sent (as Koa's ctx.get answers). */
export const headerOf = (facts: Pick<ClientFacts, 'headers'>, name: string): string => facts.headers[name.toLowerCase()] ?? '';
