import { DEFAULT_PRIMARY_COLOUR, PRIMARY_COLOURS, parseTagType, type TagType } from '@folio/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { personaSelected, selectStoredPersona } from './persona-slice';

export const PERSONA_PARAM = 'persona';

/** Routes whose URL mirrors the persona in `?persona=` (the spec's routes). */
export const PERSONA_ROUTES = ['/', '/blog'] as const;

export const isPersonaRoute = (pathname: string) => (PERSONA_ROUTES as readonly string[]).includes(pathname);

/** The persona an address shows: its `?persona=` when present (an invalid value means none), otherwise the saved one. */
export function shownPersona(params: URLSearchParams, saved: TagType | null): TagType | null {
  const raw = params.get(PERSONA_PARAM);
  return raw === null ? saved : parseTagType(raw);
}

/** The persona in effect. Reading the URL first avoids a frame with the previous persona. */
export function usePersona(): TagType | null {
  const [params] = useSearchParams();
  const stored = useSelector(selectStoredPersona);
  return shownPersona(params, stored);
}

export const accentOf = (persona: TagType | null) => (persona ? PRIMARY_COLOURS[persona] : DEFAULT_PRIMARY_COLOUR);

/** The URL of a page for a persona: `/?persona=fitness`, `/blog?persona=fitness`, or `/` for none. */
export function personaHref(persona: TagType | null, pathname: '/' | '/blog' = '/', hash = ''): string {
  return persona ? `${pathname}?${PERSONA_PARAM}=${persona}${hash}` : `${pathname}${hash}`;
}

/**
 * Choosing a persona saves it and shows it in the URL; choosing none returns to `/` (the spec's persona state).
 * On the blog list a choice stays on the blog; everywhere else it leads home.
 */
export function useChoosePersona() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (persona: TagType | null, options: { scrollToTop?: boolean } = {}) => {
      dispatch(personaSelected(persona));
      navigate(persona && pathname === '/blog' ? personaHref(persona, '/blog') : personaHref(persona));
      if (options.scrollToTop) window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [dispatch, navigate, pathname],
  );
}
