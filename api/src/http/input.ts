import { check, MAX_INT, type Parsed } from '@folio/contracts';
import type { Struct } from 'superstruct';
import { invalidInput, notFound } from '../domain-error.js';

/** Validates a request body with a contract; the 400 carries the spec's message for each field. */
export function parseBody<T>(struct: Struct<T, unknown>, body: unknown): Parsed<T> {
  const result = check(struct, body);
  if (!result.ok) throw invalidInput(result.fields);
  return result.value;
}

const POSITIVE_INTEGER = /^[1-9]\d{0,9}$/;

export function isPositiveId(value: unknown): value is string {
  return typeof value === 'string' && POSITIVE_INTEGER.test(value) && Number(value) <= MAX_INT;
}

/** An id from the path; anything that is not a positive integer cannot name a row, so it is a 404. */
export function parseId(value: string | undefined, what: string): number {
  if (!isPositiveId(value)) throw notFound(what);
  return Number(value);
}

/** The optional personaId filter of the public lists (the spec's public calls); a malformed value is a 400. */
export function parsePersonaFilter(value: unknown): number | null {
  if (value === undefined || value === '') return null;
  if (!isPositiveId(value)) throw invalidInput({ personaId: 'personaId must be a persona id' });
  return Number(value);
}

/** A whole number from `min` to `max` in a query string; absent or empty takes the default, anything else null. */
export function wholeNumber(value: unknown, fallback: number, min: number, max: number): number | null {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}
