import { parseTagType, type TagType } from '@folio/contracts';
import { PRIMARY_COLOUR_STORAGE_KEY, writeCookie, writeStorage } from '@folio/shared-ui';
import { accentOf, isPersonaRoute, PERSONA_PARAM } from '../features/persona/persona-address';
import { loadStoredPersona, PERSONA_STORAGE_KEY, saveStoredPersona } from '../features/persona/persona-storage';

/** The persona the server rendered the page for, written on `<html data-persona>` (server/render-page.tsx). */
export const pagePersona = (): TagType | null => parseTagType(document.documentElement.dataset.persona ?? null);

/**
 * Keeps the three homes of the persona in step (the spec's persona state), once per load: a valid
 * `?persona=` is saved (storage, and the cookie the server renders from); an invalid or empty one
 * clears it and leaves the address; a saved persona is mirrored into the address of `/` and `/blog`.
 * A browser whose cookie was lost while storage kept the persona is sent to the persona's page.
 */
export function syncPersona(): void {
  const params = new URLSearchParams(location.search);
  const raw = params.get(PERSONA_PARAM);
  const shown = pagePersona();
  if (raw !== null) {
    const chosen = parseTagType(raw);
    saveStoredPersona(chosen);
    writeStorage(PRIMARY_COLOUR_STORAGE_KEY, accentOf(chosen));
    if (chosen === null) {
      params.delete(PERSONA_PARAM);
      replaceSearch(params);
    }
    return;
  }
  let saved = loadStoredPersona();
  // Storage lost while the cookie stayed: keep what the server just painted.
  if (!saved && shown) {
    saved = shown;
    saveStoredPersona(saved);
  }
  writeCookie(PERSONA_STORAGE_KEY, saved);
  if (!saved) return;
  // The saved persona's accent is saved with it (the spec's primary colour), as when it was chosen.
  writeStorage(PRIMARY_COLOUR_STORAGE_KEY, accentOf(saved));
  if (!isPersonaRoute(location.pathname)) return;
  params.set(PERSONA_PARAM, saved);
  if (shown === saved) replaceSearch(params);
  else location.replace(`${location.pathname}?${params.toString()}${location.hash}`);
}

function replaceSearch(params: URLSearchParams): void {
  const search = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
}
