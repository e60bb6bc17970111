// What the rest of the API uses of the content kernel from outside the modules (the seed): the registry of every kind.
export { CONTENT_ENTRIES, CONTENT_REGISTRY, LISTED_DEFINITIONS, type ContentEntry } from './registry.js';
