/** The CV's routes (api/src/modules/cv/cv.router.ts), described (their answers and bodies: cv-schemas.ts). */
import { TAG_TYPES } from '@folio/contracts';
import { CV_PERSONA_RULE } from '../cv/index.js';
import { ref } from './components.js';
import { answer, type Described } from './described.js';

const CV = 'cv';

export const cvRoutes: Record<string, Described> = {
  'GET /api/cv': {
    tag: CV,
    operationId: 'cv',
    summary: "A persona's CV, or the CV of every persona, assembled from the portfolio",
    description:
      "The persona's items by the rules of its page (its own and those assigned to no persona; experiences by tag type), experience, education and certifications newest first by the dates they name, the rest in the site's order; " +
      "every item without a persona. Sections, their order and sizes, the summary, contact details and page size are the owner's CV settings. " +
      "404 when the persona's row is gone.",
    query: [
      {
        name: 'persona',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: [...TAG_TYPES] },
        description: `The persona. Absent or empty: the CV of every persona. Otherwise 400: '${CV_PERSONA_RULE}'.`,
      },
    ],
    responses: { 200: answer('The CV.', ref('CvDocument')) },
    errors: [400, 404],
  },
  'GET /api/admin/cv/settings': {
    tag: CV,
    operationId: 'cvSettings',
    summary: "The CVs' settings",
    description: 'The defaults until the first save; a stored CV that no longer passes the contract reads as its defaults.',
    responses: { 200: answer('The settings.', ref('CvSettings')) },
  },
  'PUT /api/admin/cv/settings': {
    tag: CV,
    operationId: 'saveCvSettings',
    summary: "Replace the CVs' settings",
    description: 'Every CV at once; nothing is stored on a 400.',
    body: 'CvSettingsInput',
    responses: { 200: answer('The settings as stored.', ref('CvSettings')) },
  },
  'POST /api/admin/cv/preview': {
    tag: CV,
    operationId: 'previewCv',
    summary: 'The CV that unsaved settings would give',
    description: 'The same document `GET /api/cv` would answer once these settings were saved; nothing is stored. 404 when the persona\'s row is gone.',
    body: 'CvPreviewInput',
    responses: { 200: answer('The CV.', ref('CvDocument')) },
    errors: [404],
  },
};
