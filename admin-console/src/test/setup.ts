import { dismissToast } from '@folio/shared-ui';
import { act, cleanup } from '@testing-library/react';
import { disposeRouters } from './routers';
import { server } from './server';
import { installMatchMedia } from './viewport';

installMatchMedia();

// No federation remote is served under jest: the live previews show their plain fallback unless a test serves one.
jest.mock('../features/preview/load-remote', () => ({
  loadRemote: (name: string) => Promise.reject(new Error(`publicSite/${name} is not served under jest`)),
}));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every test opens the console at /admin/ unless it says otherwise (the history outlives a test).
beforeEach(() => window.history.replaceState(null, '', '/admin/'));
afterEach(() => {
  cleanup();
  disposeRouters();
  act(() => dismissToast());
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
