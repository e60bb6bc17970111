import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './routes';
import { makeStore } from './store';

export function App() {
  const [store] = useState(makeStore);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
