// `npm start`: install what is missing, build what is stale, then run the API (which migrates and
// seeds on first start) behind the local gateway on http://localhost:8080.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { startGateway } from './gateway.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

ensureInstall();
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);
run('node', ['scripts/build.mjs']);

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const api = spawn(process.execPath, ['api/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  // Only the gateway can reach the API on 127.0.0.1, so the client address it forwards is trusted.
  env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', TRUST_PROXY: 'true' },
});
const gateway = startGateway({ port, apiPort, root, quiet: true });

// Say "running" once the API answers (a first start migrates, seeds and hashes the admin password);
// until then the gateway answers API calls with a 502 that says to try again in a moment.
async function announceWhenReady() {
  for (let waited = 0; waited < 120_000; waited += 250) {
    const healthy = await fetch(`http://127.0.0.1:${apiPort}/api/health`).then((answer) => answer.ok, () => false);
    if (healthy) return console.log(`Folio is running on http://localhost:${port} (console at /admin, API at /api)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`The API did not answer on port ${apiPort} within 2 minutes; see its log above.`);
}
void announceWhenReady();

const stop = (signal) => {
  gateway.close();
  api.kill(signal);
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
api.on('exit', (code) => {
  gateway.close();
  process.exit(code ?? 0);
});
