import type { RouteMatch } from 'react-router-dom';
import { routeAnswer, routeQueries, type RouteAnswer, type RouteInput } from '../app/route-loader';
import type { AppStore } from '../app/store';

/** What the rendering server answers, known before it renders: the route's own answer, or 503 when its data cannot be told honestly. */
export type LoadedRoute = RouteAnswer | { status: 503 };

/** A query that failed for a reason other than 'not found' (the API out of reach, a 500). */
const failedForGood = (result: { isError: boolean; error?: unknown }) =>
  result.isError && (result.error as { status?: unknown } | undefined)?.status !== 404;

/**
 * Starts every query the matched routes declare, awaits them all at once, and decides the answer
 * from what came back (a query the page can do without, `optional`, has no say). The subscriptions
 * are never released: the store lives for this one request, and a released answer would start RTK
 * Query's removal timer.
 */
export async function loadRoute(store: AppStore, matches: readonly RouteMatch[], input: RouteInput): Promise<LoadedRoute> {
  const queries = routeQueries(matches, input);
  const results = await Promise.all(queries.map((query) => store.dispatch(query.start())));
  if (results.some((result, index) => !queries[index]?.optional && failedForGood(result))) return { status: 503 };
  return routeAnswer(matches, input, store.getState());
}
