/**
 * JSON Schema (the 2020-12 dialect OpenAPI 3.1 uses) of the contracts' superstruct structs.
 * Superstruct exposes an object's fields (`schema`) and each field's kind (`type`, the name the
 * contracts give to `define`); the limits (lengths, ranges, choices) are the ones each field's factory
 * declared beside its check with the same numbers (`boundsOf`), and the defaults and messages are read by
 * asking the struct itself, so the document says what the validation does.
 */
import { MAX_INT, SLUG_PATTERN, boundsOf } from '@folio/contracts';
import { validate, type Struct } from 'superstruct';

export type JsonSchema = { [keyword: string]: unknown };
type AnyStruct = Struct<unknown, unknown>;

/** `invalid` is a value the field refuses, so that its message can be shown (`{}` unless said). */
type Kind = { schema: JsonSchema; invalid?: unknown };

/** The contracts' field kinds (fields.ts, and the few defined beside their entity). */
const kinds: Record<string, Kind> = {
  requiredText: { schema: { type: 'string', pattern: '\\S' } },
  optionalText: { schema: { type: 'string' } },
  slug: { schema: { type: 'string', pattern: SLUG_PATTERN.source }, invalid: 'Not a slug' },
  optionalSlug: { schema: { type: 'string', pattern: SLUG_PATTERN.source }, invalid: 'Not a slug' },
  url: { schema: { type: 'string', format: 'uri' } },
  optionalUrl: { schema: { type: 'string', format: 'uri' } },
  imagePath: { schema: { type: 'string' } },
  optionalImagePath: { schema: { type: 'string' } },
  linkTarget: { schema: { type: 'string' } },
  integer: { schema: { type: 'integer' } },
  optionalId: { schema: { type: 'integer' } },
  optionalInteger: { schema: { type: 'integer' } },
  displayOrder: { schema: { type: 'integer' }, invalid: -1 },
  level: { schema: { type: 'number' } },
  boolean: { schema: { type: 'boolean' } },
  oneOf: { schema: { type: 'string' } },
  optionalOneOf: { schema: { type: 'string' } },
  idList: { schema: { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_INT } } },
  technologies: { schema: { type: 'array', items: { type: 'string' } } },
  publishedAt: { schema: { type: 'string', format: 'date-time' } },
  updatedAt: { schema: { type: 'string', format: 'date-time' } },
  // contracts/src/ordering.ts: a reorder's run of ids, a restored post's createdAt.
  reorderIds: { schema: { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_INT }, minItems: 1, uniqueItems: true } },
  storedDateTime: { schema: { type: 'string', format: 'date-time' } },
  // contracts/src/messages.ts: the contact form's one-line name and subject, its email and page, a change's `read`, a persona's subject list.
  contactName: { schema: { type: 'string', pattern: '\\S' }, invalid: '' },
  contactEmail: { schema: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }, invalid: 'not an address' },
  contactSubject: { schema: { type: 'string' } },
  contactPage: { schema: { type: 'string', pattern: '^/(?![/\\\\])' }, invalid: '//elsewhere.example' },
  read: { schema: { type: 'boolean' } },
  // contracts/src/newsletter.ts: the subscribe form's email, and each persona of its list.
  newsletterEmail: { schema: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }, invalid: 'not an address' },
  newsletterPersonas: { schema: { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true }, invalid: [] },
  array: { schema: { type: 'array', items: { type: 'string' } } },
};

const run = (struct: AnyStruct, value: unknown) => validate(value, struct, { coerce: true, mask: true });
const accepts = (struct: AnyStruct, value: unknown) => run(struct, value)[0] === undefined;

function allowNull(schema: JsonSchema): JsonSchema {
  const nullable = { ...schema, type: [schema.type, 'null'] };
  return Array.isArray(schema.enum) ? { ...nullable, enum: [...schema.enum, null] } : nullable;
}

type FieldSchemas = { input: JsonSchema; stored: JsonSchema; required: boolean };

function fieldSchemas(name: string, struct: AnyStruct): FieldSchemas {
  const kind = kinds[struct.type];
  if (!kind) throw new Error(`The contract field '${name}' is of kind '${struct.type}', which contract-schema.ts does not describe yet`);
  const schema = structuredClone(kind.schema);
  const bounds = boundsOf(struct);
  if (bounds.minimum !== undefined) schema.minimum = bounds.minimum;
  if (bounds.maxLength !== undefined) schema.maxLength = bounds.maxLength;
  if (bounds.maximum !== undefined) schema.maximum = bounds.maximum;
  if (bounds.maxItems !== undefined) schema.maxItems = bounds.maxItems;
  if (bounds.itemMaxLength !== undefined) (schema.items as JsonSchema).maxLength = bounds.itemMaxLength;
  // A list's choices are those of its items.
  if (bounds.choices && schema.type === 'array') (schema.items as JsonSchema).enum = [...bounds.choices];
  else if (bounds.choices) schema.enum = [...bounds.choices];

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
