import type { ThemeMode } from '@folio/shared-ui';
import { useEffect, type ReactNode } from 'react';
import { AppProviders } from './providers';
import type { AppStore } from './store';
import { usePrefetchOnIntent } from './use-prefetch-on-intent';

export interface AppProps {
  store: AppStore;
  /** The router: the browser's, or the rendering server's static one. */
  children: ReactNode;
  themeMode?: ThemeMode;
  primaryColour?: string;
}

/** The whole public site around a router; the server and the browser render the very same tree. */
export function App({ store, children, themeMode, primaryColour }: AppProps) {
  // Says the page is live (hydrated, or rendered here): what the browser tests wait for before clicking.
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  usePrefetchOnIntent(store);
  return (
    <AppProviders store={store} themeMode={themeMode} primaryColour={primaryColour}>
      {children}
    </AppProviders>
  );
}
