import { check, type FieldErrors } from '@folio/contracts';
import { Button, toast } from '@folio/shared-ui';
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import type { Struct } from 'superstruct';
import { errorMessage, isApiError } from '../../api/errors';
import { showFailure } from '../list/use-undoable-delete';

/** One settings document the console saves whole with PUT (the CV settings, the contact subjects). */
export interface SettingsSave<T> {
  struct: Struct<T, unknown>;
  /** The form's own messages, under their fields, for values the contract refuses. */
  validate: (values: T) => ValidationErrors;
  save: (values: T) => { unwrap: () => Promise<unknown> };
  /** The API's refusal as the form shows it: the toast's text over the form, and the API's field messages. */
  submissionErrors: (message: string, fields: FieldErrors | undefined) => SubmissionErrors;
  /** The toasts: 'Failed to save …' (when the API gives no text) and '… saved successfully'. */
  failure: string;
  success: string;
}

/** The form's onSubmit: checked against the contract first, then saved, with the spec's toasts. */
export function settingsSubmit<T>({ struct, validate, save, submissionErrors, failure, success }: SettingsSave<T>) {
  return async (values: T): Promise<SubmissionErrors | undefined> => {
    const checked = check(struct, values);
    if (!checked.ok) return validate(values);
    try {
      await save(checked.value).unwrap();
    } catch (error) {
      const message = showFailure(error, failure);
      return submissionErrors(message, isApiError(error) ? error.fields : undefined);
    }
    toast({ title: 'Success', description: success });
    return undefined;
  };
}

/** While the settings are not there: 'Loading …', or why they could not be read, with 'Try again'. */
export function SettingsNotLoaded({ error, refetch, what, loading }: { error?: unknown; refetch: () => unknown; what: string; loading: string }) {
  if (error === undefined) return <p role="status">{loading}</p>;
  return (
    <div role="alert">
      <p>
        Couldn&apos;t load {what}: {errorMessage(error, 'API request failed')}
      </p>
      <Button $variant="outline" $size="sm" onClick={() => void refetch()}>
        Try again
      </Button>
    </div>
  );
}
