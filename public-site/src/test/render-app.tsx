import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/page-routes';
import { makeStore } from '../app/store';

/** What a test may do with the app's router: read where it is, go somewhere. */
export interface TestRouter {
  location: Location;
  navigate: NavigateFunction;
}

/** Keeps `router` up to date with the app's router, from inside it. */
export function RouterProbe({ router }: { router: Partial<TestRouter> }) {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}

/** The whole app at `path` (real routes, store and providers; the API is msw's). */
export function renderApp(path = '/', { strict = false, advanceTimers }: { strict?: boolean; advanceTimers?: (ms: number) => void } = {}) {
  const store = makeStore();
  const router = {} as TestRouter;
  const tree = (
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe router={router} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>
  );
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, store, router, user };
}

/** The current URL of the app's router, as path + query + hash. */
export const currentUrl = (router: TestRouter) => {
  const { pathname, search, hash } = router.location;
  return `${pathname}${search}${hash}`;
};
