import { createHmac } from 'node:crypto';
import { appSecret } from '../../db/app-secret.js';
import type { Db } from '../../db/knex.js';

/**
 * The contact form's key: generated once into `app_secrets` by whichever API process needs it first,
 * then the same for every process (and, like every row of that table, never in a backup). It signs
 * the form tokens, and nothing else: no hash of a visitor's address is made with it.
 */
export const contactKey = (db: Db): Promise<Buffer> => appSecret(db, 'contact');

export type KeyUse = 'form-token';

/** HMAC-SHA256 of `value` under `use`'s label. */
export function keyedHash(key: Buffer, use: KeyUse, value: string): Buffer {
  return createHmac('sha256', key).update(`${use}\n${value}`, 'utf8').digest();
}
