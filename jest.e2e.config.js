// `npm run test:e2e`: the suites that drive real programs installed from Debian's packages (nginx,
// docker-compose, Chromium with the browser journeys) or on the machines (kubectl, whose kustomize
// builds the Kubernetes manifests), kept out of `npm test` so that a fresh machine passes it; .ci/run
// installs what Debian has first.
import { workspaceConfig } from './jest.workspace.js';

const suite = (name, folder, extra = {}) =>
  workspaceConfig({ displayName: name, repoRoot: '<rootDir>', roots: [`<rootDir>/${folder}`], testMatch: ['**/*.test.mjs'], ...extra });

export default {
  testTimeout: 120_000,
  // Two files at a time: each browser file runs Chromium, nginx, the API and MariaDB of its own, and
  // spends most of its time waiting on them; on 2 cores two took the run from about 23 minutes to 14
  // (every file passing, with the trials' images building beside it).
  maxWorkers: 2,
  testSequencer: '<rootDir>/e2e/slowest-first-sequencer.mjs',
  projects: [
    suite('nginx', 'nginx'),
    suite('kubernetes', 'deploy/kubernetes'),
    suite('e2e', 'e2e', { globalSetup: '<rootDir>/e2e/global-setup.mjs', globalTeardown: '<rootDir>/e2e/global-teardown.mjs' }),
  ],
};
