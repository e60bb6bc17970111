/**
 * JSON Schema (the 2020-12 dialect OpenAPI 3.1 uses) of the contracts' superstruct structs.
 * Superstruct exposes an object's fields (`schema`) and each field's kind (`type`, the name the
 * contracts give to `define`); the limits the field factories keep in closures (lengths, ranges,
 * choices, defaults, the messages) are read by asking the struct itself, so the document says what
 * the validation does and cannot drift from it.
 */
import { MAX_INT, MESSAGE_FOLDERS, POST_STATUSES, SKILL_CATEGORIES, SLUG_PATTERN, TAG_TYPES } from '@folio/contracts';
import { validate, type Struct } from 'superstruct';

export type JsonSchema = { [keyword: string]: unknown };
type AnyStruct = Struct<unknown, unknown>;

/** A size limit to find: the largest n (from `from`, below `cap`) whose sample the field accepts. */
type Limit = {
  keyword: 'maxLength' | 'maxItems' | 'maximum';
  sample: (n: number) => unknown;
  from: number;
  cap: number;
  ofItems?: boolean;
};
/** `invalid` is a value the field refuses, so that its message can be shown (`{}` unless said). */
type Kind = { schema: JsonSchema; limits?: Limit[]; minimum?: boolean; choices?: boolean; invalid?: unknown };

const LONG = 2 ** 22;
const MANY = 2 ** 12;
const lengthLimit = (sample: (n: number) => unknown, from = 1): Limit => ({ keyword: 'maxLength', sample, from, cap: LONG });
const WEB = 'https://example.com/';
const text = lengthLimit((n) => 'a'.repeat(n));
const webAddress = lengthLimit((n) => WEB + 'a'.repeat(n - WEB.length), WEB.length);
const sitePath = lengthLimit((n) => `/${'a'.repeat(n - 1)}`);
const largest: Limit = { keyword: 'maximum', sample: (n) => n, from: 1, cap: Number.MAX_SAFE_INTEGER };
const ids: Limit = { keyword: 'maxItems', sample: (n) => Array.from({ length: n }, (_, i) => i + 1), from: 1, cap: MANY };

/** The contracts' field kinds (fields.ts, and the few defined beside their entity). */
const kinds: Record<string, Kind> = {
  requiredText: { schema: { type: 'string', pattern: '\\S' }, limits: [text] },
  optionalText: { schema: { type: 'string' }, limits: [text] },
  slug: { schema: { type: 'string', pattern: SLUG_PATTERN.source }, limits: [text], invalid: 'Not a slug' },
  url: { schema: { type: 'string', format: 'uri' }, limits: [webAddress] },
  optionalUrl: { schema: { type: 'string', format: 'uri' }, limits: [webAddress] },
  imagePath: { schema: { type: 'string' }, limits: [sitePath] },
  optionalImagePath: { schema: { type: 'string' }, limits: [sitePath] },
  linkTarget: { schema: { type: 'string' }, limits: [sitePath] },
  integer: { schema: { type: 'integer' }, limits: [largest], minimum: true },
  optionalId: { schema: { type: 'integer' }, limits: [largest], minimum: true },
  displayOrder: { schema: { type: 'integer' }, limits: [largest], minimum: true, invalid: -1 },
  level: { schema: { type: 'number' }, limits: [largest], minimum: true },
  boolean: { schema: { type: 'boolean' } },
  oneOf: { schema: { type: 'string' }, choices: true },
  optionalOneOf: { schema: { type: 'string' }, choices: true },
  idList: { schema: { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_INT } }, limits: [ids] },
  technologies: {
    schema: { type: 'array', items: { type: 'string' } },
    limits: [
      { keyword: 'maxItems', sample: (n) => Array.from({ length: n }, () => 'a'), from: 1, cap: MANY },
      { ...lengthLimit((n) => ['a'.repeat(n)]), ofItems: true },
    ],
  },
  publishedAt: { schema: { type: 'string', format: 'date-time' } },
  updatedAt: { schema: { type: 'string', format: 'date-time' } },
  // contracts/src/ordering.ts: a reorder's run of ids (its own, larger cap), a restored post's createdAt.
  reorderIds: {
    schema: { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_INT }, minItems: 1, uniqueItems: true },
    limits: [{ ...ids, cap: 2 ** 16 }],
  },
  storedDateTime: { schema: { type: 'string', format: 'date-time' } },
  // contracts/src/messages.ts: the contact form's one-line name and subject, its email, a change's `read`, a persona's subject list.
  contactName: { schema: { type: 'string', pattern: '\\S' }, limits: [text], invalid: '' },
  contactEmail: {
    schema: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    limits: [lengthLimit((n) => `${'a'.repeat(n - 6)}@b.com`, 7)],
    invalid: 'not an address',
  },
  contactSubject: { schema: { type: 'string' }, limits: [text] },
  read: { schema: { type: 'boolean' } },
  array: {
    schema: { type: 'array', items: { type: 'string' } },
    limits: [
      { keyword: 'maxItems', sample: (n) => Array.from({ length: n }, () => 'a'), from: 1, cap: MANY },
      { ...lengthLimit((n) => ['a'.repeat(n)]), ofItems: true },
    ],
  },
};

