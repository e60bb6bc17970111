import { LIMITS } from '@folio/contracts';

/** Marks the layout's route-change bar (features/layout/route-change-indicator.tsx), hidden until a route changes. */
export const ROUTE_INDICATOR_ATTRIBUTE = 'data-route-indicator';

/** The page was reached from another page of this site, not reloaded nor opened afresh. */
function cameFromAnotherRoute(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry && entry.type !== 'navigate' && entry.type !== 'back_forward') return false;
  try {
    const from = new URL(document.referrer);
    return from.origin === location.origin && from.pathname !== location.pathname;
  } catch {
    return false;
  }
}

/**
 * The spec's route-change indicator: the bar plays for 600 ms on each change of route (a new path,
 * not a persona or a hash on the same page), on arrival, while the view transition fades the page
 * in; and again when Back restores a page from the back/forward cache.
 */
export function showRouteChanges(root: ParentNode = document): void {
  const bar = root.querySelector<HTMLElement>(`[${ROUTE_INDICATOR_ATTRIBUTE}]`);
  if (!bar) return;
  const play = () => {
    bar.hidden = false;
    setTimeout(() => {
      bar.hidden = true;
    }, LIMITS.routeChangeIndicatorMs);
  };
  if (cameFromAnotherRoute()) play();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) play();
  });
}
