import { nowForDb } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';

export type AdminUser = { id: number; username: string; passwordHash: string };

export const adminUsersRepository = {
  async findByUsername(db: Db, username: string): Promise<AdminUser | undefined> {
    const row = await db('admin_users').where({ username }).first('id', 'username', 'password_hash');
    return row ? { id: Number(row.id), username: row.username, passwordHash: row.password_hash } : undefined;
  },

  async count(db: Db): Promise<number> {
    const row = await db('admin_users').count({ count: '*' }).first();
    return Number(row?.count ?? 0);
  },

  async create(db: Db, username: string, passwordHash: string): Promise<void> {
    const now = nowForDb();
    await db('admin_users').insert({ username, password_hash: passwordHash, created_at: now, updated_at: now });
  },

  async setPassword(db: Db, id: number, passwordHash: string): Promise<void> {
    await db('admin_users').where({ id }).update({ password_hash: passwordHash, updated_at: nowForDb() });
  },
};
