import { FolioThemeProvider, ToastProvider } from '@folio/shared-ui';
import { useState } from 'react';
import { Provider } from 'react-redux';
import styled from 'styled-components';
import { Dashboard } from './dashboard/dashboard';
import { SessionGate } from '../features/session/session-gate';
import { createStore, type AppStore } from './store';

const Main = styled.main`
  min-height: 100vh;
`;

/** The console: one page at /admin, without the public layout. */
export function App({ store: given }: { store?: AppStore }) {
  const [store] = useState(() => given ?? createStore());
  return (
    <Provider store={store}>
      <FolioThemeProvider>
        <ToastProvider>
          <Main>
            <SessionGate>{(username) => <Dashboard username={username} />}</SessionGate>
          </Main>
        </ToastProvider>
      </FolioThemeProvider>
    </Provider>
  );
}
