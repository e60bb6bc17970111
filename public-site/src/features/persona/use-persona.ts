import type { TagType } from '@folio/contracts';
import { useSearchParams } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { shownPersona } from './persona-address';
import { selectStoredPersona } from './persona-slice';

export { accentOf, isPersonaRoute, PERSONA_PARAM, PERSONA_ROUTES, personaHref, shownPersona } from './persona-address';

/** The persona a page is rendered for: its address's `?persona=`, else the one saved in the visitor's cookie. */
export function usePersona(): TagType | null {
  const [params] = useSearchParams();
  const stored = useSelector(selectStoredPersona);
  return shownPersona(params, stored);
}
