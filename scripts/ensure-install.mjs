// Installs the workspace dependencies when they are missing or were installed from another
// package-lock.json, so that `npm start` and `npm test` work on a fresh clone. Dev dependencies are
// installed whatever NODE_ENV says: the build needs TypeScript and Vite, and under NODE_ENV=production
// npm leaves them out and still exits 0. The install is recorded as done only once it is checked whole.
// The scripts that use it (start, dev, test) import node-version.mjs first; run on its own, it does too.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STAMP = 'node_modules/.folio-installed-lock';

/** Native modules that npm reports installed even when their build was skipped (ignore-scripts) or lost: each must load. */
const NATIVE_CHECKS = {
  'better-sqlite3': "new (require('better-sqlite3'))(':memory:').close()",
};

export class InstallError extends Error {
  name = 'InstallError';
}

// What the stamp holds. Stamps written before dev dependencies were always installed hold the bare
// hash, and may vouch for a tree without them: they no longer match, so that tree is installed again.
const stampText = (root) => `with-dev ${createHash('sha256').update(readFileSync(join(root, 'package-lock.json'))).digest('hex')}`;

/** What is missing or broken in `root`'s node_modules, or null when every dependency (dev ones too) is there and loads. */
export function installProblems(root) {
  // --include=dev: under NODE_ENV=production `npm ls` would not look for dev dependencies either.
  const ls = spawnSync('npm', ['ls', '--include=dev'], { cwd: root, encoding: 'utf8' });
  if (ls.status !== 0) {
    const lines = `${ls.stdout}\n${ls.stderr}`.split('\n').filter((line) => /missing|invalid|extraneous/i.test(line));
    return `These dependencies are missing or at the wrong version:\n${(lines.length > 0 ? lines : [ls.stderr.trim()]).join('\n')}`;
  }
  for (const [name, check] of Object.entries(NATIVE_CHECKS)) {
    if (!existsSync(join(root, 'node_modules', name))) continue;
    const load = spawnSync(process.execPath, ['-e', check], { cwd: root, encoding: 'utf8' });
    if (load.status !== 0) return `${name} is installed but its native module does not load (was its build skipped or did it fail?):\n${load.stderr.trim()}`;
  }
  return null;
}

/** Installs `root`'s dependencies unless the stamp says this very lock is installed; returns whether it installed. */
export function installDependencies(root) {
  const stamp = join(root, STAMP);
  const expected = stampText(root);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === expected) return false;
  // From here on node_modules is in flux: a stamp of an earlier lock must not vouch for it.
  rmSync(stamp, { force: true });
  console.log('Installing dependencies; the first time takes a few minutes...');
  // Not `npm ci`: see .ci/run for why the lock is installed with `npm install`.
  const result = spawnSync('npm', ['install', '--include=dev', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.error) throw new InstallError(`Could not run npm: ${result.error.message}`);
  if (result.status !== 0) throw new InstallError(`npm install failed (${result.signal ?? `exit code ${result.status}`}); see its output above.`);
  const problems = installProblems(root);
  if (problems) throw new InstallError(`npm install finished, but the installation is incomplete. ${problems}`);
  writeFileSync(stamp, expected);
  return true;
}

/** For the scripts: install what is missing, or say what went wrong and exit. */
export function ensureInstall(root = fileURLToPath(new URL('..', import.meta.url))) {
  try {
    installDependencies(root);
  } catch (error) {
    if (!(error instanceof InstallError)) throw error;
    console.error(`${error.message}\nNothing was recorded as installed: the next run installs again.`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) import('./node-version.mjs').then(() => ensureInstall());
