import {
  CV_PROFILES,
  check,
  cvContactStruct,
  cvProfileSettingsStruct,
  defaultCvSettings,
  type CvSettings,
} from '@folio/contracts';
import { isObject, parsedJson } from '../../db/document-row.js';
import type { Db } from '../../db/knex.js';
import { cvSettingsRepository as repository } from './cv-settings.repository.js';

/**
 * The settings a stored document gives: the contact details and each CV's settings as the contract
 * reads them now, and the defaults for whichever part no longer passes it (a document written by an
 * older version, unreadable JSON, none at all), so that a change of the contract never breaks a CV.
 */
export function settingsFromStored(text: string | null): CvSettings {
  const stored = parsedJson(text);
  const defaults = defaultCvSettings();
  if (!isObject(stored)) return defaults;
  const contact = check(cvContactStruct, stored.contact);
  const profiles = isObject(stored.profiles) ? stored.profiles : {};
  return {
    contact: contact.ok ? contact.value : defaults.contact,
    profiles: Object.fromEntries(
      CV_PROFILES.map((profile) => {
        const result = check(cvProfileSettingsStruct, profiles[profile]);
        return [profile, result.ok ? result.value : defaults.profiles[profile]];
      }),
    ) as CvSettings['profiles'],
  };
}

/** The owner's CV settings (GET/PUT /api/admin/cv/settings): defaultCvSettings() until the first save. */
export const cvSettingsService = {
  async get(db: Db): Promise<CvSettings> {
    return settingsFromStored(await repository.read(db));
  },

  /** Stores settings the contract has already checked (cvSettingsStruct); answers them as read back. */
  async save(db: Db, settings: CvSettings): Promise<CvSettings> {
    await repository.write(db, JSON.stringify(settings));
    return cvSettingsService.get(db);
  },
};
