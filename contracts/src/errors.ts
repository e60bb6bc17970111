import { StructError, validate, type Struct } from 'superstruct';

export type FieldErrors = Record<string, string>;

/** The API's 400 body (§5 messages keyed by field). */
export type ValidationErrorBody = { message: string; fields: FieldErrors };

export const NOT_AN_OBJECT = 'The request body must be a JSON object';

/** Turns a superstruct failure into `{ field: message }`, first failure per field. */
export function toFieldErrors(error: StructError): FieldErrors {
  const fields: FieldErrors = {};
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? String(failure.path[0]) : '';
    if (!(field in fields)) fields[field] = field === '' ? NOT_AN_OBJECT : failure.message;
  }
  return fields;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/**
 * Coerces and validates `input` with `struct`, dropping unknown fields.
 * Used by the API for every write and by the console's forms.
 */
export function check<T>(struct: Struct<T, unknown>, input: unknown): Checked<T> {
  const [error, value] = validate(input, struct, { coerce: true, mask: true });
  return error ? { ok: false, fields: toFieldErrors(error) } : { ok: true, value: value as T };
}

/** A form-library friendly variant: `{}` when valid. */
export function fieldErrors<T>(struct: Struct<T, unknown>, input: unknown): FieldErrors {
  const result = check(struct, input);
  return result.ok ? {} : result.fields;
}
