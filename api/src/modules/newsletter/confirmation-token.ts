import { createHash, randomBytes } from 'node:crypto';
import { NEWSLETTER_LIMITS } from '@folio/contracts';

/** A confirmation link's token (32 random bytes, base64url) and what the consent row keeps of it: its SHA-256. */
export function newConfirmationToken(now: number): { token: string; hash: string; expiresAt: number } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmationToken(token), expiresAt: now + NEWSLETTER_LIMITS.confirmHours * 60 * 60 * 1000 };
}

export const hashConfirmationToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
