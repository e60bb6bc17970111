/**
 * Field structs shared by the entity contracts. Each carries the spec's validation message as its
 * failure message, so the API's 400 body and the console's form show the very same words.
 * Fields that accept a missing value are wrapped in `optional`, so the inferred input types mark
 * them `?:`; their coercion still turns a missing value into the stored default.
 */
import { coerce, define, defaulted, optional, Struct, unknown } from 'superstruct';
import { MAX_INT } from './constants.js';

export const LENGTH = { line: 255, url: 2048, text: 10_000, html: 50_000, markdown: 200_000 } as const;

export type Check = (value: unknown) => boolean | string;

/**
 * What a field accepts at most and at least, declared beside its check by the same numbers, so that a
 * document of the contracts (the API's OpenAPI) states the limits without trying values against them.
 */
export interface FieldBounds {
  /** A string's length. */
  maxLength?: number;
  /** A list's length. */
  maxItems?: number;
  /** The length of each string of a list. */
  itemMaxLength?: number;
  minimum?: number;
  maximum?: number;
  /** The one fixed list a choice is taken from. */
  choices?: readonly string[];
}

const BOUNDS = new WeakMap<object, FieldBounds>();

/** The struct, with its bounds on record. */
export function bounded<S extends object>(struct: S, bounds: FieldBounds): S {
  BOUNDS.set(struct, bounds);
  return struct;
}

/** The bounds a field's factory declared ({} for one with none). */
export const boundsOf = (struct: object): FieldBounds => BOUNDS.get(struct) ?? {};

/** A struct that first coerces the raw value, then checks it (a string result is the failure message). */
export function field<T>(name: string, check: Check, coercer: (value: unknown) => unknown): Struct<T, null> {
  return coerce(define<T>(name, check), unknown(), coercer);
}

