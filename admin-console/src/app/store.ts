import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { adminApi } from '../api/api-slice';
import { uploadProgressSlice } from '../features/media/upload-progress-slice';
import { sessionSlice } from '../features/session/session-slice';
import { consoleSlice } from '../sections/console-slice';
import { recentlyDeletedSlice } from '../sections/recently-deleted-slice';
import { saveDrafts } from '../sections/draft-storage';

const rootReducer = combineReducers({
  [adminApi.reducerPath]: adminApi.reducer,
  session: sessionSlice.reducer,
  console: consoleSlice.reducer,
  uploads: uploadProgressSlice.reducer,
  recentlyDeleted: recentlyDeletedSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // The dev-only checks walk the whole cache; warn only when they are really slow.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 200 }, serializableCheck: { warnAfter: 200 } }).concat(adminApi.middleware),
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
