import type { TagType } from '@folio/contracts';
import { pageShown, track } from './beacon';

/** The referrer of the document's load when it is another site (a link followed here from this site says nothing new). */
const outsideReferrer = () => (document.referrer && !document.referrer.startsWith(`${location.origin}/`) ? document.referrer : undefined);

/**
 * One 'pageview' per load of a document, with the persona the page shows; a page the browser
 * restores from its back/forward cache is shown again without a load, and counts again as the
 * visitor's Back did when the site moved between pages without loads.
 */
export function countPageViews(persona: TagType | null): void {
  pageShown(location.pathname + location.search, persona);
  track('pageview', undefined, outsideReferrer());
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) track('pageview');
  });
}
