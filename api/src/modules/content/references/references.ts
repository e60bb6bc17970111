import type { Db } from '../../../db/knex.js';
import { invalidInput } from '../../../domain-error.js';
import type { KindReference } from '../collection-definition.js';

async function missingIds(db: Db, table: string, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db(table).whereIn('id', ids).select('id')).map((row: { id: number }) => Number(row.id)));
  return ids.filter((id) => !found.has(id));
}

export type Reference = { field: string; table: string; ids: number[]; label: string };

/** 400 naming the field when a write points at rows that do not exist (rather than a foreign-key failure). */
export async function assertReferencesExist(db: Db, references: Reference[]): Promise<void> {
  const fields: Record<string, string> = {};
  for (const { field, table, ids, label } of references) {
    const missing = await missingIds(db, table, ids);
    if (missing.length > 0) fields[field] = `No ${label} with id ${missing.join(', ')}`;
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}

/** The persona references of a validated write: its own persona and its assignments. */
export function personaReferences(values: Record<string, unknown>): Reference[] {
  const references: Reference[] = [];
  if (typeof values.personaId === 'number') {
    references.push({ field: 'personaId', table: 'personas', ids: [values.personaId], label: 'persona' });
  }
  if (Array.isArray(values.personaIds)) {
    references.push({ field: 'personaIds', table: 'personas', ids: values.personaIds as number[], label: 'persona' });
  }
  return references;
}

/** Every reference of a validated write of a kind: its personas, and its `references` to other kinds (a null one names nothing). */
export function contentReferences(def: { references?: readonly KindReference[] }, values: Record<string, unknown>): Reference[] {
  const others = (def.references ?? []).map(({ field, table, label }) => {
    const id = values[field];
    return { field, table, label, ids: typeof id === 'number' ? [id] : [] };
  });
  return [...personaReferences(values), ...others];
}
