import { isUniqueViolation } from '../../db/db-errors.js';
import type { Db } from '../../db/knex.js';
import type { GenuineToken } from './form-token.js';

/**
 * Marks a form token used by the message being stored (in the caller's transaction, so that a message
 * that is not stored after all leaves its token unused). False when a message had used it already:
 * the primary key on the nonce keeps the first of several sends made at once. The row is kept until
 * the token could no longer pass as a form anyway (`expires_at`).
 */
export async function useFormToken(trx: Db, token: GenuineToken): Promise<boolean> {
  try {
    // Both engines fail only this statement on a duplicate key; the transaction goes on.
    await trx('used_form_tokens').insert({ nonce: token.nonce, expires_at: token.expiresAt });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Deletes the tokens past their form's age: such a token goes to Spam as 'stale-form' anyway. */
export async function deleteExpiredFormTokens(db: Db, now: number): Promise<void> {
  await db('used_form_tokens').where('expires_at', '<', now).delete();
}
