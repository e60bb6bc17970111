import type { ContentKind, ContentTypes } from '@folio/contracts';
import { adminApi } from './api-slice';
import type { TagType } from './tags';

/** Every kind of content the console edits, with its stored and input shapes (from @folio/contracts). */
export type Resources = ContentTypes;
export type ResourceKey = ContentKind;
export type ItemOf<K extends ResourceKey> = Resources[K]['item'];

/**
 * Where a kind of content lives on the API and what a change to it refreshes (the spec's list of calls), as its console
 * definition declares it. Its cache tag is its key ('companies', 'blog-posts').
 */
export interface ResourcePaths {
  /** Where the list is read (relative to /api). */
  list: string;
  /** Where POST goes, and `${write}/{id}` for PUT and DELETE. */
  write: string;
  /** The other lists a change refreshes beside its own (as the spec's calls say), or 'all' for every content list. */
  alsoRefreshes?: readonly ResourceKey[] | 'all';
  /** The list comes in pages (limit, offset, X-Total-Count) and its rows are not whole items: an item is read whole at `${write}/{id}`. */
  paged?: boolean;
}

/**
 * The paths of every kind, filled once by the console's definitions (sections/definitions) as they
 * load: the endpoints read them at call time, so this layer never imports the definitions' components.
 */
const registry = new Map<ResourceKey, ResourcePaths>();

export function registerResources(entries: Iterable<readonly [ResourceKey, ResourcePaths]>): void {
  for (const [resource, paths] of entries) registry.set(resource, paths);
  adminApi.enhanceEndpoints({ addTagTypes: [...registry.keys()] });
}

/** A kind's paths; a key no definition registered is a programming error. */
export function pathsOf(resource: ResourceKey): ResourcePaths {
  const paths = registry.get(resource);
  if (!paths) throw new Error(`No console definition registered for '${resource}'`);
  return paths;
}

/** Every registered kind, in the definitions' order. */
export const registeredResources = (): ResourceKey[] => [...registry.keys()];

/** The cache tags a change to `resource` invalidates: its own list and those the spec adds for it. */
export function refreshedBy(resource: ResourceKey): ResourceKey[] {
  const { alsoRefreshes } = pathsOf(resource);
  if (alsoRefreshes === 'all') return registeredResources();
  return [resource, ...(alsoRefreshes ?? [])];
}

/** Every cache tag that holds the site's data (all but the CSRF token), e.g. to drop them all at a sign-in. */
export const contentTags = (): TagType[] => [...registeredResources(), 'Media', 'Messages', 'ContactSubjects'];
