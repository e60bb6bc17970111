// What other modules may use of the CV: the rule its persona parameter follows (the OpenAPI document describes it).
export { CV_PERSONA_RULE } from './cv.router.js';
