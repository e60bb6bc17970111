// The install step of `npm start` on a small project of local packages (no registry needed): a
// runtime dependency and a dev dependency standing for the build tools (TypeScript, Vite).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installProblems } from './ensure-install.mjs';

const script = fileURLToPath(new URL('./ensure-install.mjs', import.meta.url));
const stampOf = (root) => join(root, 'node_modules/.folio-installed-lock');

// Children get the environment an operator's shell would give, not the npm_config_* of whoever runs jest.
const cleanEnv = (extra) => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'NODE_ENV')),
  ...extra,
});

function writeJson(path, value) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, JSON.stringify(value, null, 2));
}

/** `npm start`'s install step in a child process, as the scripts run it. */
function ensureInstall(root, env = {}) {
  const code = `import { ensureInstall } from ${JSON.stringify(script)}; ensureInstall(${JSON.stringify(root)});`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8', env: cleanEnv(env) });
}

let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'folio-install-'));
  writeJson(join(root, 'packages/runtime-lib/package.json'), { name: 'runtime-lib', version: '1.0.0' });
  writeJson(join(root, 'packages/build-tool/package.json'), { name: 'build-tool', version: '1.0.0' });
  writeJson(join(root, 'package.json'), {
    name: 'probe',
    version: '1.0.0',
    private: true,
    dependencies: { 'runtime-lib': 'file:./packages/runtime-lib' },
    devDependencies: { 'build-tool': 'file:./packages/build-tool' },
  });
  const lock = spawnSync('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund'], { cwd: root, encoding: 'utf8', env: cleanEnv() });
  if (lock.status !== 0) throw new Error(lock.stderr);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('installs the dev dependencies under NODE_ENV=production, records it, and does not install again', () => {
  const first = ensureInstall(root, { NODE_ENV: 'production', npm_config_omit: 'dev' });
  expect(first.status).toBe(0);
  expect(existsSync(join(root, 'node_modules/build-tool/package.json'))).toBe(true);
  expect(existsSync(stampOf(root))).toBe(true);

  const second = ensureInstall(root, { NODE_ENV: 'production' });
  expect(second.status).toBe(0);
  expect(second.stdout).not.toContain('Installing dependencies');
});

it('does not accept the tree npm leaves under NODE_ENV=production, though npm exits 0', () => {
  const plain = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, encoding: 'utf8', env: cleanEnv({ NODE_ENV: 'production' }) });
  expect(plain.status).toBe(0);
  expect(existsSync(join(root, 'node_modules/build-tool'))).toBe(false);
  expect(installProblems(root)).toMatch(/missing: build-tool/);
});

it('installs again over the record an earlier version wrote for a tree without the dev dependencies', () => {
  spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, env: cleanEnv({ NODE_ENV: 'production' }) });
  const lockHash = createHash('sha256').update(readFileSync(join(root, 'package-lock.json'))).digest('hex');
  writeFileSync(stampOf(root), lockHash);

  const upgraded = ensureInstall(root, { NODE_ENV: 'production' });
  expect(upgraded.status).toBe(0);
  expect(upgraded.stdout).toContain('Installing dependencies');
  expect(existsSync(join(root, 'node_modules/build-tool/package.json'))).toBe(true);
});

it('records nothing when the install fails, and removes the record of an earlier lock', () => {
  mkdirSync(join(root, 'node_modules'), { recursive: true });
  writeFileSync(stampOf(root), 'the hash of an earlier package-lock.json');
  // A build step that fails, as a native module's compile can: npm exits non-zero but leaves both packages in place.
  writeJson(join(root, 'packages/runtime-lib/package.json'), { name: 'runtime-lib', version: '1.0.0', scripts: { install: 'exit 3' } });

  const failed = ensureInstall(root);
  expect(failed.status).toBe(1);
  expect(failed.stderr).toContain('npm install failed (exit code 3)');
  expect(failed.stderr).toContain('Nothing was recorded as installed');
  expect(existsSync(stampOf(root))).toBe(false);

  // Once the cause is fixed, the next run installs again and records it.
  writeJson(join(root, 'packages/runtime-lib/package.json'), { name: 'runtime-lib', version: '1.0.0' });
  const fixed = ensureInstall(root);
  expect(fixed.status).toBe(0);
  expect(fixed.stdout).toContain('Installing dependencies');
  expect(readFileSync(stampOf(root), 'utf8')).toMatch(/^with-dev [0-9a-f]{64}$/);
});
