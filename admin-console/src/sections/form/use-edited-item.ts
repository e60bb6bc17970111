import { useGetResourceItemQuery, type Entity } from '../../api/resource-endpoints';
import { pathsOf } from '../../api/resources';
import type { SectionDefinition } from '../section-definition';

interface ListState {
  items: Entity[] | undefined;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export type EditedItem =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; item: Entity }
  /** No item has the address's id (a wrong address, or it was deleted). */
  | { state: 'missing' }
  | { state: 'failed'; error: unknown; retry: () => void };

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * The item an edit form's address names, by its id. A paged kind's rows are not whole items (posts,
 * without their body), so its item is read whole by id, whichever page shows it; any other kind's
 * is a row of its list, or the row Edit was pressed on (`clicked`) while the list refreshes.
 */
export function useEditedItem(definition: SectionDefinition, id: number | undefined, list: ListState, clicked: Entity | undefined): EditedItem {
  const { resource } = definition;
  const { paged } = pathsOf(definition.resource);
  const editing = id !== undefined;
  const whole = useGetResourceItemQuery({ resource, id: id ?? 0 }, { skip: !paged || !editing });

  if (!editing) return { state: 'none' };
  if (paged) {
    if (whole.currentData) return { state: 'ready', item: whole.currentData };
    if (whole.isError) return isNotFound(whole.error) ? { state: 'missing' } : { state: 'failed', error: whole.error, retry: () => void whole.refetch() };
    return { state: 'loading' };
  }
  const known = list.items?.find((item) => item.id === id) ?? (clicked?.id === id ? clicked : undefined);
  if (known) return { state: 'ready', item: known };
  if (list.isError) return { state: 'failed', error: list.error, retry: () => void list.refetch() };
  return list.isLoading ? { state: 'loading' } : { state: 'missing' };
}
