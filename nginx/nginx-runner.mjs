// Starts Debian's nginx as an unprivileged-style test instance with the project's own server block,
// pointed at given static roots, API and rendering-server addresses, with its micro-cache and every
// temporary folder inside its own prefix (STACK pitfall 7).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does it)');
}

function replaceOnce(text, from, to) {
  if (!text.includes(from)) throw new Error(`The nginx configuration no longer contains "${from}": update nginx/nginx-runner.mjs`);
  return text.replace(from, to);
}

/**
 * The production server blocks with only their addresses (`innerPort`: the inner rendering server's
 * loopback port), web root, upstream addresses, resolver and micro-cache folder changed. Its `include folio/…` lines resolve beside the generated nginx.conf
 * (startNginx copies the folder there). Docker's resolver stays unless `resolver` is given: it is
 * never asked when the addresses are IP addresses.
 */
export function testServerBlock({ port, innerPort, htmlRoot, apiAddress, renderAddress, cacheDir, resolver, rateLimit = true }) {
  for (const [name, value] of Object.entries({ innerPort, htmlRoot, apiAddress, renderAddress, cacheDir })) {
    if (!value) throw new Error(`testServerBlock needs ${name}`);
  }
  let conf = readFileSync(join(here, 'nginx.conf'), 'utf8');
  conf = replaceOnce(conf, 'listen 8080;', `listen 127.0.0.1:${port};`);
  // The inner server that limits what reaches the renderer, on a loopback port of its own.
  conf = replaceOnce(conf, 'listen 127.0.0.1:8081;', `listen 127.0.0.1:${innerPort};`);
  conf = replaceOnce(conf, 'server 127.0.0.1:8081;', `server 127.0.0.1:${innerPort};`);
  conf = replaceOnce(conf, 'root /usr/share/nginx/html;', `root ${htmlRoot};`);
  conf = replaceOnce(conf, 'set $folio_api api:8080;', `set $folio_api ${apiAddress};`);
  conf = replaceOnce(conf, 'set $folio_render public-site:8080;', `set $folio_render ${renderAddress};`);
  if (!rateLimit) conf = replaceOnce(conf, 'limit_req zone=folio_render burst=50 nodelay;', '# limit_req: off for this test instance');
  if (resolver) conf = replaceOnce(conf, 'resolver 127.0.0.11 ', `resolver ${resolver} `);
  conf = replaceOnce(conf, 'proxy_cache_path /tmp/folio-media-cache ', `proxy_cache_path ${cacheDir}-media `);
  return replaceOnce(conf, 'proxy_cache_path /tmp/folio-micro-cache ', `proxy_cache_path ${cacheDir} `);
}

/** Runs one of the scripts the web image runs at start (nginx/trusted-proxies.sh, nginx/upload-limit.sh) for an instance. */
function runStartScript(prefix, name, env) {
  const script = spawnSync('sh', [join(here, `${name}.sh`), join(prefix, 'folio', `${name}.conf`)], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
  if (script.status !== 0) throw new Error(`nginx/${name}.sh failed: ${script.stderr}`);
}

function probeFreePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const handedOut = new Set();

/**
 * A port nothing listens on, never one this process was already given: the kernel may hand a just-closed port out
 * again, and a stack given one port twice put nginx and the rendering server on the same one (requests then reached
 * the renderer, which answered the API's sign-in with a plain 405).
 */
export async function freePort() {
  for (;;) {
    const port = await probeFreePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** Whether something already accepts connections on the port. */
function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

function waitForPort(port, deadline = Date.now() + 10_000) {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(resolve));
      socket.once('error', () => (Date.now() > deadline ? reject(new Error('nginx did not start')) : setTimeout(attempt, 100)));
    };
    attempt();
  });
}

/** A fresh prefix for one nginx instance, with the temporary folders nginx writes to (STACK pitfall 7). */
export function instancePrefix(name) {
  const prefix = mkdtempSync(join(tmpdir(), name));
  for (const folder of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, folder));
  return prefix;
}

/**
 * nginx.conf for an instance in `prefix`: one worker, everything it writes inside the prefix, then
 * `serverBlock`. 1024 connections, as the image's stock nginx.conf allows each worker: a proxied
 * request holds two (the client's and the upstream's), and the load suite's 200 visitors need 400.
 */
export function instanceConfig(prefix, serverBlock) {
  return `worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${join(prefix, 'client_body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
${serverBlock}
}
`;
}

/**
 * `apiAddress` and `renderAddress` are the API's and the rendering server's `host:port` (a name is
 * looked up through `resolver`, `address:port` of a DNS server); `trustedProxies` replaces the list
 * of trusted proxies as TRUSTED_PROXIES does in the image (default: the list as built, loopback
 * included); `mediaMaxUploadMb` sets the upload limit as MEDIA_MAX_UPLOAD_MB does in the image (default: as
 * built, 10 MB); `microCache: false` turns the micro-cache off (`proxy_cache off`) for suites that must
 * see every change at once. `rateLimit: true` keeps the per-client limits on: what reaches the renderer
 * (nginx.conf's limit_req) and the beacons and post views (folio/counting-limit.conf). Off by default,
 * because a test drives many visitors' worth of rendering, beacons and views from one loopback address,
 * which is what the limits refuse in production. Resolves to `{ url, cacheDir, stop }`; `cacheDir` is this instance's
 * micro-cache.
 */
export async function startNginx({ htmlRoot, apiAddress, renderAddress, resolver, trustedProxies, mediaMaxUploadMb, port: wanted, microCache = true, rateLimit = false }) {
  const port = wanted ?? (await freePort());
  const prefix = instancePrefix('folio-nginx-');
  const cacheDir = join(prefix, 'micro-cache');
  mkdirSync(cacheDir);
  cpSync(join(here, 'folio'), join(prefix, 'folio'), { recursive: true });
  if (!microCache) {
    const file = join(prefix, 'folio', 'micro-cache.conf');
    writeFileSync(file, replaceOnce(readFileSync(file, 'utf8'), 'proxy_cache folio_micro;', 'proxy_cache off;'));
  }
  if (!rateLimit) {
    const file = join(prefix, 'folio', 'counting-limit.conf');
    writeFileSync(file, replaceOnce(readFileSync(file, 'utf8'), 'limit_req zone=folio_counting burst=30 nodelay;', '# limit_req: off for this test instance'));
  }
  let serverBlock;
  try {
    if (trustedProxies !== undefined) runStartScript(prefix, 'trusted-proxies', { TRUSTED_PROXIES: trustedProxies });
    if (mediaMaxUploadMb !== undefined) runStartScript(prefix, 'upload-limit', { MEDIA_MAX_UPLOAD_MB: String(mediaMaxUploadMb) });
    serverBlock = testServerBlock({ port, innerPort: await freePort(), htmlRoot, apiAddress, renderAddress, cacheDir, resolver, rateLimit });
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(join(prefix, 'nginx.conf'), instanceConfig(prefix, serverBlock));
  // Waiting for the port below would otherwise take another server for nginx.
  if (await portAnswers(port)) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`Port ${port} is already taken by another server: nginx cannot listen on it`);
  }
  const child = spawn(nginxBinary(), ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([
      waitForPort(port),
      exited.then((code) => {
        throw new Error(`nginx exited with ${code}: ${stderr || readFileSync(join(prefix, 'error.log'), 'utf8')}`);
      }),
    ]);
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    cacheDir,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
