// Imported first by `npm start`, `npm run dev` and `npm test`. On a Node older than package.json's
// `engines` (Debian 12 and 13 install Node 18 and 20) the command runs again, with the same arguments,
// under Node .nvmrc (24): scripts/use-node.sh fetches it from the npm registry into .node/ the first
// time and gives the PATH with it first, which every process the command starts inherits (the servers,
// npm, jest). Where it cannot be had (no registry, not Linux x64), the command stops at once with what
// to do, instead of failing later in a native module (better-sqlite3 crashes on Node 20).
// This file runs on Node 18 and 20: nothing newer than they have.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nodeVersionPlan, RERUN_MARK } from './node-version-plan.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const readRoot = (file) => readFileSync(`${root}${file}`, 'utf8');
const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The node binary, PATH and npm_config_nodedir that `. scripts/use-node.sh <major>` leaves, or null if it failed. */
function recommendedNode(major) {
  const script = '. "$0" "$1" >/dev/null && printf "%s\\0%s\\0%s" "$(command -v node)" "$PATH" "${npm_config_nodedir-}"';
  const found = spawnSync('bash', ['-c', script, `${root}scripts/use-node.sh`, major], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (found.status !== 0) return null;
  const [node, path, nodedir] = found.stdout.split('\0');
  return node ? { node, path, nodedir } : null;
}

/** Runs this very command under `node` (it stops when this process goes) and ends as it ends, with its code or signal. */
function rerun({ node, path, nodedir }) {
  const env = { ...process.env, PATH: path, [RERUN_MARK]: '1' };
  if (nodedir) env.npm_config_nodedir = nodedir;
  const exitWithParent = new URL('./exit-with-parent.mjs', import.meta.url).href;
  const args = ['--import', exitWithParent, ...process.execArgv, ...process.argv.slice(1)];
  const child = spawn(node, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env });
  const forward = (signal) => child.kill(signal);
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  child.on('error', (error) => {
    console.error(`Could not run ${node}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (code !== null) process.exit(code);
    for (const name of FORWARDED_SIGNALS) process.off(name, forward);
    process.kill(process.pid, signal);
  });
}

const recommended = readRoot('.nvmrc').trim();
const plan = nodeVersionPlan({
  version: process.version,
  engines: JSON.parse(readRoot('package.json')).engines.node,
  recommended,
  platform: process.platform,
  arch: process.arch,
  env: process.env,
  fetched: existsSync(`${root}.node/${recommended}/bin/node`),
});
if (plan.action === 'stop') {
  console.error(plan.message);
  process.exit(1);
}
if (plan.action === 'rerun') {
  console.error(plan.notice);
  const node = recommendedNode(recommended);
  if (!node) {
    console.error(plan.message);
    process.exit(1);
  }
  rerun(node);
  // The command runs in the child; the modules that import this one wait here until it ends.
  await new Promise(() => {});
}
