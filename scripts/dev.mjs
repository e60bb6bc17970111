// `npm run dev`: both apps with hot reload against the API, for working on the code.
//   http://localhost:8080         the public site as `npm start` serves it: its pages are rendered on
//                                 the server and never hydrated as a whole (islands only), so it has
//                                 no client-rendered dev loop; its builds rerun on save (vite build
//                                 --watch, the page scripts and the rendering server) and the
//                                 rendering server restarts on its new build: reload the page.
//   http://localhost:5174/admin/  admin console (Vite dev server, hot reload); it sends /api to 8080,
//                                 and its previews load the public site's federation remote
//                                 (/assets/remoteEntry.js) from there.
// TypeScript projects (contracts, api) rebuild on save and the API restarts on its new build.
// The remote is the public site's last build: `npm run build` refreshes what the previews show.
import './node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { startGateway } from './gateway.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureInstall();
if (existsSync(`${root}.env`)) process.loadEnvFile(`${root}.env`);
if (spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const renderPort = Number(process.env.RENDER_PORT ?? port + 2);
const children = [];
let stopping = false;
const bin = (name) => `${root}node_modules/.bin/${name}`;
// Each in a process group of its own, so that stopping one also stops whatever it started.
const run = (command, args, { cwd = root, env = {} } = {}) => {
  const child = spawn(command, args, { cwd, stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (signal || stopping) return;
    console.error(`${[command, ...args].join(' ')} exited with ${code}; stopping the others.`);
    stop();
  });
};

run(bin('tsc'), ['-b', 'tsconfig.json', '--watch', '--preserveWatchOutput']);
// --watch restarts on a change to any module the API imported (its build and the contracts').
run(process.execPath, ['--watch', 'api/dist/main.js'], {
  env: { PORT: String(apiPort), HOST: '127.0.0.1', TRUST_PROXY: 'true', SITE_URL: process.env.SITE_URL ?? `http://localhost:${port}`, RENDERER_URL: `http://127.0.0.1:${renderPort}` },
});
// --watch: a new build of the rendering server (npm run build) restarts it.
run(process.execPath, ['--watch', 'public-site/dist-server/main.js'], {
  env: { NODE_ENV: 'production', PORT: String(renderPort), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${apiPort}` },
});
const gateway = startGateway({ port, apiPort, renderPort, root, host: process.env.HOST || undefined, quiet: true });
gateway.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: stop what runs there or set PORT.` : `The gateway failed: ${error.message}`);
  stop();
});
// Kept beside the federation remote `npm run build` wrote into the same dist/ (every file name is hashed).
run(bin('vite'), ['build', '--watch', '--emptyOutDir', 'false'], { cwd: `${root}public-site`, env: { NODE_ENV: 'production' } });
run(bin('vite'), ['build', '--watch', '--ssr', 'src/server/main.ts'], { cwd: `${root}public-site`, env: { NODE_ENV: 'production' } });
run(bin('vite'), [], { cwd: `${root}admin-console` });
console.log(`Dev servers: public site http://localhost:${port} (rebuilt on save: reload), console http://localhost:5174/admin/`);

function stop() {
  stopping = true;
  gateway.close();
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
// `on`: under an older Node's rerun (node-version.mjs) a Ctrl-C arrives twice.
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
