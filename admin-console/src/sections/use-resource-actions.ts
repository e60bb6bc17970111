import { check } from '@folio/contracts';
import { toast } from '@folio/shared-ui';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useCallback } from 'react';
import { isApiError, isStaleEdit } from '../api/errors';
import { useAppDispatch } from '../app/store';
import { resourceApi, useCreateResourceMutation, useDeleteResourceMutation, useRestoreResourceMutation, useUpdateResourceMutation, type Entity } from '../api/resource-endpoints';
import { pathsOf } from '../api/resources';
import type { FormMode } from './form/console-slice';
import type { SectionDefinition } from './section-definition';
import { showFailure, useUndoableDelete } from './list/use-undoable-delete';

/** A row's title never needs a persona's or category's name. */
const NAMELESS = { personaName: () => '', lookupName: () => null };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a save yields: nothing when saved; else the errors for the form, and whether the item was changed elsewhere (409). */
export type SaveFailure = { errors: SubmissionErrors; stale: boolean };

/** What a failed save hands back to the form: the server's field messages plus a form-level message. */
function submissionErrors(error: unknown, message: string): SubmissionErrors {
  return { ...(isApiError(error) && error.fields ? error.fields : {}), [FORM_ERROR]: message };
}

/**
 * Save, delete and undo for one definition, with the spec's toasts: 'Success' / '<Entity> added
 * successfully', or the destructive 'Error' with the server's message or 'Failed to add <x>'.
 * A 401 shows nothing here: the session has ended and the login card says so.
 */
export function useResourceActions(definition: SectionDefinition) {
  const { resource, struct } = definition;
  const { entity } = definition.labels;
  const [create] = useCreateResourceMutation();
  const [update] = useUpdateResourceMutation();
  const [remove] = useDeleteResourceMutation();
  const [restoreItem] = useRestoreResourceMutation();
  const dispatch = useAppDispatch();

  const fail = useCallback((error: unknown, verb: 'add' | 'update') => showFailure(error, `Failed to ${verb} ${entity}`), [entity]);

  /**
   * Resolves to undefined when saved, or to what went wrong. An edit sends back the `updatedAt` its
   * values were loaded with, so the API refuses it (409) if the item was saved elsewhere since.
   */
  const save = useCallback(
    async (values: Record<string, unknown>, mode: FormMode, id?: number): Promise<SaveFailure | undefined> => {
      const checked = check(struct, values);
      if (!checked.ok) return { errors: checked.fields, stale: false };
      const body = checked.value as Record<string, unknown>;
      try {
        if (mode === 'edit' && id !== undefined) await update({ resource, id, body: { ...body, updatedAt: values.updatedAt ?? null } }).unwrap();
        else await create({ resource, body }).unwrap();
      } catch (error) {
        return { errors: submissionErrors(error, fail(error, mode === 'edit' ? 'update' : 'add')), stale: isStaleEdit(error) };
      }
      toast({ title: 'Success', description: `${capitalise(entity)} ${mode === 'edit' ? 'updated' : 'added'} successfully` });
      return undefined;
    },
    [create, update, resource, struct, entity, fail],
  );

  // Delete and Undo: a row that is not the whole item (a post without its body) is read whole first,
  // so Undo can add it back. Read once without a subscription: a kept one would be refetched after
  // the delete, and answer 404. Undo adds the item back under its own id (a post with its views and tags).
  const { destroy, restore } = useUndoableDelete<Entity>({
    list: resource,
    entity,
    titleOf: (item) => definition.row(item as never, NAMELESS).title,
    remove: async (row) => {
      const item = pathsOf(definition.resource).paged
        ? await dispatch(resourceApi.endpoints.getResourceItem.initiate({ resource, id: row.id }, { subscribe: false, forceRefetch: true })).unwrap()
        : row;
      await remove({ resource, id: item.id }).unwrap();
      return item;
    },
    restore: (item) => restoreItem({ resource, item }).unwrap(),
  });

  return { save, destroy, restore };
}
