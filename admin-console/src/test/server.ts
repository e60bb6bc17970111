import { setupServer } from 'msw/node';

/** One msw server for the whole run; each test installs its own fake API on it. */
export const server = setupServer();
