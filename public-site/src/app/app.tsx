import type { ThemeMode } from '@folio/shared-ui';
import type { ReactNode } from 'react';
import { AppProviders } from './providers';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  /** The router: the rendering server's static one, or a test's memory router. */
  children: ReactNode;
  themeMode?: ThemeMode;
  primaryColour?: string;
}

/**
 * The whole public site around a router, as the rendering server renders every page: never
 * hydrated as a whole (the browser hydrates only the islands in it, islands/client.ts).
 */
export function App({ store, children, themeMode, primaryColour }: AppProps) {
  return (
    <AppProviders store={store} themeMode={themeMode} primaryColour={primaryColour}>
      {children}
    </AppProviders>
  );
}
