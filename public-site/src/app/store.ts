import type { TagType } from '@folio/contracts';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, serverApiStateLoaded } from '../api/api';
import type { ApiThunkExtra, ServerSession } from '../api/base-query';
import { personaSlice, personaStorageListener } from '../features/persona/persona-slice';
import { loadStoredPersona } from '../features/persona/persona-storage';

const rootReducer = combineSlices(api, personaSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** What the rendering server hands the browser in the page's data block, for the store to start from. */
export interface ServerStoreState {
  api: RootState['api'];
  persona: TagType | null;
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
    reducer: rootReducer,
    preloadedState: { persona: { selected: persona } },
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

/**
 * A failure the page was rendered with counts as an answer in the browser too: RTK Query asks again
 * for a failed query that has no answer time as soon as a hook subscribes, so a missing post would
 * be fetched again on hydrating and flash its loading state before showing 'not found' again.
 */
function failuresSettled(apiState: RootState['api']): RootState['api'] {
  const queries = Object.fromEntries(
    Object.entries(apiState.queries).map(([key, entry]) =>
      entry?.status === 'rejected' && entry.fulfilledTimeStamp === undefined ? [key, { ...entry, fulfilledTimeStamp: entry.startedTimeStamp }] : [key, entry],
    ),
  );
  return { ...apiState, queries };
}

/** The part of a store's state the browser needs to hydrate the page the server rendered from it. */
export function serverStoreState(store: AppStore): ServerStoreState {
  const state = store.getState();
  return { api: failuresSettled(state.api), persona: state.persona.selected };
}
