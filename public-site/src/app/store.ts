import type { TagType } from '@folio/contracts';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { ApiThunkExtra, ServerSession } from '../api/base-query';
import { personaSlice, personaStorageListener } from '../features/persona/persona-slice';
import { loadStoredPersona } from '../features/persona/persona-storage';

const rootReducer = combineSlices(api, personaSlice);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  /** The rendering server's API address; the browser uses the page's origin. */
  apiBaseUrl?: string;
  /** On the rendering server: the visitor's session cookie, for the calls that carry it (base-query.ts). */
  session?: ServerSession;
  /** The persona the page is rendered for; by default the one saved in browser storage. */
  persona?: TagType | null;
}

/**
 * A fresh store, with the persona given (the rendering server: the page's) or restored from storage
 * (the tests that render the whole site in one tree), and an empty API cache.
 */
export function makeStore(options: StoreOptions = {}) {
  const { apiBaseUrl, session } = options;
  const persona = options.persona !== undefined ? options.persona : loadStoredPersona();
  const extra: ApiThunkExtra = { apiBaseUrl, session };
  return configureStore({
    reducer: rootReducer,
    preloadedState: { persona: { selected: persona } },
    // The development-only checks warn past 32 ms; slow CI machines cross that with no large state.
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, immutableCheck: { warnAfter: 128 }, serializableCheck: { warnAfter: 128 } })
        .prepend(personaStorageListener.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
