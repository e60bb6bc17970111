export { PersonaChooser } from './persona-chooser';
export { useAboutPersonas } from './use-about-personas';
export { PERSONAS_FETCH_FAILED } from './personas-api';
export { accentOf, isPersonaRoute, PERSONA_PARAM, personaHref, shownPersona, usePersona } from './use-persona';
export { selectStoredPersona, type PersonaRoot } from './persona-slice';
