// Installs the workspace dependencies when they are missing or were installed from another
// package-lock.json, so that `npm start` and `npm test` work on a fresh clone.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = `${root}node_modules/.folio-installed-lock`;
const lockHash = () => createHash('sha256').update(readFileSync(`${root}package-lock.json`)).digest('hex');

export function ensureInstall() {
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash()) return;
  console.log('Installing dependencies; the first time takes a few minutes...');
  // Not `npm ci`: see .ci/run for why the lock is installed with `npm install`.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, lockHash());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstall();
