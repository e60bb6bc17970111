import { lazy, Suspense } from 'react';
import { Message } from '../../sections/list/list-styles';

/** The screen's code comes in a chunk of its own, like the CV's. */
const SiteSettingsScreen = lazy(() => import('./site-settings-screen').then((module) => ({ default: module.SiteSettingsScreen })));

/** The Site settings section (/admin/site): the chooser's, the blog's, the contact section's and the persona pages' words. */
export function SiteSettingsSection() {
  return (
    <Suspense fallback={<Message role="status">Loading the site settings...</Message>}>
      <SiteSettingsScreen />
    </Suspense>
  );
}
