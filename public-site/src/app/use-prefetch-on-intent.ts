import { useEffect } from 'react';
import { matchRoutes } from 'react-router-dom';
import { selectStoredPersona } from '../features/persona';
import { routeInputOf, routeQueries } from './route-loader';
import { routes } from './routes';
import type { AppStore } from './store';

/** Where the link an event happened in leads, when following it stays in this app (same origin, same tab, no download). */
function appLinkOf(target: EventTarget | null): URL | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * Starts the data of the page an internal link leads to as soon as the pointer enters it or a finger
 * touches it, so that by the click it is usually in the cache. One listener on the document for all
 * links. Held by no subscription: an answer nobody uses is dropped after RTK Query's usual wait, and
 * what the cache holds already is not asked for again (however often the pointer passes over).
 */
export function usePrefetchOnIntent(store: AppStore): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      const url = appLinkOf(event.target);
      const matches = url && matchRoutes(routes, url.pathname);
      if (!url || !matches) return;
      const input = routeInputOf(matches, url, selectStoredPersona(store.getState()));
      for (const query of routeQueries(matches, input)) void store.dispatch(query.start({ subscribe: false }));
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [store]);
}
