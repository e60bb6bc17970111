import { useGetResourceItemQuery, type Entity } from '../api/resource-endpoints';
import { useFindPagedRowQuery } from './find-paged-row';
import type { SectionDefinition } from './section-definition';

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
 * The item an edit form's address names, by its id: from the rows the list holds, else the row Edit
 * was pressed on (`clicked`), else (a paged list: a bookmark, a reload on another page) found by
 * reading the list's pages. Resources whose rows are not whole items (posts, without their body)
 * then read the whole item.
 */
export function useEditedItem(definition: SectionDefinition, id: number | undefined, list: ListState, clicked: Entity | undefined): EditedItem {
  const { resource } = definition;
  const paths = definition.api;
  const editing = id !== undefined;
  const known = editing ? (list.items?.find((item) => item.id === id) ?? (clicked?.id === id ? clicked : undefined)) : undefined;
  const scan = useFindPagedRowQuery({ resource, id: id ?? 0 }, { skip: !paths.paged || !editing || known !== undefined || list.isLoading });
  const row = known ?? scan.currentData ?? undefined;
  const whole = useGetResourceItemQuery({ resource, row: row! }, { skip: !paths.item || !row });

  if (!editing) return { state: 'none' };
  if (row) {
    if (!paths.item) return { state: 'ready', item: row };
    if (whole.currentData) return { state: 'ready', item: whole.currentData };
    if (whole.isError) return isNotFound(whole.error) ? { state: 'missing' } : { state: 'failed', error: whole.error, retry: () => void whole.refetch() };
    return { state: 'loading' };
  }
  if (paths.paged) {
    if (scan.isError) return { state: 'failed', error: scan.error, retry: () => void scan.refetch() };
    return scan.currentData === null ? { state: 'missing' } : { state: 'loading' };
  }
  if (list.isError) return { state: 'failed', error: list.error, retry: () => void list.refetch() };
  return list.isLoading ? { state: 'loading' } : { state: 'missing' };
}
