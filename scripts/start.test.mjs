// `npm start` never leaves its servers behind: killed hard (SIGKILL) or failing on an uncaught
// exception (the gateway runs in its process), the API and the rendering server stop and free their
// ports. start.mjs runs as it is, in a copy of scripts/ whose install and build steps do nothing,
// with two small stand-ins in place of the built servers (which stop on SIGTERM, as the real ones do).
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const scripts = fileURLToPath(new URL('.', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const STAND_IN = `const { createServer } = require('node:http');
const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ pid: process.pid }));
});
server.listen(Number(process.env.PORT), process.env.HOST);
process.once('SIGTERM', () => server.close(() => process.exit(0)));
`;

/** A gateway whose `/crash` throws outside any request handler, as a bug in a stream callback does. */
const CRASHING_GATEWAY = `import { createServer } from 'node:http';
export function startGateway({ port, host = '0.0.0.0' }) {
  const server = createServer((req, res) => {
    if (req.url === '/crash') setImmediate(() => { throw new Error('a bug in the gateway'); });
    res.end('stand-in gateway');
  });
  server.listen(port, host);
  return server;
}
`;

/** A project with this scripts/ folder (install and build stubbed) and stand-ins for the built servers. */
function writeProject({ gateway } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'folio-start-'));
  mkdirSync(join(root, 'scripts'));
  for (const name of readdirSync(scripts).filter((file) => file.endsWith('.mjs') && !file.endsWith('.test.mjs'))) {
    copyFileSync(join(scripts, name), join(root, 'scripts', name));
  }
  writeFileSync(join(root, 'scripts', 'ensure-install.mjs'), 'export function ensureInstall() {}\n');
  writeFileSync(join(root, 'scripts', 'build.mjs'), '');
  if (gateway) writeFileSync(join(root, 'scripts', 'gateway.mjs'), gateway);
  symlinkSync(join(scripts, '..', 'nginx'), join(root, 'nginx'));
  for (const main of ['api/dist/main.js', 'public-site/dist-server/main.js']) {
    mkdirSync(join(root, main, '..'), { recursive: true });
    writeFileSync(join(root, main), STAND_IN);
  }
  return root;
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether nothing listens on the port any more. */
const refused = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

async function released(ports, within = 5_000) {
  for (const started = Date.now(); Date.now() - started < within; await sleep(100)) {
    if ((await Promise.all(ports.map(refused))).every(Boolean)) return true;
  }
  return false;
}

/** `node scripts/start.mjs` in `root`; resolves once it says Folio is running, with the servers' pids. */
async function startFolio(root) {
  const [port, apiPort, renderPort] = [await freePort(), await freePort(), await freePort()];
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'NODE_ENV' && name !== 'TRUSTED_PROXIES'));
  const start = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...env, PORT: String(port), API_PORT: String(apiPort), RENDER_PORT: String(renderPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  start.output = '';
  start.stdout.on('data', (chunk) => (start.output += chunk));
  start.stderr.on('data', (chunk) => (start.output += chunk));
  start.exited = new Promise((resolve) => start.once('exit', (code, signal) => resolve({ code, signal })));
  for (let waited = 0; !start.output.includes('Folio is running'); waited += 100) {
    if (waited > 15_000 || start.exitCode !== null) throw new Error(`npm start did not come up:\n${start.output}`);
    await sleep(100);
  }
  const pidOf = async (port) => (await (await fetch(`http://127.0.0.1:${port}/`)).json()).pid;
  return { start, port, apiPort, renderPort, pids: [await pidOf(apiPort), await pidOf(renderPort)] };
}

/** Whatever a failed run left behind goes (by pid), so that one failure does not hold ports for the next. */
function cleanUp({ start, pids }, root) {
  start.kill('SIGKILL');
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
  rmSync(root, { recursive: true, force: true });
}

describe('npm start leaves no server behind', () => {
  it('killed hard (SIGKILL), it takes the API and the rendering server with it: their ports are free again', async () => {
    const root = writeProject();
    const folio = await startFolio(root);
    try {
      // Up through the real gateway first.
      expect((await fetch(`http://127.0.0.1:${folio.port}/api/health`)).status).toBe(200);
      folio.start.kill('SIGKILL');
      await folio.start.exited;
      expect(await released([folio.apiPort, folio.renderPort])).toBe(true);
    } finally {
      cleanUp(folio, root);
    }
    }, 30_000);

  it('failing on an uncaught exception in the gateway, it stops both servers and exits non-zero, saying why', async () => {
    const root = writeProject({ gateway: CRASHING_GATEWAY });
    const folio = await startFolio(root);
    try {
      await fetch(`http://127.0.0.1:${folio.port}/crash`);
      const { code } = await folio.start.exited;
      expect(code).not.toBe(0);
      expect(folio.start.output).toContain('a bug in the gateway');
      expect(await released([folio.port, folio.apiPort, folio.renderPort])).toBe(true);
    } finally {
      cleanUp(folio, root);
    }
    }, 30_000);
});
