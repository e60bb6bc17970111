// `npm start` as an operator runs it (scripts/start.mjs: it builds what is stale, then runs the API,
// which seeds a fresh SQLite file, and the rendering server behind the gateway), on free ports with its
// data in a temporary folder, for the suites and the bench that look at what it serves.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../nginx/nginx-runner.mjs';
import { operatorEnv, spawnGroup } from './process-group.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts `node scripts/start.mjs` (what `npm start` runs) in a process group of its own and resolves
 * once it says it is running: `{ url, output(), stop() }`; `stop()` ends the group and removes the data.
 * `env` adds settings an operator would set (SMTP_URL, …).
 */
export async function startNpmStart({ timeoutMs = 5 * 60_000, env: settings = {} } = {}) {
  const data = mkdtempSync(join(tmpdir(), 'folio-npm-start-'));
  const [port, apiPort, renderPort] = [await freePort(), await freePort(), await freePort()];
  const env = operatorEnv({
    PORT: String(port),
    API_PORT: String(apiPort),
    RENDER_PORT: String(renderPort),
    SQLITE_FILE: join(data, 'folio.sqlite'),
    MEDIA_DIR: join(data, 'media'),
    OG_CACHE_DIR: join(data, 'og-cache'),
    ADMIN_PASSWORD: 'npm start suite passphrase',
    ...settings,
  });
  const server = spawnGroup(process.execPath, [join(root, 'scripts/start.mjs')], { cwd: root, env });
  let exit = null;
  void server.exited.then((code) => (exit = code));
  // Its own process group gets no Ctrl-C from the terminal: it is ended when this process exits.
  const endGroup = () => server.alive() && process.kill(-server.child.pid, 'SIGTERM');
  process.once('exit', endGroup);
  const stop = async () => {
    process.off('exit', endGroup);
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  };

  for (const deadline = Date.now() + timeoutMs; !server.output().includes('Folio is running on'); ) {
    if (exit !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm start ${exit !== null ? `exited (${exit})` : 'did not say it was running in time'}; its output, repeated lines once:\n${[...new Set(server.output().split('\n'))].join('\n').slice(-6000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url: `http://127.0.0.1:${port}`, output: server.output, stop };
}
