// What other modules may use of the site's texts: reading them (GET /api/site, the CV's headline).
export { siteTextsService } from './site-texts.service.js';
