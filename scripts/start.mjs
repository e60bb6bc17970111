// `npm start`: install what is missing, build what is stale, then run the API (which migrates and
// seeds on first start) and the public site's rendering server behind the local gateway on
// http://localhost:8080. Whatever NODE_ENV says: the install includes the build tools (dev
// dependencies) and both servers run in production mode. Their logs go to a file (server-output.mjs), so
// that the last lines printed are the one-time admin password of a first start and where Folio runs.
import './node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { startGateway } from './gateway.mjs';
import { serverOutput } from './server-output.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

ensureInstall();
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);
run(process.execPath, ['scripts/build.mjs']);

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const renderPort = Number(process.env.RENDER_PORT ?? port + 2);
const children = new Map();
let stopping = false;
let exitCode = 0;
const output = serverOutput(process.env, root);
if (output.where) console.log(`The servers' logs (one line per request) go to ${output.where}; LOG_FILE=- shows them here instead.`);

// Each server stops when this process is gone, however it went (exit-with-parent.mjs watches the IPC channel).
const exitWithParent = new URL('./exit-with-parent.mjs', import.meta.url).href;

/** Starts one server; if it dies on its own, the other goes too and `npm start` exits with its code. */
function startServer(name, script, env, nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, '--import', exitWithParent, script], {
    cwd: root,
    stdio: output.stdio,
    env: { ...process.env, ...env },
  });
  output.attach(name, child);
  children.set(name, child);
  // 'close', not 'exit': the last lines it printed (why it stopped) are read first.
  child.on('close', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(`The ${name} stopped (${signal ?? `exit code ${code}`}); stopping Folio.`);
      stop('SIGTERM', code || 1);
    } else if (children.size === 0) process.exit(exitCode);
  });
  return child;
}

// Only the gateway can reach the API on 127.0.0.1, so the client address it forwards is trusted.
// SITE_URL (canonical links, feeds, link images) defaults to the gateway's own address.
startServer('API', 'api/dist/main.js', {
  NODE_ENV: 'production',
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  TRUST_PROXY: 'true',
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`,
  // A newsletter email reads its post's body from the rendering server, straight (not through the gateway).
  RENDERER_URL: `http://127.0.0.1:${renderPort}`,
}, API_NODE_FLAGS);
// React's production build on the server (its development build took about twice as long per page here).
startServer('rendering server', 'public-site/dist-server/main.js', {
  NODE_ENV: 'production',
  PORT: String(renderPort),
  HOST: '127.0.0.1',
  API_URL: `http://127.0.0.1:${apiPort}`,
});
const gateway = startGateway({ port, apiPort, renderPort, root, host: process.env.HOST || undefined, quiet: true });
gateway.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: stop what runs there or set PORT.` : `The gateway failed: ${error.message}`);
  stop('SIGTERM', 1);
});

/** Stops the servers (each drains as on its own SIGTERM, the API within 10 s), then exits with `code`. */
function stop(signal, code = 0) {
  exitCode ||= code;
  if (stopping) return;
  stopping = true;
  gateway.close();
  if (children.size === 0) process.exit(exitCode);
  for (const child of children.values()) child.kill(signal);
  // A server that does not stop in time is killed, so that `npm start` always ends and frees its ports.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(exitCode || 1);
  }, 15_000).unref();
}
// `on`, not `once`: a Ctrl-C reaches this process twice when it runs under an older Node's
// node-version.mjs (from the terminal and forwarded), and the second must not kill it mid-stop.
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// A failure of this process (the gateway runs in it) stops the servers too, instead of leaving them holding their ports.
process.on('uncaughtException', (error) => {
  console.error('npm start failed; stopping Folio:', error);
  stop('SIGTERM', 1);
});

const answers = (url) => fetch(url).then((answer) => answer.ok, () => false);

// Say "running" once the API answers (a first start migrates, seeds and hashes the admin password)
// and the rendering server does; until then the gateway answers API calls with a 502 and pages with
// a 503 page, each saying to try again in a moment.
async function announceWhenReady() {
  for (let waited = 0; waited < 120_000 && !stopping; waited += 250) {
    const [api, renderer] = await Promise.all([answers(`http://127.0.0.1:${apiPort}/api/health`), answers(`http://127.0.0.1:${renderPort}/healthz`)]);
    if (api && renderer) {
      output.release();
      return console.log(`Folio is running on http://localhost:${port} (console at /admin, API at /api)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  output.release();
  if (!stopping) console.error(`The API (port ${apiPort}) or the rendering server (port ${renderPort}) did not answer within 2 minutes; see the log above${output.where ? ` and ${output.where}` : ''}.`);
}
void announceWhenReady();
