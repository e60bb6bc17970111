// The whole product as production runs it, on loopback ports: the built apps behind Debian's nginx
// with the project's server block, and the built API on its own fresh, seeded MariaDB database.
// Each test file gets its own stack, so an admin journey's changes never reach a visitor journey.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNginx } from '../../nginx/nginx-runner.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-correct-horse-battery';

const BUILDS = { api: 'api/dist/main.js', publicSite: 'public-site/dist/index.html', admin: 'admin-console/dist/index.html' };

function assertBuilt() {
  const missing = Object.values(BUILDS).filter((file) => !existsSync(join(root, file)));
  if (missing.length > 0) throw new Error(`Not built: ${missing.join(', ')}. Run npm run build (the e2e global setup does it).`);
}

/** nginx's web root as the web image lays it out: the public site at /, the console under /admin. */
function webRoot() {
  const html = mkdtempSync(join(tmpdir(), 'folio-e2e-html-'));
  const publicDist = join(root, 'public-site/dist');
  for (const entry of readdirSync(publicDist)) symlinkSync(join(publicDist, entry), join(html, entry));
  symlinkSync(join(root, 'admin-console/dist'), join(html, 'admin'));
  return html;
}

/** A database of its own on the CI MariaDB (scripts/ci-mysql.mjs starts mariadbd when it is stopped). */
function mysqlDatabase(name) {
  const created = spawnSync(process.execPath, [join(root, 'scripts/ci-mysql.mjs'), name], { encoding: 'utf8' });
  if (created.status !== 0) throw new Error(`Could not create the MariaDB database ${name}:\n${created.stderr}`);
  return {
    url: created.stdout.trim(),
    drop: () => spawnSync(process.execPath, [join(root, 'scripts/ci-mysql.mjs'), name, '--drop']),
  };
}

async function waitForHealth(apiUrl, api, output) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (api.exitCode !== null) throw new Error(`The API exited with ${api.exitCode}:\n${output()}`);
    const healthy = await fetch(`${apiUrl}/api/health`).then((answer) => answer.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The API did not answer within 60 s:\n${output()}`);
}

/** Starts a stack for one test file; `name` keeps its database apart from the other files'. */
export async function startStack(name) {
  assertBuilt();
  const database = mysqlDatabase(`folio_e2e_${process.pid}_${name.replace(/\W+/g, '_')}`.slice(0, 64));
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${webPort}`;
  let log = '';
  const api = spawn(process.execPath, [join(root, BUILDS.api)], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      SITE_URL: url,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout.on('data', (chunk) => (log += chunk));
  api.stderr.on('data', (chunk) => (log += chunk));
  const stopApi = () => new Promise((resolve) => (api.exitCode !== null ? resolve() : (api.once('exit', resolve), api.kill('SIGTERM'))));
  const htmlRoot = webRoot();
  const cleanUp = async () => {
    await stopApi();
    database.drop();
    rmSync(htmlRoot, { recursive: true, force: true });
  };
  let nginx;
  try {
    await waitForHealth(`http://127.0.0.1:${apiPort}`, api, () => log);
    nginx = await startNginx({ htmlRoot, apiAddress: `127.0.0.1:${apiPort}`, port: webPort });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    url,
    stop: async () => {
      await nginx.stop();
      await cleanUp();
    },
  };
}
