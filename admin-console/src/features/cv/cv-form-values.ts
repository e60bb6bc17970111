import { CV_PROFILES, check, cvSettingsStruct, type CvProfile, type CvSettings, type FieldErrors } from '@folio/contracts';
import { FORM_ERROR, getIn, setIn, type SubmissionErrors, type ValidationErrors } from 'final-form';
import { validate } from 'superstruct';

/** The settings as the form edits them: copied (the cache's objects are frozen); an item count may be typed text. */
export function editableSettings(settings: CvSettings): CvSettings {
  return {
    contact: { ...settings.contact },
    profiles: Object.fromEntries(
      CV_PROFILES.map((profile) => {
        const cv = settings.profiles[profile];
        return [profile, { ...cv, sections: cv.sections.map((section) => ({ ...section })), contact: { ...cv.contact } }];
      }),
    ) as CvSettings['profiles'],
  };
}

/** A superstruct path as final-form names the field: ['profiles', 'all', 'sections', 2, 'limit'] → 'profiles.all.sections[2].limit'. */
export const fieldName = (path: readonly (string | number)[]): string =>
  path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key), '');

/** 'profiles.all.sections.2.limit' (the API's way) as final-form's 'profiles.all.sections[2].limit'. */
const asFieldName = (key: string): string => fieldName(key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));

/**
 * The settings checked with @folio/contracts' cvSettingsStruct, as the API checks them: each message
 * on the field it is about (an item count, the email, the website…); one about a whole list of
 * sections on that list.
 */
export function validateCvSettings(values: CvSettings): ValidationErrors {
  if (check(cvSettingsStruct, values).ok) return {};
  const [error] = validate(values, cvSettingsStruct, { coerce: true });
  if (!error) return {};
  let errors: object = {};
  for (const failure of error.failures()) {
    const name = fieldName(failure.path as (string | number)[]);
    if (name && getIn(errors, name) === undefined) errors = setIn(errors, name, failure.message);
  }
  return errors as ValidationErrors;
}

/**
 * The API's refusal (400 `{ message, fields }`) as the form's errors: a field's path
 * ('profiles.enterprise.sections.1.limit', 'contact.email') goes on that field; a whole part
 * ('contact', 'profiles') on the group that shows it; the message above the Save button.
 */
export function cvSubmissionErrors(message: string, fields: FieldErrors | undefined): SubmissionErrors {
  let errors: object = { [FORM_ERROR]: message };
  for (const [key, text] of Object.entries(fields ?? {})) {
    if (key === '') continue;
    if (key === 'contact' || key === 'profiles') errors = setIn(errors, `${key}Group`, text);
    else errors = setIn(errors, asFieldName(key), text);
  }
  return errors as SubmissionErrors;
}

/** What a field holds, as the contract reads it: a typed count '6' is the number 6, a blank text is none. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, comparable(item)]));
  if (typeof value === 'string') return value.trim() === '' ? null : /^\d+$/.test(value.trim()) ? Number(value) : value;
  return value ?? null;
}

/**
 * Whether the draft differs from the saved settings, across every CV (final-form's own `pristine`
 * counts only the fields on screen, and the picker shows one CV's at a time).
 */
export const settingsChanged = (values: CvSettings | undefined, saved: CvSettings | undefined): boolean =>
  JSON.stringify(comparable(values)) !== JSON.stringify(comparable(saved));

/** The CVs whose fields hold an error (shown beside the picker, so an error in a CV not on screen is found). */
export function profilesWithErrors(errors: Record<string, unknown> | undefined): CvProfile[] {
  const profiles = errors?.profiles as Record<string, unknown> | undefined;
  return CV_PROFILES.filter((profile) => profiles?.[profile] !== undefined);
}
