import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { appSecret } from '../../db/app-secret.js';
import type { Db } from '../../db/knex.js';

/**
 * Encrypts the TOTP secrets at rest (AES-256-GCM). The key is not in the secrets' table: it is
 * generated once into `app_secrets` (shared by every API process, never in backups), so a copy of
 * `admin_two_factor` alone, or a backup file, reveals no secret.
 */
export const twoFactorKey = (db: Db): Promise<Buffer> => appSecret(db, 'two-factor');

/** 'v1.<iv>.<tag>.<ciphertext>'; `context` (the owner's id) is authenticated, so a sealed secret cannot be moved to another row. */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The plaintext, or null when the value was not sealed with this key and context. */
export function open(key: Buffer, sealed: string, context: string): string | null {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !ciphertext) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
