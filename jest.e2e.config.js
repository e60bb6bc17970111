// `npm run test:e2e`: the suites that drive real servers installed from Debian's packages (nginx now,
// Chromium with the browser journeys), kept out of `npm test` so that a fresh machine passes it.
import { workspaceConfig } from './jest.workspace.js';

export default {
  testTimeout: 60_000,
  projects: [workspaceConfig({ displayName: 'nginx', roots: ['<rootDir>/nginx'], testMatch: ['**/*.test.mjs'] })],
};
