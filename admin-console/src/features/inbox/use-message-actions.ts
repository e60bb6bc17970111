import type { ContactMessage, MessageChange } from '@folio/contracts';
import { toast } from '@folio/shared-ui';
import { useCallback } from 'react';
import { showFailure, useUndoableDelete } from '../../sections/list/use-undoable-delete';
import { useDeleteMessageMutation, useRestoreMessageMutation, useUpdateMessageMutation } from './inbox-endpoints';
import { subjectLabel } from './inbox-format';

/** The key of the inbox's deleted messages among the console's Recently deleted. */
export const DELETED_MESSAGES = 'messages';

/**
 * What the owner does with a message: read or unread, another folder, delete with Undo (the
 * console's own toast and Recently deleted notices; Undo asks the API to restore it whole).
 */
export function useMessageActions() {
  const [update] = useUpdateMessageMutation();
  const [remove] = useDeleteMessageMutation();
  const [restore] = useRestoreMessageMutation();

  const { destroy, restore: undo } = useUndoableDelete<ContactMessage>({
    list: DELETED_MESSAGES,
    entity: 'message',
    titleOf: (message) => `${message.name}: ${subjectLabel(message.subject)}`,
    remove: async (message) => {
      await remove(message.id).unwrap();
      return message;
    },
    restore: (message) => restore(message.id).unwrap(),
  });

  /** Resolves to true when changed; `done` is the toast that says so (none when left out). */
  const change = useCallback(
    async (message: ContactMessage, next: MessageChange, done?: string): Promise<boolean> => {
      try {
        await update({ id: message.id, change: next }).unwrap();
      } catch (error) {
        showFailure(error, 'Failed to update message');
        return false;
      }
      if (done) toast({ title: 'Success', description: done });
      return true;
    },
    [update],
  );

  return { change, destroy, undo };
}
