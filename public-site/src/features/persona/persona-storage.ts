import { parseTagType, type TagType } from '@folio/contracts';
import { readStorage, writeStorage } from '@folio/shared-ui';

/** Where the visitor's persona is kept between visits (the spec does not give the key itself). */
export const PERSONA_STORAGE_KEY = 'folio-persona';

/** The saved persona; anything unknown counts as none. */
export function loadStoredPersona(): TagType | null {
  return parseTagType(readStorage(PERSONA_STORAGE_KEY));
}

/** Saved in storage, and in a cookie of the same name so that the rendering server paints the persona page first. */
export function saveStoredPersona(persona: TagType | null): void {
  writeStorage(PERSONA_STORAGE_KEY, persona, { mirrorInCookie: true });
}
