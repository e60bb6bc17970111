// `NODE_ENV=production npm start` on a clean copy of the repository, as a server or hosting panel runs
// it: the first start installs everything the build needs (npm alone would leave the dev dependencies
// out), builds, and serves the site; the second start finds the install recorded and serves again.
// The copy is what a clone of the working tree would hold (tracked and new files, nothing ignored), so
// no node_modules, no builds and no database come along. npm's cache is shared, the install is real
// (a few minutes). CI runs this file on Node 24 and again on Node 26.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../nginx/nginx-runner.mjs';
import { operatorEnv, spawnGroup } from './support/process-group.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const FIRST_START_MS = 15 * 60_000;

function cleanCopy() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  const copy = mkdtempSync(join(tmpdir(), 'folio-start-anywhere-'));
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(root, file))) continue; // deleted in the working tree, not yet in git
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  return copy;
}

/** `npm start` in `dir`, in a process group of its own so that stopping it stops its servers too. */
const npmStart = (dir, env) => spawnGroup('npm', ['start'], { cwd: dir, env });

/** Waits for "Folio is running"; fails with the log's end if `npm start` exits or time runs out. */
async function running(start, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exit = null;
  void start.exited.then((code) => (exit = code));
  while (!start.output().includes('Folio is running on')) {
    if (exit !== null || Date.now() > deadline) {
      throw new Error(`npm start ${exit !== null ? `exited (${exit})` : 'did not say it was running in time'}; its output ends:\n${start.output().slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

let copy;
let env;
let origin;
let start;

beforeAll(async () => {
  copy = cleanCopy();
  const [port, apiPort, renderPort] = [await freePort(), await freePort(), await freePort()];
  env = operatorEnv({ NODE_ENV: 'production', PORT: String(port), API_PORT: String(apiPort), RENDER_PORT: String(renderPort) });
  origin = `http://127.0.0.1:${port}`;
});

afterEach(async () => {
  await start?.stop();
  start = undefined;
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

async function expectServedSite() {
  const health = await fetch(`${origin}/api/health`);
  expect(health.status).toBe(200);
  const home = await fetch(`${origin}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get('content-type')).toMatch(/^text\/html/);
  // Rendered by the server with the seeded owner's name: the chooser is in the HTML itself.
  const html = await home.text();
  expect(html).toMatch(/<h1[^>]*>Jordan Avery<\/h1>/);
  expect(html).toContain('Choose your path to explore my professional journey');
  expect(html).toMatch(/Explore (?:<!-- -->)?Enterprise Tech/);
}

it(
  'installs with the build tools, builds and serves the site on a fresh copy under NODE_ENV=production',
  async () => {
    start = npmStart(copy, env);
    await running(start, FIRST_START_MS);
    expect(start.output()).toContain('Installing dependencies');
    expect(existsSync(join(copy, 'node_modules/.folio-installed-lock'))).toBe(true);
    // The committed lock is complete for this Node: the install wrote nothing into it.
    expect(readFileSync(join(copy, 'package-lock.json'), 'utf8')).toBe(readFileSync(join(root, 'package-lock.json'), 'utf8'));
    await expectServedSite();
  },
  FIRST_START_MS + 60_000,
);

it('starts again without installing again', async () => {
  expect(existsSync(join(copy, 'node_modules/.folio-installed-lock'))).toBe(true);
  start = npmStart(copy, env);
  await running(start, 3 * 60_000);
  expect(start.output()).not.toContain('Installing dependencies');
  await expectServedSite();
}, 4 * 60_000);
