import { toast } from '@folio/shared-ui';
import { useCallback } from 'react';
import { errorMessage, isUnauthorized } from '../../api/errors';
import type { Entity } from '../../api/resource-endpoints';
import { useAppDispatch } from '../../app/store';
import { deletedItemSettled, itemDeleted, type DeletedFrom } from './recently-deleted-slice';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The spec's error toast for a failed call: the server's message, else `fallback`. A 401 shows nothing:
 * the session has ended and the login card says so. Returns the message.
 */
export function showFailure(error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback);
  if (!isUnauthorized(error)) toast({ title: 'Error', description: message, variant: 'destructive' });
  return message;
}

export interface UndoableDeleteOptions<T extends Entity> {
  /** The list the items are deleted from (its Recently deleted notices show them). */
  list: DeletedFrom;
  /** The spec's word for the kind in toasts, lower case ('skill', 'message'). */
  entity: string;
  /** What the item's row is called, for its Recently deleted notice. */
  titleOf: (item: T) => string;
  /** Deletes the row; resolves to the item whole as it was, which Undo adds back. */
  remove: (row: T) => Promise<T>;
  /** Adds a deleted item back as it was. */
  restore: (item: T) => Promise<unknown>;
}

/**
 * Delete with Undo, the same for every list of the console: '<Entity> deleted successfully' with an
 * Undo button in the toast, the item kept among the section's Recently deleted until Undo or Dismiss,
 * and '<Entity> restored successfully' once it is back. Failures say the server's message, else
 * 'Failed to delete <entity>' / 'Failed to add <entity>'.
 */
export function useUndoableDelete<T extends Entity>({ list, entity, titleOf, remove, restore }: UndoableDeleteOptions<T>) {
  const dispatch = useAppDispatch();

  /** Resolves to an error message, or null when the item is back. */
  const undo = useCallback(
    async (item: T): Promise<string | null> => {
      try {
        await restore(item);
      } catch (error) {
        return showFailure(error, `Failed to add ${entity}`);
      }
      dispatch(deletedItemSettled({ resource: list, id: item.id }));
      toast({ title: 'Success', description: `${capitalise(entity)} restored successfully` });
      return null;
    },
    [restore, dispatch, list, entity],
  );

  /** Resolves to true when deleted. */
  const destroy = useCallback(
    async (row: T): Promise<boolean> => {
      let item: T;
      try {
        item = await remove(row);
      } catch (error) {
        showFailure(error, `Failed to delete ${entity}`);
        return false;
      }
      dispatch(itemDeleted({ resource: list, item, title: titleOf(item) }));
      toast({
        title: 'Success',
        description: `${capitalise(entity)} deleted successfully`,
        action: { label: 'Undo', altText: `Undo: add the deleted ${entity} back`, onClick: () => void undo(item) },
      });
      return true;
    },
    [remove, dispatch, list, entity, titleOf, undo],
  );

  return { destroy, restore: undo };
}
