import { randomBytes } from 'node:crypto';
import type { Db } from './knex.js';

const secrets = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function load(db: Db, name: string): Promise<Buffer> {
  const read = async () => (await db('app_secrets').where({ name }).first('value'))?.value as string | undefined;
  let value = await read();
  if (!value) {
    await db('app_secrets').insert({ name, value: randomBytes(32).toString('base64url') }).onConflict('name').ignore();
    value = await read();
  }
  return Buffer.from(value!, 'base64url');
}

/**
 * A 32-byte key named `name` in `app_secrets`: generated once by whichever API process needs it first
 * (the insert that loses the race is ignored), then the same for every process, and, like every row
 * of that table, never in a backup. Read once per process and database; a failed read is tried again
 * by the next call.
 */
export function appSecret(db: Db, name: string): Promise<Buffer> {
  let byName = secrets.get(db);
  if (!byName) secrets.set(db, (byName = new Map()));
  let key = byName.get(name);
  if (!key) {
    key = load(db, name);
    key.catch(() => byName.delete(name));
    byName.set(name, key);
  }
  return key;
}
