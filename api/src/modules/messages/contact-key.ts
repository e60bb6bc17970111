import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex.js';

/**
 * The contact form's key: generated once into `app_secrets` by whichever API process needs it first,
 * then the same for every process (and, like every row of that table, never in a backup). It signs
 * the form tokens and keys the hash of a sender's address, each under a label of its own, so that
 * neither can stand in for the other.
 */
const KEY_NAME = 'contact';
const keys = new WeakMap<Db, Promise<Buffer>>();

async function loadKey(db: Db): Promise<Buffer> {
  const read = async () => (await db('app_secrets').where({ name: KEY_NAME }).first('value'))?.value as string | undefined;
  let value = await read();
  if (!value) {
    await db('app_secrets').insert({ name: KEY_NAME, value: randomBytes(32).toString('base64url') }).onConflict('name').ignore();
    value = await read();
  }
  return Buffer.from(value!, 'base64url');
}

/** The key, read once per process and database (a failed read is tried again by the next call). */
export function contactKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

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
