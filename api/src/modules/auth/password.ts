import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB per hash). */
export const SCRYPT = { logN: 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** 'scrypt$<logN>$<r>$<p>$<salt>$<hash>' (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, logN: number = SCRYPT.logN): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = await derive(password, salt, logN, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return ['scrypt', logN, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected);
}

/** A strong password for the first admin when none is configured. */
export const generatePassword = () => randomBytes(18).toString('base64url');
