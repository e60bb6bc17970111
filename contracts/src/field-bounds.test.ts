import { validate, type Struct } from 'superstruct';
import * as contracts from './index.js';
import { boundsOf } from './fields.js';

type AnyStruct = Struct<unknown, unknown>;

const accepts = (struct: AnyStruct, value: unknown) => validate(value, struct, { coerce: true })[0] === undefined;

/** A value of length n in the shape the field's kind wants (an address, a path, an email). */
const textOf = (kind: string, n: number): string => {
  const web = 'https://example.com/';
  if (kind === 'url' || kind === 'optionalUrl') return web + 'a'.repeat(n - web.length);
  if (kind === 'imagePath' || kind === 'optionalImagePath' || kind === 'linkTarget' || kind === 'contactPage') return `/${'a'.repeat(n - 1)}`;
  if (kind === 'contactEmail' || kind === 'newsletterEmail') return `${'a'.repeat(n - 6)}@b.com`;
  return 'a'.repeat(n);
};
const itemsOf = (kind: string, n: number) => Array.from({ length: n }, (_, index) => (kind === 'idList' || kind === 'reorderIds' ? index + 1 : 'a'));

/** Every field of every object contract that declares bounds, named `Contract.field`. */
const boundedFields = Object.entries(contracts as Record<string, unknown>)
  .filter((entry): entry is [string, AnyStruct] => {
    const value = entry[1] as AnyStruct | undefined;
    return typeof value === 'object' && value !== null && 'schema' in value && value.type === 'object' && !!value.schema;
  })
  .flatMap(([contract, struct]) => Object.entries(struct.schema as Record<string, AnyStruct>).map(([name, field]) => [`${contract}.${name}`, field] as const))
  .filter(([, field]) => Object.keys(boundsOf(field)).length > 0);

describe('the bounds a field declares (what the OpenAPI document states) are the ones its check keeps', () => {
  it('covers the contracts: text, numbers, lists and choices', () => {
    const declared = new Set(boundedFields.flatMap(([, field]) => Object.keys(boundsOf(field))));
    expect([...declared].sort()).toEqual(['choices', 'itemMaxLength', 'maxItems', 'maxLength', 'maximum', 'minimum']);
    expect(boundedFields.length).toBeGreaterThan(50);
  });

  it.each(boundedFields)('%s', (_name, field) => {
    const { maxLength, maxItems, itemMaxLength, minimum, maximum, choices } = boundsOf(field);
    const kind = field.type;
    if (maxLength !== undefined) {
      expect(accepts(field, textOf(kind, maxLength))).toBe(true);
      expect(accepts(field, textOf(kind, maxLength + 1))).toBe(false);
    }
    if (maxItems !== undefined) {
      expect(accepts(field, itemsOf(kind, maxItems))).toBe(true);
      expect(accepts(field, itemsOf(kind, maxItems + 1))).toBe(false);
    }
    if (itemMaxLength !== undefined) {
      expect(accepts(field, ['a'.repeat(itemMaxLength)])).toBe(true);
      expect(accepts(field, ['a'.repeat(itemMaxLength + 1)])).toBe(false);
    }
    if (minimum !== undefined) {
      expect(accepts(field, minimum)).toBe(true);
      expect(accepts(field, minimum - 1)).toBe(false);
    }
    if (maximum !== undefined) {
      expect(accepts(field, maximum)).toBe(true);
      expect(accepts(field, maximum + 1)).toBe(false);
    }
    if (choices) {
      for (const choice of choices) expect(accepts(field, choice)).toBe(true);
      expect(accepts(field, 'none-of-the-choices')).toBe(false);
    }
  });
});
