import { dismissToast } from '@folio/shared-ui';
import { act, cleanup } from '@testing-library/react';
import { server } from './server';
import { installMatchMedia } from './viewport';

installMatchMedia();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  act(() => dismissToast());
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
