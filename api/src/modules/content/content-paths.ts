import { CONTENT_ROUTES, type ContentKind } from '@folio/contracts';

/** A kind's admin path under /api, as @folio/contracts gives it to the console: POST there, PUT and DELETE at `/{id}`. */
export const adminPathOf = (kind: ContentKind): string => `/${CONTENT_ROUTES[kind].write}`;
