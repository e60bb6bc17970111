import { DEFAULT_PRIMARY_COLOUR, PERSONA_PARAM, PRIMARY_COLOURS, parseTagType, type TagType } from '@folio/contracts';

/** The persona in an address and its accent: plain functions, for the server's pages and the site's plain script alike. */

export { PERSONA_PARAM };

/** Routes whose URL mirrors the persona in `?persona=` (the spec's routes). */
export const PERSONA_ROUTES = ['/', '/blog'] as const;

export const isPersonaRoute = (pathname: string) => (PERSONA_ROUTES as readonly string[]).includes(pathname);

/** The persona an address shows: its `?persona=` when present (an invalid value means none), otherwise the saved one. */
export function shownPersona(params: URLSearchParams, saved: TagType | null): TagType | null {
  const raw = params.get(PERSONA_PARAM);
  return raw === null ? saved : parseTagType(raw);
}

export const accentOf = (persona: TagType | null) => (persona ? PRIMARY_COLOURS[persona] : DEFAULT_PRIMARY_COLOUR);

/** The URL of a page for a persona: `/?persona=fitness`, `/blog?persona=fitness`, or `/` for none. */
export function personaHref(persona: TagType | null, pathname: '/' | '/blog' = '/', hash = ''): string {
  return persona ? `${pathname}?${PERSONA_PARAM}=${persona}${hash}` : `${pathname}${hash}`;
}

