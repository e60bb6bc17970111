import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { busy } from '../../domain-error.js';
import { createGate, GateTimeout, type Gate } from './gate.js';

/** OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB per hash). */
export const SCRYPT = { logN: 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

/**
 * scrypt runs on libuv's thread pool (four threads), which also reads files: a burst of sign-ins
 * would queue every media and page read behind 128 MiB hashes. So hashes run a few at a time (one by
 * default, PASSWORD_HASH_CONCURRENCY), the rest wait their turn up to HASH_MAX_WAIT_MS and are then
 * answered 503 with Retry-After. One gate per process: the thread pool is per process.
 */
export const HASH_MAX_WAIT_MS = 15_000;
let hashingLimit = 1;
let hashing: Gate = createGate(hashingLimit, HASH_MAX_WAIT_MS);

/** Sets how many hashes may run at once in this process (the API sets it from its configuration). */
export function setHashConcurrency(limit: number): void {
  if (limit !== hashingLimit) hashing = createGate(limit, HASH_MAX_WAIT_MS);
  hashingLimit = limit;
}

export const BUSY_SIGNING_IN = 'The server is busy checking other sign-ins. Try again in a few seconds.';

function derive(password: string, salt: Buffer, logN: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r };
  const run = () =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
    );
  return hashing.run(run).catch((error: unknown) => {
    if (error instanceof GateTimeout) throw busy(BUSY_SIGNING_IN, error.retryAfterSeconds);
    throw error;
  });
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
