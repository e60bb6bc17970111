import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api';
import { personaSlice, personaStorageListener } from '../features/persona/persona-slice';
import { loadStoredPersona } from '../features/persona/persona-storage';

const rootReducer = combineSlices(api, personaSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: the persona restored from storage, the API cache empty. */
export function makeStore() {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { persona: { selected: loadStoredPersona() } },
    // The development-only checks warn past 32 ms; slow CI machines cross that with no large state.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 128 }, serializableCheck: { warnAfter: 128 } })
        .prepend(personaStorageListener.middleware)
        .concat(api.middleware),
  });
  // Focus and reconnect events for the hooks that opt in (experiences refetch on window focus).
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