const tooLong = (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters`;
const trimIfString = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = (value: unknown) => {
  const trimmed = trimIfString(value);
  return trimmed === '' || trimmed === undefined ? null : trimmed;
};
const keep = (value: unknown) => value;

/** Reads a number from a number or a numeric string; anything else is returned as it is. */
function numberFrom(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

const isIntegerIn = (value: unknown, min: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_INT;

/** A required string: blank or missing fails with `message`. Single-line values are trimmed. */
export function requiredText(message: string, max: number = LENGTH.line, trim = true): Struct<string, null> {
  const check: Check = (value) => {
    if (typeof value !== 'string' || value.trim() === '') return message;
    return value.length <= max || tooLong(max);
  };
  return bounded(field('requiredText', check, trim ? trimIfString : keep), { maxLength: max });
}

/** An optional string: missing, null or blank is stored as null. */
export function optionalText(max: number = LENGTH.line) {
  const check: Check = (value) => {
    if (value === null) return true;
    if (typeof value !== 'string') return 'Must be text';
    return value.length <= max || tooLong(max);
  };
  return bounded(optional(field<string | null>('optionalText', check, blankToNull)), { maxLength: max });
}

/** An integer within [min, MAX_INT]; numeric strings are accepted. */
export function integerAtLeast(min: number, message: string): Struct<number, null> {
  return bounded(field('integer', (value) => isIntegerIn(value, min) || message, numberFrom), { minimum: min, maximum: MAX_INT });
}

/** An optional whole number from `min` to `max`: missing, null or blank is stored as null; numeric strings are accepted. */
export function optionalWholeNumber(min: number, max: number, message: string) {
  const check: Check = (value) => value === null || (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) || message;
  const struct = optional(
    field<number | null>('optionalInteger', check, (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : numberFrom(value))),
  );
  return bounded(struct, { minimum: min, maximum: max });
}

/** The spec's rule: a display-order input that is not numeric counts as 0; otherwise an integer of at least 0. */
export function displayOrder(message: string) {
  const struct = optional(
    field<number>('displayOrder', (value) => isIntegerIn(value, 0) || message, (value) => {
      const numeric = numberFrom(value);
      return typeof numeric === 'number' ? numeric : 0;
    }),
  );
  return bounded(struct, { minimum: 0, maximum: MAX_INT });
}

/** One of a fixed list of strings (lower-cased first when `lowerCase`). */
export function oneOf<T extends string>(values: readonly T[], message: string, lowerCase = false): Struct<T, null> {
  const struct = field<T>('oneOf', (value) => (typeof value === 'string' && values.includes(value as T)) || message, (value) => {
    const trimmed = trimIfString(value);
    return lowerCase && typeof trimmed === 'string' ? trimmed.toLowerCase() : trimmed;
  });
  return bounded(struct, { choices: values });
}

/** Like oneOf, but missing, null or blank means null. */
export function optionalOneOf<T extends string>(values: readonly T[], message: string) {
  const check: Check = (value) => value === null || (typeof value === 'string' && values.includes(value as T)) || message;
  const struct = optional(
    field<T | null>('optionalOneOf', check, (value) => {
      const blank = blankToNull(value);
      return typeof blank === 'string' ? blank.toLowerCase() : blank;
    }),
  );
  return bounded(struct, { choices: values });
}

/** A value with a default when missing; the input type marks it optional. */
export const withDefault = <T>(struct: Struct<T, null>, fallback: T) => bounded(optional(defaulted(struct, fallback)), boundsOf(struct));

/** The spec's one image-path message (hero items; also used for every other image, logo and icon path). */
export const IMAGE_PATH_RULE = 'Image path must be either an absolute URL (https://) or a relative path (/images/)';
/** Hero buttons: an in-page anchor, a path of this site or a web address; nothing a browser would run or send elsewhere silently. */
export const LINK_TARGET_RULE = 'Button URL must be an anchor (#contact), a site path (/blog) or an absolute URL (https://)';

const WEB_PROTOCOLS = ['http:', 'https:'];
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];

/**
 * Characters no stored address may hold: control characters and whitespace (browsers drop tabs and
 * newlines inside a URL, so `/\t/evil.example` would become `//evil.example`) and backslashes (read as
 * `/` in web addresses, so `/\\evil.example` is another site).
 */
const INVISIBLE_OR_BACKSLASH = /[\s\\\u200b-\u200f\u202a-\u202e\u2060-\u2069]/;
const isControlOrSpace = (character: string) => {
  const code = character.charCodeAt(0);
  return code <= 0x20 || (code >= 0x7f && code <= 0xa0);
};
const isClean = (value: string) => value !== '' && !INVISIBLE_OR_BACKSLASH.test(value) && ![...value].some(isControlOrSpace);

