import { dismissToast } from '@folio/shared-ui';
import { act, cleanup } from '@testing-library/react';
import { disposeRouters } from './routers';
import { server } from './server';
import { installMatchMedia } from './viewport';
// The case studies' rich-text editor measures the selection, which jsdom cannot.
import '../features/rich-text/testing/layout-stubs';

installMatchMedia();

// No federation remote is served under jest: the live previews show their plain fallback unless a test serves one.
jest.mock('../features/preview/load-remote', () => ({
  loadRemote: (name: string) => Promise.reject(new Error(`publicSite/${name} is not served under jest`)),
}));

// uPlot draws on a canvas, which jsdom has not: the overview's chart is left out, and its table (always rendered) is what tests read.
jest.mock('../features/overview/series-chart', () => ({ __esModule: true, default: () => null }));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Every test opens the console at Companies, the default content section, unless it says otherwise
// (the history outlives a test); /admin itself opens the Overview (features/overview, app/routes.test.tsx).
beforeEach(() => window.history.replaceState(null, '', '/admin/companies'));
afterEach(() => {
  cleanup();
  disposeRouters();
  act(() => dismissToast());
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
