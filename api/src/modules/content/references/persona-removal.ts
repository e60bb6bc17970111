import type { Db } from '../../../db/knex.js';
import { contentEntries } from '../registry.js';

/**
 * What a persona's delete changes besides its own row, in the same transaction, before it: its links
 * go with it (ON DELETE CASCADE); each kind that keeps something of its own about them is told
 * (KindHooks.personaRemoved: a post linked to no other persona becomes unassigned).
 */
export async function releasePersona(trx: Db, personaId: number): Promise<void> {
  for (const entry of contentEntries()) await entry.personaRemoved?.(trx, personaId);
}
