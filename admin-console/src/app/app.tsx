import { FolioThemeProvider, ToastProvider } from '@folio/shared-ui';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import styled from 'styled-components';
import { createConsoleRouter, type ConsoleRouter } from './router';
import { createStore, type AppStore } from './store';

const Main = styled.main`
  min-height: 100vh;
`;

/** The console: its screens under /admin (app/router.tsx), without the public layout. */
export function App({ store: given, router: givenRouter }: { store?: AppStore; router?: ConsoleRouter }) {
  const [store] = useState(() => given ?? createStore());
  const [router] = useState(() => givenRouter ?? createConsoleRouter());
  return (
    <Provider store={store}>
      <FolioThemeProvider>
        <ToastProvider>
          <Main>
            <RouterProvider router={router} />
          </Main>
        </ToastProvider>
      </FolioThemeProvider>
    </Provider>
  );
}
