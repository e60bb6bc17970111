// The Node version check that `npm start`, `npm run dev` and `npm test` import first: the decision as
// pure functions, then the real node-version.mjs and use-node.sh in a copy of the project that asks
// for a Node newer than the one running (99), with a stand-in for that Node's binary in .node/99.
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeVersionPlan, nodeVersionProblem, RERUN_MARK } from './node-version-plan.mjs';

const scripts = fileURLToPath(new URL('.', import.meta.url));

describe('the Node version check of npm start, npm run dev and npm test', () => {
  const linux = { engines: '>=22.12', recommended: '24', platform: 'linux', arch: 'x64', env: {}, fetched: false };

  it('finds an end-of-life Node too old, with the version needed and how to get it by hand', () => {
    const problem = nodeVersionProblem('v20.20.2', '>=22.12', '24');
    expect(problem).toContain('Folio needs Node.js 22.12 or newer (24 LTS recommended); this is v20.20.2.');
    expect(problem).toContain('nvm install');
    expect(problem).toContain('. scripts/use-node.sh');
  });

  it('finds a 22 older than the minor needed too old', () => {
    expect(nodeVersionProblem('v22.11.0', '>=22.12', '24')).toContain('this is v22.11.0');
  });

  it('lets the supported ones run', () => {
    for (const version of ['v22.12.0', 'v24.21.0', 'v26.10.0']) {
      expect(nodeVersionProblem(version, '>=22.12', '24')).toBeNull();
      expect(nodeVersionPlan({ ...linux, version })).toEqual({ action: 'run' });
    }
  });

  it('reruns the command under Node 24 on Linux x64, saying in one line that it fetches it the first time', () => {
    for (const version of ['v18.19.0', 'v20.20.2']) {
      const plan = nodeVersionPlan({ ...linux, version });
      expect(plan.action).toBe('rerun');
      expect(plan.notice).toBe(`This is Node ${version}, older than the 22.12 Folio needs: fetching Node 24 from the npm registry into .node/24 (this once) and running it under that.`);
    }
    const again = nodeVersionPlan({ ...linux, version: 'v20.20.2', fetched: true });
    expect(again.notice).toBe('This is Node v20.20.2, older than the 22.12 Folio needs: running it under Node 24 from .node/24.');
    expect(again.notice).not.toContain('\n');
  });

  it('stops with what to do where the npm registry has no Node for the machine, or when the rerun itself is too old', () => {
    const elsewhere = nodeVersionPlan({ ...linux, version: 'v20.20.2', platform: 'darwin', arch: 'arm64' });
    expect(elsewhere).toEqual({ action: 'stop', message: nodeVersionProblem('v20.20.2', '>=22.12', '24') });
    expect(nodeVersionPlan({ ...linux, version: 'v20.20.2', arch: 'arm64' }).action).toBe('stop');
    expect(nodeVersionPlan({ ...linux, version: 'v20.20.2', env: { [RERUN_MARK]: '1' } }).action).toBe('stop');
  });
});

// A stand-in for Node 99: `--version` as use-node.sh asks it, otherwise it reports its arguments and
// PATH, then exits 7, or on SIGTERM says so and exits 3.
const STAND_IN_NODE = `#!/bin/sh
if [ "$1" = "--version" ]; then echo v99.0.0; exit 0; fi
echo "stand-in node: $*"
echo "PATH=$PATH"
echo "nodedir=$npm_config_nodedir mark=$${RERUN_MARK}"
if [ "$FOLIO_TEST_WAIT" = "1" ]; then
  trap 'echo "stand-in node got SIGTERM"; exit 3' TERM
  echo waiting
  while :; do sleep 0.1; done
fi
exit 7
`;

/** A project asking for Node 99 (.nvmrc, engines) with the real node-version.mjs and use-node.sh; `withNode` puts the stand-in in .node/99. */
function writeProject({ withNode }) {
  const root = mkdtempSync(join(tmpdir(), 'folio-node-version-'));
  mkdirSync(join(root, 'scripts'));
  for (const file of ['node-version.mjs', 'node-version-plan.mjs', 'exit-with-parent.mjs', 'use-node.sh']) copyFileSync(join(scripts, file), join(root, 'scripts', file));
  writeFileSync(join(root, 'package.json'), JSON.stringify({ type: 'module', engines: { node: '>=99.0' } }));
  writeFileSync(join(root, '.nvmrc'), '99\n');
  writeFileSync(join(root, 'scripts', 'probe.mjs'), "import './node-version.mjs';\nconsole.log('the command ran on the Node that started it');\n");
  if (withNode) {
    mkdirSync(join(root, '.node', '99', 'bin'), { recursive: true });
    writeFileSync(join(root, '.node', '99', 'bin', 'node'), STAND_IN_NODE);
    chmodSync(join(root, '.node', '99', 'bin', 'node'), 0o755);
  }
  return root;
}

/** `node scripts/probe.mjs one two` in `root` on this Node; `{ child, output(), exited }`. */
function probe(root, env = {}) {
  const child = spawn(process.execPath, ['scripts/probe.mjs', 'one', 'two'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, exited };
}

describe('on a Node older than the project needs', () => {
  const roots = [];
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));
  const project = (options) => {
    const root = writeProject(options);
    roots.push(root);
    return root;
  };

  it('runs the same command again under the Node in .node/, first on its PATH, and ends with its exit code', async () => {
    const root = project({ withNode: true });
    const run = probe(root);
    expect(await run.exited).toEqual({ code: 7, signal: null });
    const output = run.output();
    expect(output).toContain(`This is Node ${process.version}, older than the 99.0 Folio needs: running it under Node 99 from .node/99.`);
    expect(output).toMatch(/^stand-in node: --import file:\S+\/scripts\/exit-with-parent\.mjs \S+\/scripts\/probe\.mjs one two$/m);
    expect(output).toContain(`PATH=${join(root, '.node/99/bin')}:`);
    expect(output).toContain(`nodedir=${join(root, '.node/99')} mark=1`);
    // The command itself never ran on the old Node.
    expect(output).not.toContain('the command ran on the Node that started it');
  });

  it('passes a SIGTERM on to the command it reran', async () => {
    const root = project({ withNode: true });
    const run = probe(root, { FOLIO_TEST_WAIT: '1' });
    while (!run.output().includes('waiting')) await new Promise((resolve) => setTimeout(resolve, 50));
    run.child.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 3, signal: null });
    expect(run.output()).toContain('stand-in node got SIGTERM');
  });

  it('stops with the old instructions when the npm registry cannot be reached', async () => {
    const root = project({ withNode: false });
    const run = probe(root, { npm_config_registry: 'http://127.0.0.1:9/', npm_config_fetch_retries: '0' });
    expect((await run.exited).code).toBe(1);
    const output = run.output();
    expect(output).toContain('fetching Node 99 from the npm registry into .node/99 (this once)');
    expect(output).toContain(`Folio needs Node.js 99.0 or newer (99 LTS recommended); this is ${process.version}.`);
    expect(output).toContain('. scripts/use-node.sh');
    expect(output).not.toContain('the command ran on the Node that started it');
  }, 60_000);
});
