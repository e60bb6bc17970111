import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// Crockford's base32: no I, L, O or U to misread.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** 'xxxxx-xxxxx': 50 random bits each, enough against guessing under the sign-in limit. */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const one = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => one().replace(/^(.{5})/, '$1-'));
}

/** What the owner typed, without case, spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

const digest = (salt: Buffer, code: string) => createHash('sha256').update(salt).update(normalizeRecoveryCode(code)).digest();

/**
 * 'sha256$<salt>$<hash>': the codes are random, not chosen by a person, so a salted SHA-256 is what
 * ASVS 2.6.2 asks for lookup secrets, and checking all ten at a sign-in stays instant.
 */
export function hashRecoveryCode(code: string): string {
  const salt = randomBytes(16);
  return ['sha256', salt.toString('base64url'), digest(salt, code).toString('base64url')].join('$');
}

export function matchesRecoveryCode(code: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = digest(Buffer.from(salt, 'base64url'), code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
