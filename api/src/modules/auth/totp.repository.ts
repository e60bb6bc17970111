import { nowForDb } from '../../db/dates.js';
import type { Db } from '../../db/knex.js';

export type TwoFactorRow = { userId: number; secretSealed: string; enabled: boolean; lastUsedStep: number | null };

/** Every knex call for `admin_two_factor` and `admin_recovery_codes`. */
export const totpRepository = {
  async find(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
    const row = await db('admin_two_factor').where({ user_id: userId }).first('secret_sealed', 'enabled_at', 'last_used_step');
    if (!row) return undefined;
    const step = row.last_used_step === null ? null : Number(row.last_used_step);
    return { userId, secretSealed: row.secret_sealed, enabled: row.enabled_at !== null, lastUsedStep: step };
  },

  /** A new pending setup replaces any earlier one (two-factor stays off until it is confirmed). */
  async savePending(db: Db, userId: number, secretSealed: string): Promise<void> {
    await db('admin_two_factor').where({ user_id: userId }).delete();
    await db('admin_two_factor').insert({ user_id: userId, secret_sealed: secretSealed, enabled_at: null, last_used_step: null, created_at: nowForDb() });
  },

  /**
   * Records that a code of `step` was accepted, only if no code of this step or a later one was:
   * one conditional UPDATE, so two requests with the same code cannot both pass, whatever the process.
   */
  async claimStep(db: Db, userId: number, step: number): Promise<boolean> {
    const changed = await db('admin_two_factor')
      .where({ user_id: userId })
      .andWhere((where) => where.whereNull('last_used_step').orWhere('last_used_step', '<', step))
      .update({ last_used_step: step });
    return changed === 1;
  },

  async enable(db: Db, userId: number, recoveryCodeHashes: string[]): Promise<void> {
    await db.transaction(async (trx) => {
      await trx('admin_two_factor').where({ user_id: userId }).update({ enabled_at: nowForDb() });
      await trx('admin_recovery_codes').where({ user_id: userId }).delete();
      await trx('admin_recovery_codes').insert(recoveryCodeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })));
    });
  },

  async disable(db: Db, userId: number): Promise<void> {
    await db.transaction(async (trx) => {
      await trx('admin_recovery_codes').where({ user_id: userId }).delete();
      await trx('admin_two_factor').where({ user_id: userId }).delete();
    });
  },

  async unusedRecoveryCodes(db: Db, userId: number): Promise<{ id: number; codeHash: string }[]> {
    const rows = await db('admin_recovery_codes').where({ user_id: userId }).whereNull('used_at').orderBy('id').select('id', 'code_hash');
    return rows.map((row) => ({ id: Number(row.id), codeHash: row.code_hash as string }));
  },

  /** Marks a recovery code used, only if it was not: each code signs in once. */
  async claimRecoveryCode(db: Db, id: number): Promise<boolean> {
    return (await db('admin_recovery_codes').where({ id }).whereNull('used_at').update({ used_at: nowForDb() })) === 1;
  },
};
