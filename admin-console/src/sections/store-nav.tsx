import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector, type RootState } from '../app/store';
import { ResponsiveNav, type ResponsiveNavProps } from './responsive-nav';

export interface StoreNavProps<K extends string> extends Omit<ResponsiveNavProps<K>, 'value' | 'onChange'> {
  /** Reads the chosen key from the store, e.g. selectSection. */
  select: (state: RootState) => K;
  /** The action that chooses a key, e.g. showSection. */
  show: (key: K) => UnknownAction;
}

/** A ResponsiveNav whose chosen key is kept in the store (so it is still chosen when the user comes back). */
export function StoreNav<K extends string>({ select, show, ...nav }: StoreNavProps<K>) {
  const dispatch = useAppDispatch();
  const value = useAppSelector(select);
  return <ResponsiveNav {...nav} value={value} onChange={(key) => dispatch(show(key))} />;
}
