// Builds the TypeScript projects (incrementally) and each app whose build is missing or older than its
// sources; the public site's build is its client build and its rendering server's bundle (dist-server/).
// It says one line per app built: the tools' listings (stdout) are printed only when a step fails, their
// warnings and errors (stderr) always.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// A build is a production build whoever asks: jest (the e2e setup) sets NODE_ENV=test, with which Vite
// would emit React's development JSX that the renderer, running React's production build, cannot run.
const run = (command, args) => {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    if (result.error) console.error(`${command} failed: ${result.error.message}`);
    process.exit(result.status ?? 1);
  }
};

// The workspace's own tools, never `npm exec`, which would fetch an unrelated package named "tsc" when
// TypeScript is not installed.
function tool(path, name) {
  if (existsSync(join(root, path))) return join(root, path);
  console.error(`${name} is not installed (${path} is missing): run \`npm install --include=dev\`.`);
  process.exit(1);
}

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

run(process.execPath, [tool('node_modules/typescript/bin/tsc', 'TypeScript'), '-b', 'tsconfig.json']);
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];
const shared = Math.max(newestChange(join(root, 'shared-ui/src')), newestChange(join(root, 'contracts/src')));
// What each app's build makes: the public site's client build and its rendering server's bundle.
const outputs = {
  'public-site': ['dist/index.html', 'dist-server/main.js'],
  'admin-console': ['dist/index.html'],
};
for (const [app, built] of Object.entries(outputs)) {
  const changed = Math.max(shared, ...sources.map((source) => newestChange(join(root, app, source))));
  const oldest = Math.min(...built.map((file) => (existsSync(join(root, app, file)) ? statSync(join(root, app, file)).mtimeMs : 0)));
  if (oldest < changed) {
    tool('node_modules/vite/bin/vite.js', 'Vite');
    const started = Date.now();
    run('npm', ['run', 'build', `--workspace=${app}`]);
    console.log(`Built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
