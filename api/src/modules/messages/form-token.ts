import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SpamReason } from '@folio/contracts';
import { keyedHash } from './contact-key.js';

/** A person needs more than this to fill the form in; a robot posting at once does not. */
export const MIN_FORM_AGE_MS = 3_000;
/** A form older than this was kept (or harvested) rather than filled in. */
export const MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

const VERSION = 'f1';
const SHAPE = /^f1\.([0-9a-z]{1,12})\.([\w-]{22})\.([\w-]{43})$/;

const mac = (key: Buffer, issuedAt: string, nonce: string) => keyedHash(key, 'form-token', `${VERSION}.${issuedAt}.${nonce}`);

/**
 * A form token: when the form was made (ms since the epoch, base 36), a random nonce, and their
 * HMAC under the contact key. It holds nothing about the visitor; it only dates the form and proves
 * that this site gave it out.
 */
export function signFormToken(key: Buffer, issuedAt: number, nonce = randomBytes(16).toString('base64url')): string {
  const time = Math.max(0, Math.floor(issuedAt)).toString(36);
  return `${VERSION}.${time}.${nonce}.${mac(key, time, nonce).toString('base64url')}`;
}

/** A token of this site: its nonce, and when the form it dates stops passing (MAX_FORM_AGE_MS after it was made). */
export type GenuineToken = { nonce: string; expiresAt: number };

/**
 * What the token says of a message sent at `now`: `verdict` is null when it is a token of this site
 * for a form made between 3 s and a day before, otherwise the reason the message goes to Spam.
 * `genuine`: the token, when this site signed it and it is not a day old (so its one use can be
 * kept until then). A token dated later than `now` (another process's clock a little ahead) counts
 * as just made.
 */
export function checkFormToken(key: Buffer, token: string | null, now: number): { verdict: SpamReason | null; genuine: GenuineToken | null } {
  const parts = token === null ? null : SHAPE.exec(token);
  if (!parts) return { verdict: 'bad-token', genuine: null };
  const [, time, nonce, signature] = parts as unknown as [string, string, string, string];
  const expected = mac(key, time, nonce);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { verdict: 'bad-token', genuine: null };
  const issuedAt = parseInt(time, 36);
  const age = now - issuedAt;
  if (age > MAX_FORM_AGE_MS) return { verdict: 'stale-form', genuine: null };
  return { verdict: age < MIN_FORM_AGE_MS ? 'too-fast' : null, genuine: { nonce, expiresAt: issuedAt + MAX_FORM_AGE_MS } };
}
