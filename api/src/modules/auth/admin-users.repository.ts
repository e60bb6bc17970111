import { nowForDb } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';
import { normaliseUsername } from './username.js';

export type AdminUser = { id: number; username: string; passwordHash: string };

type Row = { id: number | string; username: string; password_hash: string } | undefined;
const toUser = (row: Row): AdminUser | undefined => (row ? { id: Number(row.id), username: row.username, passwordHash: row.password_hash } : undefined);

/** Names are stored, and looked up, in their one spelling (username.ts). */
export const adminUsersRepository = {
  async findByUsername(db: Db, username: string): Promise<AdminUser | undefined> {
    const row = await db('admin_users').where({ username: normaliseUsername(username) }).first('id', 'username', 'password_hash');
    return toUser(row);
  },

  /** The account with the lowest id: the one a changed ADMIN_USERNAME renames. */
  async first(db: Db): Promise<AdminUser | undefined> {
    const row = await db('admin_users').orderBy('id').first('id', 'username', 'password_hash');
    return toUser(row);
  },

  async rename(db: Db, id: number, username: string): Promise<void> {
    await db('admin_users').where({ id }).update({ username: normaliseUsername(username), updated_at: nowForDb() });
  },

  /** Deletes every account but this one; answers the usernames deleted. */
  async deleteAllBut(db: Db, id: number): Promise<string[]> {
    const others = await db('admin_users').whereNot({ id }).pluck('username');
    if (others.length > 0) await db('admin_users').whereNot({ id }).delete();
    return others as string[];
  },

  async create(db: Db, username: string, passwordHash: string): Promise<void> {
    const now = nowForDb();
    await db('admin_users').insert({ username: normaliseUsername(username), password_hash: passwordHash, created_at: now, updated_at: now });
  },

  async all(db: Db): Promise<AdminUser[]> {
    const rows = await db('admin_users').orderBy('id').select('id', 'username', 'password_hash');
    return rows.map((row) => toUser(row)!);
  },

  async setPassword(db: Db, id: number, passwordHash: string): Promise<void> {
    await db('admin_users').where({ id }).update({ password_hash: passwordHash, updated_at: nowForDb() });
  },
};
