// Page HTML through the stack's nginx (micro-cache warm) against a second, minimal nginx serving the
// very same bytes as a static file, with the project's gzip settings and security headers, one after
// the other with the same load.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, instanceConfig, instancePrefix, nginxBinary } from '../nginx/nginx-runner.mjs';
import { whenStopping } from './cleanup.mjs';
import { LOAD_HEADERS, cannon, describeLoad, interleaved } from './load.mjs';

const nginxDir = fileURLToPath(new URL('../nginx/', import.meta.url));

/** One GET with exactly these headers: status, headers and the raw body bytes (no decoding). */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`${url} did not answer within 15 s`)));
    req.end();
  });
}

/** The `gzip…` directives of the project's server block, so both servers compress alike. */
function projectGzipDirectives() {
  const conf = readFileSync(join(nginxDir, 'nginx.conf'), 'utf8');
  // The visitors' server block's own level: from its `server {` to its first location (locations add
  // gzip_static); the first block that turns gzip on (an inner server, the renderer's rate limit, comes earlier).
  for (let at = conf.indexOf('server {'); at >= 0; at = conf.indexOf('server {', at + 1)) {
    const serverLevel = conf.slice(at, conf.indexOf('location', at));
    const directives = serverLevel.match(/^\s*gzip\w*\s[^;]*;/gm) ?? [];
    if (directives.some((line) => /^\s*gzip\s+on;/.test(line))) return directives.map((line) => line.trim());
  }
  throw new Error('nginx/nginx.conf has no server with `gzip on;`: update bench/throughput.mjs');
}

function waitForAnswer(url, exited, deadline = Date.now() + 10_000) {
  return new Promise((resolve, reject) => {
    exited.then((code) => reject(new Error(`the static nginx exited with ${code}`)));
    const attempt = () =>
      rawGet(url).then(resolve, (error) => (Date.now() > deadline ? reject(error) : setTimeout(attempt, 100)));
    attempt();
  });
}

/** A minimal nginx (one worker, as the stack's) answering `path` with `bytes` as a static file. */
export async function startStaticNginx(path, bytes) {
  const port = await freePort();
  const prefix = instancePrefix('folio-bench-static-');
  const html = join(prefix, 'html');
  mkdirSync(html);
  writeFileSync(join(html, 'page.html'), bytes);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    instanceConfig(
      prefix,
      `  server {
    listen 127.0.0.1:${port};
    root ${html};
    server_tokens off;
    ${projectGzipDirectives().join('\n    ')}
    include ${join(nginxDir, 'folio/security-headers.conf')};
    location = ${path} {
      default_type text/html;
      try_files /page.html =404;
    }
  }
`,
    ),
  );
  const child = spawn(nginxBinary(), ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = whenStopping(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}${path}`;
  try {
    await waitForAnswer(url, exited);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${stderr}`);
  }
  return { url, stop };
}

/** The goal of a cached-versus-static comparison: the page through the micro-cache at least this share of the static file's requests/s. */
export const THROUGHPUT_RATIO_GOAL = 0.8;
/** The load generator near 100% CPU: it, not nginx, set the pace. */
export const clientBound = (t) => Math.max(t.cached.clientCpuPercent, t.static.clientCpuPercent) >= 85;

/** A comparison's verdict ({ label, ok, why }), `label` naming what was compared. */
export function throughputVerdict(t, label = 'Cached page HTML throughput') {
  return {
    label: `${label}: ${t.ratio?.toFixed(2)}× static nginx (goal ≥ ${THROUGHPUT_RATIO_GOAL}×)`,
    ok: t.ratio != null && t.ratio >= THROUGHPUT_RATIO_GOAL,
    why: [
      `X-Cache-Status after warm-up: ${t.cacheStatusAfterWarmup ?? 'none'}; ${t.cached.non2xx} non-2xx, ${t.cached.errors} errors`,
      ...(clientBound(t) ? ['the load generator was near 100% CPU: it, not nginx, set the pace'] : []),
    ],
  };
}

/**
 * `path` through the stack's nginx against the same bytes from a static nginx: warm-up of both, then
 * `duration` seconds of `connections` connections on each, in `rounds` alternating turns.
 */
export async function cachedVersusStatic(baseUrl, path, { connections = 20, duration = 10, warmup = 2, rounds = 2, log = console.log } = {}) {
  const cachedUrl = `${baseUrl}${path}`;
  const page = await rawGet(cachedUrl, { accept: 'text/html' });
  if (page.status !== 200) throw new Error(`${cachedUrl} answered ${page.status}`);
  if (page.headers['content-encoding']) throw new Error(`${cachedUrl} came ${page.headers['content-encoding']}-encoded without Accept-Encoding`);
  const server = await startStaticNginx(path, page.body);
  try {
    const same = await rawGet(server.url, { accept: 'text/html' });
    if (!same.body.equals(page.body)) throw new Error('the static nginx does not answer the same bytes');
    log(`    ${page.body.length} bytes of ${path} written for the static nginx at ${server.url}`);
    for (const url of [cachedUrl, server.url]) await cannon(url, { connections, duration: warmup });
    const probe = await rawGet(cachedUrl, LOAD_HEADERS);
    const cacheStatus = probe.headers['x-cache-status'] ?? null;
    log(`    after warm-up, ${path} through the stack's nginx answers X-Cache-Status: ${cacheStatus ?? '(none: not proxied to a micro-cache)'}`);
    const [cached, staticFile] = await interleaved([cachedUrl, server.url], { connections, duration, rounds });
    log(`    stack nginx (cached): ${describeLoad(cached)} (rounds: ${cached.roundsRequestsPerSecond.join(', ')} req/s)`);
    log(`    static nginx:         ${describeLoad(staticFile)} (rounds: ${staticFile.roundsRequestsPerSecond.join(', ')} req/s)`);
    const encoding = [probe.headers['content-encoding'] ?? 'identity', (await rawGet(server.url, LOAD_HEADERS)).headers['content-encoding'] ?? 'identity'];
    return {
      path,
      htmlBytes: page.body.length,
      cacheStatusAfterWarmup: cacheStatus,
      contentEncoding: { cached: encoding[0], static: encoding[1] },
      headers: LOAD_HEADERS,
      cached,
      static: staticFile,
      ratio: staticFile.requestsPerSecond > 0 ? cached.requestsPerSecond / staticFile.requestsPerSecond : null,
    };
  } finally {
    await server.stop();
  }
}
