// `npm run test:e2e`: the suites that drive real programs installed from Debian's packages (nginx,
// docker-compose, Chromium with the browser journeys), kept out of `npm test` so that a fresh
// machine passes it; .ci/run installs them first.
import { workspaceConfig } from './jest.workspace.js';

const suite = (name, folder) => workspaceConfig({ displayName: name, roots: [`<rootDir>/${folder}`], testMatch: ['**/*.test.mjs'] });

export default {
  testTimeout: 60_000,
  projects: [suite('nginx', 'nginx'), suite('e2e', 'e2e')],
};