/** An address with one of `protocols`; a web address is written out in full (`https://host…`, never `https:host`). */
export function isUrl(value: string, protocols: string[] = LINK_PROTOCOLS): boolean {
  if (!isClean(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!protocols.includes(url.protocol)) return false;
  return url.protocol === 'mailto:' || (/^https?:\/\//i.test(value) && url.hostname !== '');
}

/** An absolute http(s) address. */
export const isWebUrl = (value: string): boolean => isUrl(value, WEB_PROTOCOLS);

/** A path of this site: one leading '/', never '//' (another host). */
export const isSitePath = (value: string): boolean => isClean(value) && value.startsWith('/') && !value.startsWith('//');

/** An image path: an absolute http(s) URL or a site path starting with '/'. */
export const isImagePath = (value: string): boolean => isSitePath(value) || isWebUrl(value);

/** A link target: '#anchor', a site path or an absolute http(s) URL. */
export const isLinkTarget = (value: string): boolean => (isClean(value) && /^#./.test(value)) || isImagePath(value);

const stringWhere = (valid: (value: string) => boolean, message: string, max: number = LENGTH.url): Check => (value) =>
  (typeof value === 'string' && value.length <= max && valid(value)) || message;

/** A required string that must also pass `valid`: blank fails with `requiredMessage`, anything else invalid with `message`. */
function requiredWhere(name: string, valid: (value: string) => boolean, message: string, requiredMessage: string, max?: number) {
  const check: Check = (value) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return requiredMessage;
    return stringWhere(valid, message, max)(value);
  };
  return bounded(field<string>(name, check, trimIfString), { maxLength: max ?? LENGTH.url });
}

/** A required URL (http, https or mailto). */
export const url = (message: string) => bounded(field<string>('url', stringWhere(isUrl, message), trimIfString), { maxLength: LENGTH.url });

/** An optional URL: missing, null or blank is stored as null. */
export const optionalUrl = (message: string) =>
  bounded(optional(field<string | null>('optionalUrl', (value) => value === null || stringWhere(isUrl, message)(value), blankToNull)), { maxLength: LENGTH.url });

/** A required image path; blank says `requiredMessage` (the spec's 'Logo path is required'…), a wrong one `message`. */
export const imagePath = (message: string, requiredMessage = message) => requiredWhere('imagePath', isImagePath, message, requiredMessage);

export const optionalImagePath = (message: string) =>
  bounded(optional(field<string | null>('optionalImagePath', (value) => value === null || stringWhere(isImagePath, message)(value), blankToNull)), {
    maxLength: LENGTH.url,
  });

/** A required link target (hero buttons, stored in 255 characters); blank says `requiredMessage`. */
export const linkTarget = (requiredMessage: string) =>
  requiredWhere('linkTarget', isLinkTarget, LINK_TARGET_RULE, requiredMessage, LENGTH.line);

export const PERSONA_IDS_MESSAGE = 'Personas must be a list of persona ids';
const MAX_ASSIGNMENTS = 100;

/** A list of ids (numbers or numeric strings), de-duplicated; missing or null means none. */
export function idList(message: string) {
  const check: Check = (value) =>
    (Array.isArray(value) && value.length <= MAX_ASSIGNMENTS && value.every((id) => isIntegerIn(id, 1))) || message;
  const struct = optional(
    field<number[]>('idList', check, (value) => {
      if (value === undefined || value === null) return [];
      return Array.isArray(value) ? [...new Set(value.map(numberFrom))] : value;
    }),
  );
  return bounded(struct, { maxItems: MAX_ASSIGNMENTS });
}

export const personaIds = () => idList(PERSONA_IDS_MESSAGE);

/** An integer id or null (missing or blank means null). */
export function optionalId(message: string) {
  const struct = optional(
    field<number | null>('optionalId', (value) => value === null || isIntegerIn(value, 1) || message, (value) =>
      value === undefined || value === '' ? null : numberFrom(value),
    ),
  );
  return bounded(struct, { minimum: 1, maximum: MAX_INT });
}

export const booleanWithDefault = (fallback: boolean, message: string) =>
  withDefault(define<boolean>('boolean', (value) => typeof value === 'boolean' || message), fallback);

/**
 * A list struct (superstruct's `array` or `tuple`) that refuses anything but an array with `message`. Theirs prints the
 * value, and printing a body's `{"toString": ""}` throws: the request would end in a 500 instead of a 400.
 */
export const arrayOnly = <T, S>(struct: Struct<T, S>, message: string): Struct<T, S> =>
  new Struct({ ...struct, validator: (value, context) => (Array.isArray(value) ? struct.validator(value, context) : message) });

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An object struct (superstruct's `object`) that refuses anything but a plain object with `message`, for the same
 * reason; nor does it look into an array's items, which superstruct's `object` would print as unknown keys.
 */
export const plainObject = <T, S>(struct: Struct<T, S>, message: string): Struct<T, S> =>
  new Struct({
    ...struct,
    validator: (value) => isPlainObject(value) || message,
    entries: (value, context) => (isPlainObject(value) ? struct.entries(value, context) : []),
  });
