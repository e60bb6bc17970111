import { documentRow } from '../../db/document-row.js';

/** The CV settings: one JSON row of cv_settings (migration 20261128100000_cv_settings). */
export const cvSettingsRepository = documentRow('cv_settings');
