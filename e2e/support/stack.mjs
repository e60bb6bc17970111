// The whole product as production runs it, on loopback ports: the built apps behind Debian's nginx
// with the project's server block (micro-cache included, in nginx's own temporary prefix), the built
// rendering server of the public site, and the built API on its own fresh, seeded MariaDB database.
// Each test file gets its own stack, so an admin journey's changes never reach a visitor journey.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_NODE_FLAGS } from '../../scripts/api-node-flags.mjs';
import { freePort, startNginx } from '../../nginx/nginx-runner.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-correct-horse-battery';

export const BUILDS = {
  api: 'api/dist/main.js',
  publicSite: 'public-site/dist/index.html',
  renderer: 'public-site/dist-server/main.js',
  admin: 'admin-console/dist/index.html',
};

export function assertBuilt() {
  const missing = Object.values(BUILDS).filter((file) => !existsSync(join(root, file)));
  if (missing.length > 0) throw new Error(`Not built: ${missing.join(', ')}. Run npm run build (the e2e global setup does it).`);
}

/** nginx's web root as the web image lays it out: the public site's client build at /, the console under /admin. */
export function webRoot() {
  const html = mkdtempSync(join(tmpdir(), 'folio-e2e-html-'));
  const publicDist = join(root, 'public-site/dist');
  for (const entry of readdirSync(publicDist)) symlinkSync(join(publicDist, entry), join(html, entry));
  symlinkSync(join(root, 'admin-console/dist'), join(html, 'admin'));
  return html;
}

/** A database of its own on the CI MariaDB (scripts/ci-mysql.mjs starts mariadbd when it is stopped). */
export function mysqlDatabase(name) {
  const created = spawnSync(process.execPath, [join(root, 'scripts/ci-mysql.mjs'), name], { encoding: 'utf8' });
  if (created.status !== 0) throw new Error(`Could not create the MariaDB database ${name}:\n${created.stderr}`);
  return {
    url: created.stdout.trim(),
    drop: () => spawnSync(process.execPath, [join(root, 'scripts/ci-mysql.mjs'), name, '--drop']),
  };
}

/** A built server started with `node <script>`, its output kept for the error messages. */
export function startServer(name, script, env, nodeFlags = script === BUILDS.api ? API_NODE_FLAGS : []) {
  let log = '';
  const child = spawn(process.execPath, [...nodeFlags, join(root, script)], { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  return {
    name,
    child,
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function waitForHealth(server, url, seconds = 60) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; ) {
    if (server.child.exitCode !== null) throw new Error(`The ${server.name} exited with ${server.child.exitCode}:\n${server.log()}`);
    const healthy = await fetch(url).then((answer) => answer.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The ${server.name} did not answer ${url} within ${seconds} s:\n${server.log()}`);
}

/**
 * Starts a stack for one test file; `name` keeps its database apart from the other files'.
 * `microCache: false` runs nginx without its micro-cache, for a file that must see each change of
 * the owner at once rather than within the cache's 5 s. `rateLimit: true` keeps nginx's per-client
 * limits on (nginx-runner.mjs: off for suites that drive many visitors from one address); `apiEnv`
 * adds to or overrides the API's settings.
 *
 * Resolves to `{ url, apiUrl, renderUrl, stopApi, startApi, stop }`: `url` is nginx (what visitors
 * use); `apiUrl` and `renderUrl` reach the API and the rendering server directly, past nginx;
 * `stopApi()` stops only the API (pages not yet cached then answer the 503 page), `startApi()`
 * starts it again on the same port and database.
 */
export async function startStack(name, { microCache = true, rateLimit = false, apiEnv: extraApiEnv = {} } = {}) {
  assertBuilt();
  const database = mysqlDatabase(`folio_e2e_${process.pid}_${name.replace(/\W+/g, '_')}`.slice(0, 64));
  const [apiPort, renderPort, webPort] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const renderUrl = `http://127.0.0.1:${renderPort}`;
  const mediaDir = mkdtempSync(join(tmpdir(), 'folio-e2e-media-'));
  const apiEnv = {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    MEDIA_DIR: mediaDir,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SITE_URL: url,
    RENDERER_URL: renderUrl,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...extraApiEnv,
  };
  let api = startServer('API', BUILDS.api, apiEnv);
  // As the image runs it: React's production build (its development build took about twice as long per page here).
  const renderer = startServer('rendering server', BUILDS.renderer, { NODE_ENV: 'production', PORT: String(renderPort), HOST: '127.0.0.1', API_URL: apiUrl });
  const htmlRoot = webRoot();
  const cleanUp = async () => {
    await Promise.all([api.stop(), renderer.stop()]);
    database.drop();
    rmSync(htmlRoot, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  };
  let nginx;
  try {
    await Promise.all([waitForHealth(api, `${apiUrl}/api/health`), waitForHealth(renderer, `${renderUrl}/healthz`)]);
    nginx = await startNginx({ htmlRoot, apiAddress: `127.0.0.1:${apiPort}`, renderAddress: `127.0.0.1:${renderPort}`, port: webPort, microCache, rateLimit });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    url,
    apiUrl,
    renderUrl,
    databaseUrl: database.url,
    /** The API's process id (the bench reads its CPU and memory). */
    apiPid: () => api.child.pid,
    /** The API killed at once, as a crash or an OOM kill does: nothing it was doing is finished. */
    killApi: () =>
      new Promise((resolve) => {
        api.child.once('exit', resolve);
        api.child.kill('SIGKILL');
      }),
    stopApi: () => api.stop(),
    startApi: async () => {
      if (api.child.exitCode === null && api.child.signalCode === null) return;
      api = startServer('API', BUILDS.api, apiEnv);
      await waitForHealth(api, `${apiUrl}/api/health`);
    },
    stop: async () => {
      await nginx.stop();
      await cleanUp();
    },
  };
}

/**
 * The built API alone, on its own fresh, seeded MariaDB database as in `startStack`, for a file that
 * calls it directly (no nginx, no rendering server); `env` adds to or overrides its settings;
 * `script` runs another build of the API (a path from this checkout's root: the bench's baseline).
 * Resolves to `{ apiUrl, databaseUrl, log, stop }`: `log()` is everything the API has written so far.
 */
export async function startApiAlone(name, env = {}, { script = BUILDS.api } = {}) {
  if (!existsSync(join(root, script))) throw new Error(`Not built: ${script}. Run npm run build (the e2e global setup does it).`);
  const database = mysqlDatabase(`folio_e2e_${process.pid}_${name.replace(/\W+/g, '_')}`.slice(0, 64));
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const mediaDir = mkdtempSync(join(tmpdir(), 'folio-e2e-media-'));
  const api = startServer(script === BUILDS.api ? 'API' : `API (${script})`, script, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    MEDIA_DIR: mediaDir,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SITE_URL: apiUrl,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const stop = async () => {
    await api.stop();
    database.drop();
    rmSync(mediaDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(api, `${apiUrl}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, databaseUrl: database.url, log: api.log, stop };
}
