import type { BeaconEvent } from '@folio/contracts';
import { useEffect } from 'react';
import { track } from './beacon';

/** The events sent already by this load of the document: each is sent once however often its section is seen. */
const sent = new Set<BeaconEvent>();

/**
 * Sends `name` the first time the element `id` (a section the page has rendered) comes into view:
 * the visitor reached it, which its mounting does not say (a section mounts with its page, often
 * far below the fold). Nothing where the browser has no IntersectionObserver.
 */
export function useTrackSeen(id: string, name: BeaconEvent): void {
  useEffect(() => {
    const element = document.getElementById(id);
    if (sent.has(name) || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (sent.has(name) || !entries.some((entry) => entry.isIntersecting)) return;
      sent.add(name);
      observer.disconnect();
      track(name);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, name]);
}
