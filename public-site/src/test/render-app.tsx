import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { makeStore } from '../app/store';

/** The whole app at `path` (real routes, store and providers; the API is msw's). */
export function renderApp(path = '/', { strict = false, advanceTimers }: { strict?: boolean; advanceTimers?: (ms: number) => void } = {}) {
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const tree = (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, store, router, user };
}

/** The current URL of a memory router, as path + query + hash. */
export const currentUrl = (router: ReturnType<typeof createMemoryRouter>) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};
