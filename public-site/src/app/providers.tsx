import { FolioThemeProvider, ToastProvider } from '@folio/shared-ui';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

/** Store, theme (mode + persona accent) and toasts around the whole app. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <FolioThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </FolioThemeProvider>
    </Provider>
  );
}
