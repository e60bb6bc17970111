import { dismissToast } from '@folio/shared-ui';
import { act, cleanup } from '@testing-library/react';
import { server } from './server';
import { installMatchMedia } from './viewport';

installMatchMedia();

// No federation remote is served under jest: the live previews show their plain fallback unless a test serves one.
jest.mock('../features/preview/load-remote', () => ({
  loadRemote: (name: string) => Promise.reject(new Error(`publicSite/${name} is not served under jest`)),
}));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  act(() => dismissToast());
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
