import { createHmac } from 'node:crypto';
import { appSecret } from '../../db/app-secret.js';
import type { Db } from '../../db/knex.js';

/**
 * The contact form's key: generated once into `app_secrets` by whichever API process needs it first,
 * then the same for every process (and, like every row of that table, never in a backup). It signs
 * the form tokens and keys the hash of a sender's address, each under a label of its own, so that
 * neither can stand in for the other.
 */
export const contactKey = (db: Db): Promise<Buffer> => appSecret(db, 'contact');

export type KeyUse = 'form-token' | 'sender';

/** HMAC-SHA256 of `value` under `use`'s label. */
export function keyedHash(key: Buffer, use: KeyUse, value: string): Buffer {
  return createHmac('sha256', key).update(`${use}\n${value}`, 'utf8').digest();
}

/**
 * Who sent a message, for the per-address limit only: a keyed hash of the address (64 hex
 * characters). Without the key (kept out of backups) it cannot be turned back into an address, nor
 * tested against guesses.
 */
export const senderKeyOf = (key: Buffer, address: string): string => keyedHash(key, 'sender', address).toString('hex');
