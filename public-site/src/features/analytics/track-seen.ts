import type { BeaconEvent } from '@folio/contracts';
import { track } from './beacon';

/** Marks a section whose first sight is an event: `data-track-seen="<event>"` (the contact section: 'contact'). */
export const TRACK_SEEN_ATTRIBUTE = 'data-track-seen';

/**
 * Sends a marked section's event the first time it comes into view in this load of the document:
 * the visitor reached it, which its being in the page does not say (a section is often far below
 * the fold). Nothing where the browser has no IntersectionObserver.
 */
export function trackSeenSections(root: ParentNode = document): void {
  if (typeof IntersectionObserver === 'undefined') return;
  for (const element of root.querySelectorAll<HTMLElement>(`[${TRACK_SEEN_ATTRIBUTE}]`)) {
    const name = element.getAttribute(TRACK_SEEN_ATTRIBUTE) as BeaconEvent;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      track(name);
    });
    observer.observe(element);
  }
}
