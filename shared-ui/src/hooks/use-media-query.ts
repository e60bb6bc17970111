import { LIMITS } from '@folio/contracts';
import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when it changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Width of 768 px or less: the spec's mobile breakpoint. */
export const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpointPx}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
