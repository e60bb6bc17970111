import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

/**
 * The store's dispatch for features: actions and RTK Query's thunks. Typed without the app's
 * RootState because the store is built from the features, which therefore never import it; each
 * feature reads the store through its own slices' selectors, typed by their part of the state.
 */
export const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();
