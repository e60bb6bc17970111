// `NODE_ENV=production npm start` on a clean copy of the repository, as a server or hosting panel runs
// it: the first start installs everything the build needs (npm alone would leave the dev dependencies
// out), builds, and serves the site; the second start finds the install recorded and serves again.
// The copy is what a clone of the working tree would hold (tracked and new files, nothing ignored), so
// no node_modules, no builds and no database come along. npm's cache is shared, the install is real
// (a few minutes). CI runs this file on Node 24 and again on Node 26.
// Then a newcomer's `npm start` on another fresh copy under the machine's own Node 20 (/usr/bin/node
// first on PATH): it fetches Node 24 into .node/, runs under it, serves the site, and what it prints
// ends with the one-time admin password and the "running" line, no JSON log line among it.
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

async function expectServedSite(origin) {
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
    await expectServedSite(origin);
  },
  FIRST_START_MS + 60_000,
);

it('starts again without installing again', async () => {
  expect(existsSync(join(copy, 'node_modules/.folio-installed-lock'))).toBe(true);
  start = npmStart(copy, env);
  await running(start, 3 * 60_000);
  expect(start.output()).not.toContain('Installing dependencies');
  await expectServedSite(origin);
}, 4 * 60_000);

// What it checks does not depend on the Node jest runs on: it runs on the pass under the project's own
// (.nvmrc), not again under Node 26.
const onProjectNode = process.versions.node.split('.')[0] === readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const MACHINE_NODE = '/usr/bin/node';

(onProjectNode ? describe : describe.skip)("a newcomer's npm start on the machine's Node 20", () => {
  let fresh;
  let newcomer;
  let newcomerOrigin;

  beforeAll(async () => {
    fresh = cleanCopy();
    const port = await freePort();
    // /usr/bin first, and no other folder that holds a node (the .node/24 this run may be under).
    const path = ['/usr/bin', ...process.env.PATH.split(':').filter((dir) => dir !== '/usr/bin' && !existsSync(join(dir, 'node')))].join(':');
    const env = operatorEnv({ PATH: path, PORT: String(port), API_PORT: String(await freePort()), RENDER_PORT: String(await freePort()) });
    delete env.npm_config_nodedir;
    newcomer = { env };
    newcomerOrigin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await newcomer?.start?.stop();
    if (fresh) rmSync(fresh, { recursive: true, force: true });
  });

  it(
    'fetches Node 24 once, serves the site under it, and ends its output with the admin password and where Folio runs',
    async () => {
      const machineNode = spawnSync(MACHINE_NODE, ['--version'], { encoding: 'utf8' }).stdout?.trim();
      expect(machineNode).toMatch(/^v(18|20)\./);
      newcomer.start = npmStart(fresh, newcomer.env);
      await running(newcomer.start, FIRST_START_MS);
      await expectServedSite(newcomerOrigin);
      // A few more requests, each a line of the API's log: none of them reaches the terminal.
      for (const path of ['/blog', '/api/blog/posts', '/admin/']) expect((await fetch(`${newcomerOrigin}${path}`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1000));

      const lines = newcomer.start.output().split('\n').filter((line) => line.trim() !== '');
      expect(lines).toContain(`This is Node ${machineNode}, older than the 22.12 Folio needs: fetching Node 24 from the npm registry into .node/24 (this once) and running it under that.`);
      expect(existsSync(join(fresh, '.node/24/bin/node'))).toBe(true);
      expect(lines.slice(-5)).toEqual([
        '  An admin account was created for the console at /admin:',
        '    username: admin',
        expect.stringMatching(/^ {4}password: \S{12,}$/),
        '  It is shown this once; set ADMIN_PASSWORD to choose your own.',
        `Folio is running on http://localhost:${new URL(newcomerOrigin).port} (console at /admin, API at /api)`,
      ]);
      expect(lines.filter((line) => line.trimStart().startsWith('{'))).toEqual([]);
      // The build said one line per app, and none of Vite's listings or of rolldown's notes.
      expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^Built public-site in [\d.]+ s$/), expect.stringMatching(/^Built admin-console in [\d.]+ s$/)]));
      expect(newcomer.start.output()).not.toMatch(/modules transformed|PLUGIN_TIMINGS|INEFFECTIVE_DYNAMIC_IMPORT/);
      const log = readFileSync(join(fresh, 'data/logs/folio.log'), 'utf8');
      expect(log).toMatch(/"url":"\/api\/blog\/posts","status":200,"ms":\d+,"msg":"request"/);
      expect(log).not.toContain('password: ');
    },
    FIRST_START_MS + 60_000,
  );
});
