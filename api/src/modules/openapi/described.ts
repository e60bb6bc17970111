/** What a route's description holds, and the pieces several groups of routes share. */
import type { JsonSchema } from './contract-schema.js';
import { jsonContent, type ErrorStatus } from './components.js';

export type Described = {
  /** The resource the route belongs to; the document and docs/api.md group by it. */
  tag: string;
  operationId: string;
  summary: string;
  description?: string;
  query?: JsonSchema[];
  /** The name of the request body's schema. */
  body?: string;
  /** The media types the body may come as (JSON in each); application/json when not said. */
  bodyTypes?: string[];
  /** A multipart/form-data body instead (an upload): its schema. */
  multipartBody?: JsonSchema;
  /** The success answers, and the errors this route adds to those every route of its kind has. */
  responses: Record<string, JsonSchema>;
  errors?: ErrorStatus[];
  /** Anyone may call it; a signed-in admin gets more (drafts). */
  optionalSession?: boolean;
};

export const REPLACE =
  'Send every field: a missing optional field takes its default. Send the `updatedAt` the item was loaded with: ' +
  "if it was saved since, the answer is 409 ('This item was changed elsewhere; reload it to see the changes') and nothing is stored. " +
  'The same save sent again once it is stored (same body) answers 200 with the item: a PUT is idempotent.';
export const answer = (description: string, schema?: JsonSchema) => (schema ? { description, content: jsonContent(schema) } : { description });
export const NO_CONTENT = { 204: answer('Done; no body.') };

/** The `personaId` filter of a public list, with what it keeps for that list. */
export const personaIdFilter = (description: string) => ({
  name: 'personaId',
  in: 'query',
  required: false,
  schema: { type: 'integer', minimum: 1 },
  description: `${description} Anything but a positive integer is answered 400.`,
});
