/** The routes of the owner's words on the public pages (api/src/modules/site-texts/site-texts.router.ts); their schemas: site-texts-schemas.ts. */
import { ref } from './schema-builders.js';
import { answer, type Described } from './described.js';

export const siteTextsRoutes: Record<string, Described> = {
  'GET /api/admin/site-texts': {
    tag: 'site',
    operationId: 'siteTexts',
    summary: "The owner's words on the public pages",
    description: "The words the site was built with until the first save; a stored part that no longer passes the contract reads as its default. Visitors read them in `GET /api/site`'s `texts`.",
    responses: { 200: answer('The texts.', ref('SiteTexts')) },
  },
  'PUT /api/admin/site-texts': {
    tag: 'site',
    operationId: 'saveSiteTexts',
    summary: "Replace the owner's words on the public pages",
    description: 'Every text at once; nothing is stored on a 400. The next page rendered shows them (past the micro-cache of a few seconds), with no rebuild.',
    body: 'SiteTextsInput',
    responses: { 200: answer('The texts as stored.', ref('SiteTexts')) },
  },
};
