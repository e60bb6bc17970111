// Builds the TypeScript projects (incrementally) and each app whose build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

run(['exec', '--', 'tsc', '-b', 'tsconfig.json']);
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];
const shared = Math.max(newestChange(join(root, 'shared-ui/src')), newestChange(join(root, 'contracts/src')));
for (const app of ['public-site', 'admin-console']) {
  const built = join(root, app, 'dist/index.html');
  const changed = Math.max(shared, ...sources.map((source) => newestChange(join(root, app, source))));
  if (!existsSync(built) || statSync(built).mtimeMs < changed) run(['run', 'build', `--workspace=${app}`]);
}
