import { FolioThemeProvider, type ThemeMode } from '@folio/shared-ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/** Store and theme (mode + persona accent) around the whole app; visitors are shown no toasts, so none load. */
export function AppProviders({
  store,
  children,
  themeMode,
  primaryColour,
}: {
  store: AppStore;
  children: ReactNode;
  /** The theme the page is rendered in (the visitor's cookie); theme-init.js sets the browser's own before the first paint. */
  themeMode?: ThemeMode;
  primaryColour?: string;
}) {
  return (
    <Provider store={store}>
      <FolioThemeProvider initialMode={themeMode} initialPrimaryColour={primaryColour}>
        {children}
      </FolioThemeProvider>
    </Provider>
  );
}
