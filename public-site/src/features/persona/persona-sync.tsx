import { parseTagType } from '@folio/contracts';
import { useThemeSettings, writeCookie } from '@folio/shared-ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { personaSelected, selectStoredPersona } from './persona-slice';
import { loadStoredPersona, PERSONA_STORAGE_KEY } from './persona-storage';
import { accentOf, isPersonaRoute, PERSONA_PARAM, usePersona } from './use-persona';

/**
 * Keeps the three homes of the persona in step (as the spec's persona state asks): a valid `?persona=` is saved; an invalid one
 * clears the persona and leaves the URL; a saved persona is mirrored into the URL of `/` and
 * `/blog`; the accent colour follows the persona.
 */
export function PersonaSync() {
  const [params] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const stored = useSelector(selectStoredPersona);
  const persona = usePersona();
  const { setPrimaryColour } = useThemeSettings();
  const raw = params.get(PERSONA_PARAM);

  // Storage → store and cookie, once: the server rendered what the cookie said, and a visitor whose
  // cookie was lost (or who saved a persona before it existed) still gets the persona saved here.
  useEffect(() => {
    const saved = loadStoredPersona();
    writeCookie(PERSONA_STORAGE_KEY, saved);
    if (raw === null && saved !== stored) dispatch(personaSelected(saved));
    // Only on the first render: later changes flow through the effects below.
  }, []);

  // URL → store, only when the query itself changes: a choice made in the app (stored first,
  // then navigated to) is never overwritten by the URL it is leaving.
  const seenRaw = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (seenRaw.current === raw) return;
    seenRaw.current = raw;
    if (raw === null) return;
    const parsed = parseTagType(raw);
    if (parsed !== stored) dispatch(personaSelected(parsed));
    if (parsed === null) {
      const rest = new URLSearchParams(params);
      rest.delete(PERSONA_PARAM);
      const search = rest.toString();
      navigate({ pathname, search: search ? `?${search}` : '', hash }, { replace: true });
    }
  }, [raw, stored, pathname, hash, params, dispatch, navigate]);

  // Store → URL: a saved persona is mirrored into the query of / and /blog.
  useEffect(() => {
    if (raw !== null || !stored || !isPersonaRoute(pathname)) return;
    const mirrored = new URLSearchParams(params);
    mirrored.set(PERSONA_PARAM, stored);
    navigate({ pathname, search: `?${mirrored.toString()}`, hash }, { replace: true });
  }, [raw, stored, pathname, hash, params, navigate]);

  useEffect(() => setPrimaryColour(accentOf(persona)), [persona, setPrimaryColour]);

  return null;
}
