export { PersonaChooser } from './persona-chooser';
export { PersonaSync } from './persona-sync';
export { useAboutPersonas } from './use-about-personas';
export { PERSONAS_FETCH_FAILED } from './personas-api';
export { accentOf, isPersonaRoute, PERSONA_PARAM, personaHref, shownPersona, useChoosePersona, usePersona } from './use-persona';
export { selectStoredPersona, type PersonaRoot } from './persona-slice';
