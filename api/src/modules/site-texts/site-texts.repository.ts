import { documentRow } from '../../db/document-row.js';

/** The site's texts: one JSON row of site_texts (migration 20261201100400_site_texts). */
export const siteTextsRepository = documentRow('site_texts');
