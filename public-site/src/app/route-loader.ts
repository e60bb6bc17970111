import type { TagType } from '@folio/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { StartQueryActionCreatorOptions } from '@reduxjs/toolkit/query';
import type { Params, RouteMatch, RouteObject } from 'react-router-dom';
import { shownPersona } from '../features/persona';
import type { RootState } from './store';

/** A started query's answer once settled (RTK Query's result, as much of it as is read here). */
type StartedQuery = PromiseLike<{ isError: boolean; error?: unknown }>;
type StartQuery = ThunkAction<StartedQuery, RootState, unknown, UnknownAction>;

/** An RTK Query endpoint of the API slice, as far as starting it goes. */
interface QueryEndpoint<Args> {
  name: string;
  initiate(args: Args, options?: StartQueryActionCreatorOptions): StartQuery;
}

/** One query a route's page shows the answer of: its endpoint and the very arguments its hook passes (so the cache key is the hook's). */
export interface PageQuery {
  endpointName: string;
  args: unknown;
  /** The page is whole without it: its failure is rendered as the hook shows it, never a 503 of the page. */
  optional?: boolean;
  start(options?: StartQueryActionCreatorOptions): StartQuery;
}

export const pageQuery = <Args>(endpoint: QueryEndpoint<Args>, args: Args, { optional = false }: { optional?: boolean } = {}): PageQuery => ({
  endpointName: endpoint.name,
  args,
  optional,
  start: (options) => endpoint.initiate(args, options),
});

/** What a route's data depends on: its address, and the persona the visitor saved. */
export interface RouteInput {
  /** The address's path parameters (`slug`). */
  params: Params;
  /** The address's query as `location.search` has it: '' or '?…'. */
  search: string;
  /** The persona the page shows: the address's `?persona=`, else the saved one. */
  persona: TagType | null;
}

/** The answer a page's data calls for. A query that failed other than 'not found' is a 503 whatever the route (run-loaders.ts). */
export type RouteAnswer = { status: 200 | 404; ownerOnly?: boolean } | { status: 301; location: string };

/**
 * What a route needs before it can be shown: the rendering server starts every query, awaits them
 * all once, decides the answer, then renders once; the browser starts them when a link to the route
 * is about to be followed.
 */
export interface RouteLoader {
  queries(input: RouteInput): PageQuery[];
  /** The answer, from the settled queries in `state` (200 when a route has no say). */
  answer?(input: RouteInput, state: RootState): RouteAnswer;
}

interface RouteHandle {
  loader?: RouteLoader;
}

const loaderOf = (match: RouteMatch | { route: RouteObject }) => (match.route.handle as RouteHandle | undefined)?.loader;

export function routeInputOf(matches: readonly RouteMatch[], url: URL, savedPersona: TagType | null): RouteInput {
  return { params: matches.at(-1)?.params ?? {}, search: url.search, persona: shownPersona(url.searchParams, savedPersona) };
}

/** Every query of the matched routes: the layout's, then the page's. */
export const routeQueries = (matches: readonly RouteMatch[], input: RouteInput): PageQuery[] =>
  matches.flatMap((match) => loaderOf(match)?.queries(input) ?? []);

/** The answer of the innermost matched route that has a say. */
export function routeAnswer(matches: readonly RouteMatch[], input: RouteInput, state: RootState): RouteAnswer {
  const answering = matches.map(loaderOf).findLast((loader) => loader?.answer !== undefined);
  return answering?.answer?.(input, state) ?? { status: 200 };
}
