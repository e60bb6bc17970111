import { CONTENT_KINDS, CONTENT_ROUTES, type ContentKind, type ContentRoutes, type ContentTypes } from '@folio/contracts';
import type { TagType } from './tags';

/** Every kind of content the console edits, with its stored and input shapes (from @folio/contracts). */
export type Resources = ContentTypes;
export type ResourceKey = ContentKind;
export type ItemOf<K extends ResourceKey> = Resources[K]['item'];

/** Where a kind lives on the API and what a change to it refreshes (CONTENT_ROUTES in @folio/contracts). */
export type ResourcePaths = ContentRoutes;

/** A kind's paths; its cache tag is its key ('companies', 'blog-posts'). */
export const pathsOf = (resource: ResourceKey): ResourcePaths => CONTENT_ROUTES[resource];

/** Every kind, in the console's tab order. */
export const RESOURCE_KEYS: readonly ResourceKey[] = CONTENT_KINDS;

/** The cache tags a change to `resource` invalidates: its own list and those the spec adds for it. */
export function refreshedBy(resource: ResourceKey): ResourceKey[] {
  const { alsoRefreshes } = pathsOf(resource);
  if (alsoRefreshes === 'all') return [...RESOURCE_KEYS];
  return [resource, ...(alsoRefreshes ?? [])];
}

/** Every cache tag that holds the site's data (all but the CSRF token), e.g. to drop them all at a sign-in. */
export const contentTags = (): TagType[] => [...RESOURCE_KEYS, 'Media', 'Messages', 'ContactSubjects', 'Newsletter'];
