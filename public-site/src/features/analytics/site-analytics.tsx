import { usePageViews } from './use-page-views';
import { useTrackedActions } from './use-tracked-actions';

/**
 * The site's counting, as a leaf of the layout that renders nothing: the page view tracker follows
 * the persona in the store, and in a component of its own a persona change re-renders only this,
 * not the layout and the page under it (which cost the persona page a second render of its whole
 * tree during hydration, and Lighthouse points with it).
 */
export function SiteAnalytics(): null {
  usePageViews();
  useTrackedActions();
  return null;
}
