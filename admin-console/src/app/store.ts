import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { adminApi } from '../api/api-slice';
import type { ApiError } from '../api/errors';
import { sessionExpired } from '../api/session-events';
import { sessionApi } from '../api/session-endpoints';
import { uploadProgressSlice } from '../features/media/upload-progress-slice';
import { sessionSlice } from '../features/session/session-slice';
import { consoleSlice } from '../sections/form/console-slice';
import { recentlyDeletedSlice } from '../sections/list/recently-deleted-slice';
import { clearAllAutosaves, saveDrafts } from '../sections/form/draft-storage';

const rootReducer = combineReducers({
  [adminApi.reducerPath]: adminApi.reducer,
  session: sessionSlice.reducer,
  console: consoleSlice.reducer,
  uploads: uploadProgressSlice.reducer,
  recentlyDeleted: recentlyDeletedSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * When the session ends, every autosaved draft goes with it, so that no unpublished post stays in a
 * shared computer's storage: at logout and 'Sign out everywhere' (whose buttons ask first when there
 * are drafts), when a call finds the session ended, and when the console opens to no session (401).
 * What was typed in the form open at an expiry is still kept for the tab (a session-end draft).
 */
function autosavesEndWithTheSession() {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(sessionExpired, sessionApi.endpoints.logout.matchFulfilled, sessionApi.endpoints.logoutEverywhere.matchFulfilled),
    effect: () => clearAllAutosaves(),
  });
  listener.startListening({
    matcher: sessionApi.endpoints.getMe.matchRejected,
    effect: (action) => {
      if ((action.payload as ApiError | undefined)?.status === 401) clearAllAutosaves();
    },
  });
  return listener.middleware;
}

export function createStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The dev-only checks walk the whole cache; warn only when they are really slow.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 200 }, serializableCheck: { warnAfter: 200 } }).concat(adminApi.middleware, autosavesEndWithTheSession()),
  });
  // Drafts follow the store into sessionStorage, so a reload of the tab keeps them too.
  let drafts = store.getState().console.drafts;
  store.subscribe(() => {
    const next = store.getState().console.drafts;
    if (next !== drafts) {
      drafts = next;
      saveDrafts(next);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
