import type { CollectionDefinition } from './collection-definition.js';
import type { ContentEntry, ContentRegistry } from './content-entry.js';

// The kinds are assembled above the modules (api/src/content-kinds.ts, which knows the blog and the
// generic kinds alike) and registered here once, when the app, the seed or a CLI first imports that
// file; the kernel and the modules that work over every kind (the OpenAPI document, the media
// library's usage) read them from here at run time, so that none of them imports a kind's module.
let registered: ContentRegistry | null = null;

export function registerContentKinds(registry: ContentRegistry): void {
  registered = registry;
}

/** Every kind, by its key; throws when nothing registered them (content-kinds.ts was never imported). */
export function contentRegistry(): ContentRegistry {
  if (!registered) throw new Error('No content kinds are registered: import api/src/content-kinds.ts first (the app, the seed and the CLIs do).');
  return registered;
}

/** Every kind's entry, posts last (the generic kinds' routes are mounted first). */
export const contentEntries = (): readonly ContentEntry[] => Object.values(contentRegistry());

/** The kinds the generic collection router serves, in the order their routes are mounted. */
export const listedDefinitions = (): readonly CollectionDefinition[] => contentEntries().flatMap((entry) => (entry.collection ? [entry.collection] : []));
