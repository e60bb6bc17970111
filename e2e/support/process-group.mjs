// A server started the way an operator starts it (`npm start`, `node scripts/start.mjs`), in a process
// group of its own, so that stopping it stops every process it started too.
import { spawn } from 'node:child_process';

/** The environment of an operator's shell (HOME keeps npm's cache and settings), not jest's. */
export function operatorEnv(extra) {
  const inherited = Object.entries(process.env).filter(([name]) => !/^(npm_|NODE_ENV$|JEST_|DATABASE_URL$|SQLITE_FILE$|MEDIA_|TEST_)/i.test(name));
  return { ...Object.fromEntries(inherited), ...extra };
}

/**
 * `command args` in `cwd` as a group: `{ child, output(), exited, stop() }`; `exited` resolves to the
 * exit code or signal; `stop()` resolves once every process of the group is gone (SIGTERM, then
 * SIGKILL after 20 s), so the next start finds its ports free.
 */
export function spawnGroup(command, args, { cwd, env }) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const alive = () => {
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    if (alive()) process.kill(-child.pid, 'SIGTERM');
    for (let waited = 0; alive() && waited < 20_000; waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
    if (alive()) process.kill(-child.pid, 'SIGKILL');
  };
  return { child, output: () => output, exited, alive, stop };
}
