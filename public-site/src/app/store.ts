import type { TagType } from '@folio/contracts';
import { combineSlices, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, serverApiStateLoaded } from '../api/api';
import type { ApiThunkExtra, ServerSession } from '../api/base-query';
import { renderedMarkdownSlice, type RenderedMarkdownState } from '../features/blog/rendered-markdown-slice';
import { personaSlice, personaStorageListener } from '../features/persona/persona-slice';
import { loadStoredPersona } from '../features/persona/persona-storage';

const rootReducer = combineSlices(api, personaSlice, renderedMarkdownSlice);

export type RootState = ReturnType<typeof rootReducer>;

type RejectedQuery = UnknownAction & { meta?: { condition?: boolean; arg?: { queryCacheKey?: string } } };

/**
 * On the rendering server every render pass mounts the components afresh, and RTK Query refetches a
 * failed query for each new subscriber, so a 404 would be asked for again on every pass and never
 * render. Stamping the failure as settled makes it count like an answer for this one request.
 */
function serverReducer(state: Parameters<typeof rootReducer>[0], action: UnknownAction): RootState {
  const next = rootReducer(state, action);
  const { meta } = action as RejectedQuery;
  const key = meta?.arg?.queryCacheKey;
  if (action.type !== `${api.reducerPath}/executeQuery/rejected` || meta?.condition || !key) return next;
  const entry = next.api.queries[key];
  if (!entry || entry.status !== 'rejected') return next;
  return { ...next, api: { ...next.api, queries: { ...next.api.queries, [key]: { ...entry, fulfilledTimeStamp: Date.now() } } } };
}

/** What the rendering server hands the browser in the page's data block, for the store to start from. */
export interface ServerStoreState {
  api: RootState['api'];
  persona: TagType | null;
  renderedMarkdown: RenderedMarkdownState;
}

export interface StoreOptions {
  /** The rendering server's API address; the browser uses the page's origin. */
  apiBaseUrl?: string;
  /** On the rendering server: the visitor's session cookie, for the calls that carry it (base-query.ts). */
  session?: ServerSession;
  /** The persona the page is rendered for; by default the one saved in browser storage. */
  persona?: TagType | null;
  /** The server's state, when hydrating a server-rendered page. */
  fromServer?: ServerStoreState;
}

/** A fresh store: the persona restored from storage (or given), the API cache empty or the server's. */
export function makeStore(options: StoreOptions = {}) {
  const { apiBaseUrl, fromServer, session } = options;
  const persona = fromServer ? fromServer.persona : options.persona !== undefined ? options.persona : loadStoredPersona();
  const extra: ApiThunkExtra = { apiBaseUrl, session };
  const store = configureStore({
    reducer: (apiBaseUrl === undefined ? rootReducer : serverReducer) as typeof rootReducer,
    preloadedState: { persona: { selected: persona }, ...(fromServer ? { renderedMarkdown: fromServer.renderedMarkdown } : {}) },
    // The development-only checks warn past 32 ms; slow CI machines cross that with no large state.
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, immutableCheck: { warnAfter: 128 }, serializableCheck: { warnAfter: 128 } })
        .prepend(personaStorageListener.middleware)
        .concat(api.middleware),
  });
  if (fromServer) store.dispatch(serverApiStateLoaded(fromServer.api));
  // Focus and reconnect events for the hooks that opt in (experiences refetch on window focus).
  if (apiBaseUrl === undefined) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The part of a store's state the browser needs to hydrate the page the server rendered from it. */
export function serverStoreState(store: AppStore): ServerStoreState {
  const state = store.getState();
  return { api: state.api, persona: state.persona.selected, renderedMarkdown: state.renderedMarkdown };
}
