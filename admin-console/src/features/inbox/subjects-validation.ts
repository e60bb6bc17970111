import { CONTACT_LIMITS, TAG_TYPES, contactSubjectsStruct, type ContactSubjects, type FieldErrors } from '@folio/contracts';
import { ARRAY_ERROR, FORM_ERROR, type SubmissionErrors, type ValidationErrors } from 'final-form';
import { validate } from 'superstruct';

/** A persona's list that is too long: the editor offers no more, so only a list sent from elsewhere says it. */
export const TOO_MANY_SUBJECTS = `A persona offers at most ${CONTACT_LIMITS.subjects} subjects`;

/** A list's errors as final-form reads them: one per subject (`enterprise[1]`), and the list's own (ARRAY_ERROR). */
type ListErrors = (string | undefined)[] & { [ARRAY_ERROR]?: string };

const listErrors = (errors: Record<string, ListErrors>, persona: string): ListErrors => (errors[persona] ??= [] as ListErrors);

/**
 * The subject lists checked with @folio/contracts' contactSubjectsStruct, as the API checks them:
 * each message goes to the subject it is about (a blank one, one too long, two lines), and a list
 * too long says so on the list.
 */
export function validateSubjects(values: Partial<ContactSubjects>): ValidationErrors {
  const [error] = validate(values, contactSubjectsStruct, { coerce: true });
  if (!error) return {};
  const errors: Record<string, ListErrors> = {};
  for (const failure of error.failures()) {
    const [persona, index] = failure.path;
    if (typeof persona !== 'string') continue;
    const list = listErrors(errors, persona);
    if (typeof index === 'number') list[index] ??= failure.message;
    else list[ARRAY_ERROR] ??= Array.isArray(failure.value) ? TOO_MANY_SUBJECTS : failure.message;
  }
  return errors;
}

/** The API's refusal (400 `{ message, fields }`, a message per persona's list) as the form's errors. */
export function subjectSubmissionErrors(message: string, fields: FieldErrors | undefined): SubmissionErrors {
  const errors: Record<string, unknown> = { [FORM_ERROR]: message };
  for (const persona of TAG_TYPES) {
    const text = fields?.[persona];
    if (text) errors[persona] = Object.assign([] as ListErrors, { [ARRAY_ERROR]: text });
  }
  return errors;
}
