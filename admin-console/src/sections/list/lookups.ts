import { useMemo } from 'react';
import { useListPersonasQuery, useResourceList, type Entity } from '../../api/resource-endpoints';
import type { ResourceKey } from '../../api/resources';
import { definitionOf } from '../definitions';
import type { RowContext, SectionDefinition } from '../section-definition';

export const UNKNOWN_PERSONA = 'Unknown';

/** What a row shows of names it cannot look up: its own fields only. */
const NO_NAMES: RowContext = { personaName: () => UNKNOWN_PERSONA, lookupName: () => null };

/** An item's name as its own list's row heading shows it (a category's name, a persona's title). */
export const nameOf = (resource: ResourceKey, item: Entity): string => definitionOf(resource).row(item as never, NO_NAMES).title;

/** Persona names, and the names of the definition's `rowLookup` kind, for list rows; ids that resolve to nothing read 'Unknown' (personas) or nothing. */
export function useRowContext({ resource, rowLookup: lookup }: SectionDefinition): RowContext {
  const personas = useListPersonasQuery();
  // Without a lookup the call is skipped (the key only has to be some kind).
  const looked = useResourceList(lookup ?? resource, { skip: !lookup });
  const lookedData = lookup ? (looked.data as Entity[] | undefined) : undefined;
  return useMemo(() => {
    const personaNames = new Map((personas.data ?? []).map((persona) => [persona.id, persona.title]));
    const names = new Map((lookedData ?? []).map((item) => [item.id, nameOf(lookup!, item)]));
    return {
      personaName: (id) => (id === null || id === undefined ? UNKNOWN_PERSONA : (personaNames.get(id) ?? UNKNOWN_PERSONA)),
      lookupName: (id) => (id === null || id === undefined ? null : (names.get(id) ?? null)),
    };
  }, [personas.data, lookedData, lookup]);
}
