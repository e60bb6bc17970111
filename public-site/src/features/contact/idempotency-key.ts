/**
 * A new idempotency key: 128 random bits as hex. From `crypto.getRandomValues`, which every browser
 * has on any page (`crypto.randomUUID` exists only on https and localhost, and a site may be visited
 * over plain http on a local network).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The wall-clock moment this document was opened (navigation start), for the age of the form the server rendered into it. */
export const pageOpenedAt = (): number => (typeof performance !== 'undefined' && performance.timeOrigin ? performance.timeOrigin : Date.now());

/** A form token older than this is asked for again before sending: a token more than a day old lands in Spam. */
export const FORM_TOKEN_MAX_AGE_MS = 60 * 60 * 1000;
