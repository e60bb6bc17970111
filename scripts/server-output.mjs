// Under `npm start`, what the API and the rendering server print goes where a newcomer can read the
// terminal: the API's JSON log lines (one per request, the migrations, the seeding) and the rendering
// server's own lines go to a log file, beside the SQLite file unless LOG_FILE says where (LOG_FILE=-
// keeps everything in the terminal, as docker compose does). The terminal gets what is meant for a
// person: the API's plain text (the one-time admin password, which never goes into the file), its
// warnings and errors as one line each, and anything either server writes to stderr.
import { createWriteStream, mkdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';

/** A log file larger than this at start moves aside to `<file>.1`, replacing the one before. */
const ROTATE_BYTES = 10 * 1024 * 1024;
const LEVEL_NAMES = { 40: 'warning', 50: 'error', 60: 'fatal error' };

/** Where the servers' logs go: LOG_FILE (`-`: the terminal, null), else logs/folio.log beside the SQLite file. */
export function logFilePath(env, root) {
  if (env.LOG_FILE === '-') return null;
  if (env.LOG_FILE) return resolve(root, env.LOG_FILE);
  return join(dirname(resolve(root, env.SQLITE_FILE || 'data/folio.sqlite')), 'logs', 'folio.log');
}

/**
 * Where one line a server printed goes: `file` (the log file), `terminal` (the text to show), `hold`
 * (shown only once Folio says it is running, so that the password is among the last lines printed).
 */
export function routeLine(server, stream, line) {
  if (stream === 'stderr') return { file: true, terminal: line };
  if (server !== 'API') return { file: true };
  const entry = parseLogEntry(line);
  if (!entry) return { file: false, hold: line };
  if (entry.level < 40) return { file: true };
  const level = LEVEL_NAMES[entry.level >= 60 ? 60 : entry.level >= 50 ? 50 : 40];
  const error = entry.err?.message ? `: ${entry.err.message}` : '';
  return { file: true, terminal: `API ${level}: ${entry.msg ?? ''}${error}` };
}

function parseLogEntry(line) {
  if (!line.startsWith('{')) return null;
  try {
    const entry = JSON.parse(line);
    return typeof entry.level === 'number' ? entry : null;
  } catch {
    return null;
  }
}

/**
 * The servers' output for `npm start`: `stdio` for spawn, `attach(name, child)` once spawned,
 * `release()` to print what was held (just before the "running" line), and `where` (the log file,
 * relative to `root` when inside it; null when everything stays in the terminal).
 */
export function serverOutput(env, root) {
  const file = logFilePath(env, root);
  if (!file) return { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], attach() {}, release() {}, where: null };
  mkdirSync(dirname(file), { recursive: true });
  try {
    if (statSync(file).size > ROTATE_BYTES) renameSync(file, `${file}.1`);
  } catch {
    // no log yet
  }
  const log = createWriteStream(file, { flags: 'a' });
  let logBroken = false;
  log.on('error', (error) => {
    if (!logBroken) console.error(`Could not write the log file ${file} (${error.message}): the servers' log lines are dropped.`);
    logBroken = true;
  });
  let held = [];
  const show = (text) => (held ? held.push(text) : console.log(text));
  const release = () => {
    if (!held) return;
    for (const text of held) console.log(text);
    held = null;
  };
  return {
    stdio: ['inherit', 'pipe', 'pipe', 'ipc'],
    attach(name, child) {
      for (const stream of ['stdout', 'stderr']) {
        createInterface({ input: child[stream], crlfDelay: Infinity }).on('line', (line) => {
          const route = routeLine(name, stream, line);
          if (route.file && !logBroken) log.write(`${line}\n`);
          if (route.terminal !== undefined) console.error(route.terminal);
          if (route.hold !== undefined) show(route.hold);
        });
      }
      child.once('close', release);
    },
    release,
    where: relative(root, file).startsWith('..') ? file : relative(root, file),
  };
}
