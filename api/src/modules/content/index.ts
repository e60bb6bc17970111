// What the rest of the API uses of the content kernel: how a kind is described and turned into a
// registry entry, the generic kinds' definitions, and the registry the composition fills
// (api/src/content-kinds.ts) with its readers.
export type { CollectionDefinition, ContentValues, KindDocs, KindHooks, RestoredValues } from './collection-definition.js';
export { parseContent } from './content-input.js';
export { collectionEntry, type ContentEntry, type ContentRegistry, type ContentWrites } from './content-entry.js';
export { collections } from './definitions.js';
export { contentEntries, contentRegistry, listedDefinitions, registerContentKinds } from './registry.js';
