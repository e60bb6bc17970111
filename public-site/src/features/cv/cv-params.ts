import { PERSONA_PARAM, parseTagType, type TagType } from '@folio/contracts';

/**
 * The CV an address shows: its own `?persona=` only, never the persona the visitor saved (/cv is the
 * all-persona CV whoever asks); an unknown persona falls back to the all-persona CV, as / falls back
 * to the chooser.
 */
export const cvPersonaOf = (search: string | URLSearchParams): TagType | null =>
  parseTagType((typeof search === 'string' ? new URLSearchParams(search) : search).get(PERSONA_PARAM));
