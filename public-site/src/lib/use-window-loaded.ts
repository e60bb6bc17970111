import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/**
 * Whether the page has finished loading (its images included); false on the server and while
 * hydrating. The carousels keep the server's first slides until then, so react-slick's own layout
 * never replaces a picture before it has been painted, nor competes with it for the main thread.
 */
export function useWindowLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  );
}
