// `npm start` never leaves its servers behind: killed hard (SIGKILL) or failing on an uncaught
// exception (the gateway runs in its process), the API and the rendering server stop and free their
// ports. And what it prints ends with the one-time admin password and where Folio runs: the servers'
// logs go to a file. start.mjs runs as it is, in a copy of scripts/ whose install and build steps do
// nothing, with small stand-ins in place of the built servers (which stop on SIGTERM, as the real ones
// do; the API's logs as the real one does).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeLine } from './server-output.mjs';

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

/** The API's stand-in logs as pino does (a JSON line per request) and prints a first start's password notice. */
const API_STAND_IN = `${STAND_IN}
const log = (level, msg, extra = {}) => console.log(JSON.stringify({ level, time: Date.now(), service: 'folio-api', ...extra, msg }));
log(30, 'seeded an empty database with the sample portfolio');
process.stdout.write(['', '  An admin account was created for the console at /admin:', '    username: admin', '    password: stand-in-password-123', '  It is shown this once; set ADMIN_PASSWORD to choose your own.', ''].join('\\n') + '\\n');
log(40, 'removed admin accounts other than ADMIN_USERNAME');
server.on('request', (req) => log(30, 'request', { method: req.method, url: req.url, status: 200 }));
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
  // What node-version.mjs reads (no "type": the stand-ins below are CommonJS).
  writeFileSync(join(root, 'package.json'), JSON.stringify({ engines: { node: '>=22.12' } }));
  copyFileSync(join(scripts, '..', '.nvmrc'), join(root, '.nvmrc'));
  writeFileSync(join(root, 'scripts', 'ensure-install.mjs'), 'export function ensureInstall() {}\n');
  writeFileSync(join(root, 'scripts', 'build.mjs'), '');
  if (gateway) writeFileSync(join(root, 'scripts', 'gateway.mjs'), gateway);
  symlinkSync(join(scripts, '..', 'nginx'), join(root, 'nginx'));
  for (const [main, standIn] of [['api/dist/main.js', API_STAND_IN], ['public-site/dist-server/main.js', STAND_IN]]) {
    mkdirSync(join(root, main, '..'), { recursive: true });
    writeFileSync(join(root, main), standIn);
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
async function startFolio(root, settings = {}) {
  const [port, apiPort, renderPort] = [await freePort(), await freePort(), await freePort()];
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|NODE_ENV$|TRUSTED_PROXIES$|LOG_FILE$|SQLITE_FILE$)/i.test(name)));
  const start = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...env, PORT: String(port), API_PORT: String(apiPort), RENDER_PORT: String(renderPort), ...settings },
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
function cleanUp({ start, pids }, root, { keep = false } = {}) {
  start.kill('SIGKILL');
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone, as it should be
    }
  }
  if (!keep) rmSync(root, { recursive: true, force: true });
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

describe('what npm start prints', () => {
  const PASSWORD_NOTICE = [
    '  An admin account was created for the console at /admin:',
    '    username: admin',
    '    password: stand-in-password-123',
    '  It is shown this once; set ADMIN_PASSWORD to choose your own.',
  ];
  const terminalLines = (output) => output.split('\n').filter((line) => line.trim() !== '');

  it('ends with the one-time password and where Folio runs; the request logs go to data/logs/folio.log, warnings show', async () => {
    const root = writeProject();
    const folio = await startFolio(root);
    try {
      expect((await fetch(`http://127.0.0.1:${folio.port}/api/posts`)).status).toBe(200);
      await sleep(300);
      const lines = terminalLines(folio.start.output);
      expect(lines.slice(-5)).toEqual([...PASSWORD_NOTICE, `Folio is running on http://localhost:${folio.port} (console at /admin, API at /api)`]);
      expect(lines).toContain("The servers' logs (one line per request) go to data/logs/folio.log; LOG_FILE=- shows them here instead.");
      expect(lines).toContain('API warning: removed admin accounts other than ADMIN_USERNAME');
      expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
      const log = readFileSync(join(root, 'data/logs/folio.log'), 'utf8');
      expect(log).toContain('"msg":"seeded an empty database with the sample portfolio"');
      expect(log).toMatch(/"method":"GET","url":"\/api\/posts","status":200,"msg":"request"/);
      // The password is shown once, never written down.
      expect(log).not.toContain('stand-in-password-123');
    } finally {
      cleanUp(folio, root);
    }
  }, 30_000);

  it('keeps the logs beside SQLITE_FILE, or in the terminal with LOG_FILE=-', async () => {
    const root = writeProject();
    const beside = await startFolio(root, { SQLITE_FILE: 'elsewhere/folio.sqlite' });
    await sleep(300);
    cleanUp(beside, root, { keep: true });
    expect(readFileSync(join(root, 'elsewhere/logs/folio.log'), 'utf8')).toContain('"msg":"request"');
    const inTerminal = await startFolio(root, { LOG_FILE: '-' });
    try {
      expect(inTerminal.start.output).toMatch(/^\{"level":30,.*"msg":"request"\}$/m);
      expect(existsSync(join(root, 'data/logs'))).toBe(false);
    } finally {
      cleanUp(inTerminal, root);
    }
  }, 30_000);

  it('routes each line a server prints: JSON logs to the file, warnings summed up, the API plain text held for the end', () => {
    expect(routeLine('API', 'stdout', '{"level":30,"msg":"request","url":"/"}')).toEqual({ file: true });
    expect(routeLine('API', 'stdout', '{"level":50,"msg":"mail failed","err":{"message":"ECONNREFUSED"}}')).toEqual({ file: true, terminal: 'API error: mail failed: ECONNREFUSED' });
    expect(routeLine('API', 'stdout', '    password: abc')).toEqual({ file: false, hold: '    password: abc' });
    expect(routeLine('API', 'stderr', 'Folio API failed to start: boom')).toEqual({ file: true, terminal: 'Folio API failed to start: boom' });
    expect(routeLine('rendering server', 'stdout', 'Public site rendering on http://127.0.0.1:8082')).toEqual({ file: true });
  });
});
