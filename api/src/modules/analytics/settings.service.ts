import type { AnalyticsSettings } from '@folio/contracts';
import type { Knex } from 'knex';
import type { Config } from '../../config.js';

/** The one row of analytics_settings (id 1), written by the first save: until then the defaults hold (digest off). */
const SETTINGS_ID = 1;

/** Whether the weekly digest is asked for, whatever email can do (MySQL answers a boolean as 0 or 1). */
export async function weeklyDigestOn(db: Knex): Promise<boolean> {
  const row = (await db('analytics_settings').where('id', SETTINGS_ID).first('weekly_digest')) as { weekly_digest: unknown } | undefined;
  return Boolean(Number(row?.weekly_digest ?? 0));
}

/** Email can be sent when SMTP_URL, CONTACT_FROM and CONTACT_NOTIFY_TO (or SITE_CONTACT_EMAIL) are set: config.contact.mail. */
export const emailConfigured = (config: Pick<Config, 'contact'>): boolean => config.contact.mail !== null;

export const analyticsSettingsService = {
  async get(db: Knex, config: Pick<Config, 'contact'>): Promise<AnalyticsSettings> {
    return { weeklyDigest: await weeklyDigestOn(db), emailConfigured: emailConfigured(config) };
  },

  /**
   * Stores the choice even while email is not configured: the console shows why nothing is sent,
   * and the digest starts once SMTP is set. The one row, inserted the first time.
   */
  async save(db: Knex, config: Pick<Config, 'contact'>, settings: { weeklyDigest: boolean }): Promise<AnalyticsSettings> {
    await db('analytics_settings').insert({ id: SETTINGS_ID, weekly_digest: settings.weeklyDigest }).onConflict('id').merge(['weekly_digest']);
    return this.get(db, config);
  },
};
