/**
 * Field structs shared by the entity contracts. Each carries the spec's message (§5) as its
 * failure message, so the API's 400 body and the console's form show the very same words.
 */
import { coerce, define, defaulted, nullable, optional, unknown, type Struct } from 'superstruct';
import { MAX_INT } from './constants.js';

export const LENGTH = { line: 255, url: 2048, text: 10_000, html: 50_000, markdown: 200_000 } as const;

const tooLong = (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters`;
const trimIfString = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A required string: blank or missing fails with `message`. Single-line values are trimmed. */
export function requiredText(message: string, max: number = LENGTH.line, trim = true): Struct<string, null> {
  const struct = define<string>('requiredText', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return message;
    return value.length <= max || tooLong(max);
  });
  return trim ? coerce(struct, unknown(), trimIfString) : struct;
}

/** An optional string: missing, null or blank is stored as null. */
export function optionalText(max: number = LENGTH.line): Struct<string | null | undefined, null> {
  const struct = define<string | null | undefined>('optionalText', (value) => {
    if (value === undefined || value === null) return true;
    if (typeof value !== 'string') return 'Must be text';
    return value.length <= max || tooLong(max);
  });
  return coerce(struct, unknown(), (value) => {
    const trimmed = trimIfString(value);
    return trimmed === '' || trimmed === undefined ? null : trimmed;
  });
}

/** Reads a number from a number or a numeric string; anything else is returned as it is. */
function numberFrom(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** An integer within [min, MAX_INT]; numeric strings are accepted. */
export function integerAtLeast(min: number, message: string): Struct<number, null> {
  const struct = define<number>('integer', (value) =>
    (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_INT) || message,
  );
  return coerce(struct, unknown(), numberFrom);
}

/** §5: a display-order input that is not numeric counts as 0; otherwise an integer of at least 0. */
export function displayOrder(message: string): Struct<number, null> {
  const struct = define<number>('displayOrder', (value) =>
    (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_INT) || message,
  );
  return coerce(struct, unknown(), (value) => {
    const numeric = numberFrom(value);
    return typeof numeric === 'number' ? numeric : 0;
  });
}

/** One of a fixed list of strings (compared in lower case when `lowerCase`). */
export function oneOf<T extends string>(values: readonly T[], message: string, lowerCase = false): Struct<T, null> {
  const struct = define<T>('oneOf', (value) => (typeof value === 'string' && values.includes(value as T)) || message);
  return coerce(struct, unknown(), (value) => {
    const trimmed = trimIfString(value);
    return lowerCase && typeof trimmed === 'string' ? trimmed.toLowerCase() : trimmed;
  });
}

/** Like oneOf, but missing, null or blank means null. */
export function optionalOneOf<T extends string>(values: readonly T[], message: string): Struct<T | null | undefined, null> {
  const struct = define<T | null | undefined>(
    'optionalOneOf',
    (value) => value === undefined || value === null || (typeof value === 'string' && values.includes(value as T)) || message,
  );
  return coerce(struct, unknown(), (value) => {
    const trimmed = trimIfString(value);
    if (trimmed === '' || trimmed === undefined) return null;
    return typeof trimmed === 'string' ? trimmed.toLowerCase() : trimmed;
  });
}

const WEB_PROTOCOLS = ['http:', 'https:'];
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];

export function isUrl(value: string, protocols: string[] = LINK_PROTOCOLS): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A URL (http, https or mailto). `required` false lets missing, null or blank through as null. */
export function url(message: string, required: true): Struct<string, null>;
export function url(message: string, required: false): Struct<string | null, null>;
export function url(message: string, required: boolean): Struct<string, null> | Struct<string | null, null> {
  const struct = define<string | null>('url', (value) => {
    if (!required && (value === undefined || value === null)) return true;
    if (typeof value !== 'string') return message;
    return (value.length <= LENGTH.url && isUrl(value)) || message;
  });
  return coerce(struct, unknown(), (value) => {
    const trimmed = trimIfString(value);
    return !required && (trimmed === '' || trimmed === undefined) ? null : trimmed;
  });
}

/** An image path: an absolute http(s) URL or a site path starting with '/'. */
export function isImagePath(value: string): boolean {
  if (value.startsWith('//')) return false;
  return value.startsWith('/') || isUrl(value, WEB_PROTOCOLS);
}

export function imagePath(message: string, required: true): Struct<string, null>;
export function imagePath(message: string, required: false): Struct<string | null, null>;
export function imagePath(message: string, required: boolean): Struct<string, null> | Struct<string | null, null> {
  const struct = define<string | null>('imagePath', (value) => {
    if (!required && (value === undefined || value === null)) return true;
    if (typeof value !== 'string') return message;
    return (value.length <= LENGTH.url && isImagePath(value)) || message;
  });
  return coerce(struct, unknown(), (value) => {
    const trimmed = trimIfString(value);
    return !required && (trimmed === '' || trimmed === undefined) ? null : trimmed;
  });
}

export const PERSONA_IDS_MESSAGE = 'Personas must be a list of persona ids';
const MAX_ASSIGNMENTS = 100;

/** A list of ids (numbers or numeric strings), de-duplicated; missing or null means none. */
export function idList(message: string): Struct<number[], null> {
  const struct = define<number[]>(
    'idList',
    (value) =>
      (Array.isArray(value) &&
        value.length <= MAX_ASSIGNMENTS &&
        value.every((id) => typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= MAX_INT)) ||
      message,
  );
  return coerce(struct, unknown(), (value) => {
    if (value === undefined || value === null) return [];
    return Array.isArray(value) ? [...new Set(value.map(numberFrom))] : value;
  });
}

export const personaIds = () => idList(PERSONA_IDS_MESSAGE);

/** An integer id or null (blank means null). */
export function optionalId(message: string): Struct<number | null, null> {
  const struct = define<number | null>(
    'optionalId',
    (value) => value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INT) || message,
  );
  return coerce(struct, unknown(), (value) => (value === undefined || value === '' ? null : numberFrom(value)));
}

export const booleanWithDefault = (fallback: boolean, message: string) =>
  defaulted(
    define<boolean>('boolean', (value) => typeof value === 'boolean' || message),
    fallback,
  );

export { optional, nullable };