/** The contracts' closed vocabularies; a choice field accepts exactly one of them. */
const VOCABULARIES: ReadonlyArray<readonly string[]> = [TAG_TYPES, SKILL_CATEGORIES, POST_STATUSES, MESSAGE_FOLDERS];

const run = (struct: AnyStruct, value: unknown) => validate(value, struct, { coerce: true, mask: true });
const accepts = (struct: AnyStruct, value: unknown) => run(struct, value)[0] === undefined;

/** The largest n whose sample the field accepts (doubling, then halving); undefined when it has no limit below the cap. */
function largestAccepted(name: string, struct: AnyStruct, { sample, from, cap }: Limit): number | undefined {
  if (!accepts(struct, sample(from))) throw new Error(`The field '${name}' refuses its own probe; fix its kind in contract-schema.ts`);
  let low = from;
  let high = from * 2;
  while (accepts(struct, sample(high))) {
    if (high >= cap) return undefined;
    low = high;
    high = Math.min(high * 2, cap);
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (accepts(struct, sample(middle))) low = middle;
    else high = middle;
  }
  return low;
}

function allowNull(schema: JsonSchema): JsonSchema {
  const nullable = { ...schema, type: [schema.type, 'null'] };
  return Array.isArray(schema.enum) ? { ...nullable, enum: [...schema.enum, null] } : nullable;
}

type FieldSchemas = { input: JsonSchema; stored: JsonSchema; required: boolean };

function fieldSchemas(name: string, struct: AnyStruct): FieldSchemas {
  const kind = kinds[struct.type];
  if (!kind) throw new Error(`The contract field '${name}' is of kind '${struct.type}', which contract-schema.ts does not describe yet`);
  const schema = structuredClone(kind.schema);
  if (kind.minimum) schema.minimum = [0, 1].find((value) => accepts(struct, value));
  for (const limit of kind.limits ?? []) {
    const value = largestAccepted(name, struct, limit);
    if (value !== undefined) (limit.ofItems ? (schema.items as JsonSchema) : schema)[limit.keyword] = value;
  }
  if (kind.choices) {
    const choices = VOCABULARIES.find((words) => words.every((word) => accepts(struct, word)));
    if (!choices) throw new Error(`The choices of the contract field '${name}' are none of contract-schema.ts's vocabularies`);
    schema.enum = [...choices];
  }

  const [, missing] = run(struct, undefined);
  const required = !accepts(struct, undefined);
  // Stored as null when a missing or null value is kept as null (not turned into a default).
  const storedNull = [undefined, null].some((value) => accepts(struct, value) && run(struct, value)[1] === null);
  const [failure] = run(struct, 'invalid' in kind ? kind.invalid : {});
  const input = accepts(struct, null) ? allowNull(schema) : { ...schema };
  if (!required && missing !== undefined) input.default = missing;
  if (failure) input.description = `Answered when invalid: "${failure.message}"`;
  return { input, stored: storedNull ? allowNull(schema) : schema, required };
}

export type ContractSchemas = { input: JsonSchema; stored: JsonSchema };

/**
 * The request body a contract accepts (unknown fields are dropped, so they are allowed) and the
 * entity the API stores and answers with: `id`, every field of the contract, and `derived` fields.
 */
export function contractSchemas<T, S>(contract: Struct<T, S>, derived: Record<string, JsonSchema> = {}): ContractSchemas {
  const struct = contract as unknown as AnyStruct;
  if (struct.type !== 'object' || !struct.schema) throw new Error(`Only object contracts describe a body, not '${struct.type}'`);
  const fields = Object.entries(struct.schema as Record<string, AnyStruct>).map(([name, field]) => [name, fieldSchemas(name, field)] as const);
  const storedProperties = {
    id: { type: 'integer', minimum: 1, maximum: MAX_INT },
    ...Object.fromEntries(fields.map(([name, field]) => [name, field.stored])),
    ...derived,
  };
  return {
    input: {
      type: 'object',
      properties: Object.fromEntries(fields.map(([name, field]) => [name, field.input])),
      required: fields.filter(([, field]) => field.required).map(([name]) => name),
      description: 'Fields the contract does not know (such as `id`) are ignored.',
    },
    stored: { type: 'object', properties: storedProperties, required: Object.keys(storedProperties), additionalProperties: false },
  };
}
