import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from the render
 * right after (and always in a page rendered only in the browser). What depends on the window's
 * width renders for every width first, with CSS choosing, then as the width says.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
