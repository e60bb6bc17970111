/** The Site settings (contracts/src/site-texts.ts): the owner's words on the public pages, loaded when first shown. */
export { SiteSettingsSection } from './site-settings-section';
