/** The bodies and answers of the analytics' routes (analytics-operations.ts), written from the contracts' limits and vocabularies. */
import { ANALYTICS_LIMITS, BEACON_EVENTS, TAG_TYPES } from '@folio/contracts';
import type { JsonSchema } from './contract-schema.js';

export const analyticsSchemas: Record<string, JsonSchema> = {
  // contracts' beaconStruct: plain superstruct refinements, which contract-schema.ts does not read, so said here from the same constants.
  BeaconInput: {
    type: 'object',
    description:
      "One event of a page (contracts' beaconStruct). Fields the contract does not know are ignored. `message` is not among the names: the API records it itself when a contact message reaches the inbox.",
    properties: {
      name: { type: 'string', enum: [...BEACON_EVENTS], description: 'pageview: a page shown (on load and on each navigation); the others: what the visitor did.' },
      path: {
        type: 'string',
        minLength: 1,
        maxLength: ANALYTICS_LIMITS.path,
        pattern: '^/',
        description: 'The page\'s path with its query: only the path is kept, and utm_source, utm_medium and utm_campaign of the query (on a page view).',
      },
      persona: { type: 'string', enum: [...TAG_TYPES], description: 'The persona the page or the event is about.' },
      referrer: {
        type: 'string',
        maxLength: ANALYTICS_LIMITS.referrer,
        description: "The document's referrer, on the first page view of a load: only another site's host is kept (as the source, when there is no utm_source).",
      },
      width: { type: 'integer', minimum: 0, maximum: 100_000, description: 'The screen width in CSS pixels: kept only as a device class (mobile up to 768, tablet below 1024, desktop).' },
      detail: { type: 'string', maxLength: ANALYTICS_LIMITS.detail, description: 'What the event was about (the persona chosen, the case study, the link, the search): kept trimmed.' },
      gpc: { type: 'boolean', description: 'navigator.globalPrivacyControl: true drops the event (answered 202 all the same).' },
    },
    required: ['name', 'path'],
  },
};
