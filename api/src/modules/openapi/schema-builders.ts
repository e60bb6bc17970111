import type { JsonSchema } from './contract-schema.js';

/**
 * The small builders every schema file of the OpenAPI document uses. They live apart from
 * components.ts because components.ts imports those files.
 */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A closed object: every property required but those named in `optional`. */
export const object = (properties: Record<string, JsonSchema>, optional: readonly string[] = []) => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((name) => !optional.includes(name)),
  additionalProperties: false,
});
