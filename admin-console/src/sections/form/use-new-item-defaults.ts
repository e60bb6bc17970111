import { useMemo } from 'react';
import { useListResourcePageQuery } from '../../api/resource-endpoints';
import type { SectionDefinition } from '../section-definition';

/**
 * The definition a new item's form starts from. For a list read highest displayOrder first
 * (`newItemsFirst`: posts), a new item starts one above the top row, so it comes first until the
 * owner moves it. The top row is read alone (limit 1) with the section, so Add opens at once once the
 * list is shown; while it is first read the answer is null (a form opened by its address waits for
 * it), and if it cannot be read the definition's own default stands.
 */
export function useNewItemDefinition(definition: SectionDefinition): SectionDefinition | null {
  const { newItemsFirst, resource } = definition;
  // In the manual order (`sort=manual`), whatever order the list itself is shown in.
  const top = useListResourcePageQuery({ resource, params: { limit: 1, offset: 0, sort: 'manual' } }, { skip: !newItemsFirst });
  const highest = Number(top.currentData?.items[0]?.displayOrder);
  const starting = useMemo(
    () => (newItemsFirst && Number.isSafeInteger(highest) ? { ...definition, defaults: { ...definition.defaults, displayOrder: highest + 1 } } : definition),
    [definition, newItemsFirst, highest],
  );
  return newItemsFirst && top.isLoading ? null : starting;
}
