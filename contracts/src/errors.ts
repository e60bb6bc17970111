import { type StructError, validate, type Struct } from 'superstruct';

export type FieldErrors = Record<string, string>;

export const NOT_AN_OBJECT = 'The request body must be a JSON object';

/** Turns a superstruct failure into `{ field: message }`, first failure per field. */
export function toFieldErrors(error: StructError): FieldErrors {
  const failures = error.failures();
  // A body that is not an object at all has one problem, whatever its fields say.
  if (failures.some((failure) => failure.path.length === 0)) return { '': NOT_AN_OBJECT };
  const fields: FieldErrors = {};
  for (const failure of failures) {
    const field = String(failure.path[0]);
    if (!(field in fields)) fields[field] = failure.message;
  }
  return fields;
}

/** What a contract yields after coercion: every optional field has been given its default. */
export type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** A stored entity: its id and every field of its contract (the API's answers add `updatedAt`: version.ts). */
export type Stored<T> = { id: number } & Parsed<T>;

export type Checked<T> = { ok: true; value: Parsed<T> } | { ok: false; fields: FieldErrors };

/**
 * Coerces and validates `input` with `struct`, dropping unknown fields.
 * Used by the API for every write and by the console's forms.
 */
export function check<T>(struct: Struct<T, unknown>, input: unknown): Checked<T> {
  // Refused before superstruct sees it: its failure message prints the value, and printing an array
  // whose element has `toString` that is not a function throws (a 500 found by the hostile-input suite).
  if ((struct.type === 'object' || struct.type === 'type') && !isPlainObject(input)) return { ok: false, fields: { '': NOT_AN_OBJECT } };
  const [error, value] = validate(input, struct, { coerce: true, mask: true });
  return error ? { ok: false, fields: toFieldErrors(error) } : { ok: true, value: value as Parsed<T> };
}

const isPlainObject = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null && !Array.isArray(input);

/** A form-library friendly variant: `{}` when valid. */
export function fieldErrors<T>(struct: Struct<T, unknown>, input: unknown): FieldErrors {
  const result = check(struct, input);
  return result.ok ? {} : result.fields;
}
