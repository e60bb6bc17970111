// Builds what is stale once for every browser suite, and names the run's screenshot folder.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export default function globalSetup() {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed: see above');
  process.env.E2E_SCREENSHOTS ??= join(root, 'e2e/artifacts/screenshots', new Date().toISOString().replace(/[:.]/g, '-'));
}
