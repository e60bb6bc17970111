// `npm test`: installs what is missing, then lint, the type checks and the unit suites, stopping at the
// first that fails; arguments go to jest (`npm test -- api/test/auth.test.ts`). One Node process runs
// the steps in turn, so that on a Node older than `engines` the rerun under Node 24 (node-version.mjs)
// covers every one of them: npm, ESLint, tsc and jest start from the PATH it gives.
import './node-version.mjs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstall();
const extra = process.argv.slice(2);
for (const [script, args] of [['lint', []], ['typecheck', []], ['test:unit', extra]]) {
  const result = spawnSync('npm', ['run', script, ...(args.length > 0 ? ['--', ...args] : [])], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
