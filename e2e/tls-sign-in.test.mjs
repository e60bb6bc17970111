// Signing in behind a TLS terminator, as docker-compose.tls.yml runs the site: a TLS proxy (node:https
// with a self-signed certificate openssl makes here) in front of the project's nginx, in front of the
// built API with an https SITE_URL. Like Caddy, the proxy says X-Forwarded-Proto: https and the
// client's address; it connects from 127.0.0.2, the one address this nginx trusts, and each client
// connects from an address of its own (127.0.0.3, 127.0.0.4…).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createHttpsServer, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { freePort, startNginx } from '../nginx/nginx-runner.mjs';
import { postInput } from './support/admin-api.mjs';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/stack.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROXY_ADDRESS = '127.0.0.2';
const credentials = { username: ADMIN_USERNAME, password: ADMIN_PASSWORD };

let folder;
let certificate;
let api;
let nginx;
let tls;
let tlsUrl;

function makeCertificate(dir) {
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    { encoding: 'utf8' },
  );
  if (made.error) throw new Error('openssl is not installed: apt-get install openssl');
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
}

/** The built API on a SQLite file of its own, for an https site. */
async function startApi(port, siteUrl) {
  let log = '';
  const child = spawn(process.execPath, [join(root, 'api/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: join(folder, 'folio.sqlite'),
      MEDIA_DIR: join(folder, 'media'),
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      SITE_URL: siteUrl,
      TRUST_PROXY: 'true',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '2',
      LOGIN_MAX_FAILURES_PER_USER: '50',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode}:\n${log}`);
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((answer) => answer.ok, () => false)) {
      return { stop: () => (child.exitCode === null ? (child.kill('SIGTERM'), exited) : exited) };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The API did not answer within 60 s:\n${log}`);
}

/** The TLS terminator: every request to nginx, from PROXY_ADDRESS, saying https and the client's address. */
function startTlsProxy(port, nginxUrl) {
  const upstream = new URL(nginxUrl);
  const server = createHttpsServer(certificate, (req, res) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        localAddress: PROXY_ADDRESS,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': req.socket.remoteAddress },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        pipeline(answer, res, () => {});
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    pipeline(req, forwarded, () => {});
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** One request, answered as `{ status, headers, body }`; over https it trusts only the test's certificate. */
function send(url, { method = 'GET', path, from, headers = {}, body }) {
  const target = new URL(path, url);
  const https = target.protocol === 'https:';
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = (https ? httpsRequest : httpRequest)(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        localAddress: from,
        ...(https ? { ca: certificate.cert, servername: 'localhost' } : {}),
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const sessionCookies = (answer) => (answer.headers['set-cookie'] ?? []).filter((line) => line.startsWith('folio.sid'));
const cookieHeader = (answer) => sessionCookies(answer).map((line) => line.split(';')[0]).join('; ');

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'folio-tls-'));
  certificate = makeCertificate(folder);
  const [apiPort, tlsPort, renderPort] = [await freePort(), await freePort(), await freePort()];
  // The site's address is https://localhost:<port>; the clients connect to 127.0.0.1, asking for localhost.
  api = await startApi(apiPort, `https://localhost:${tlsPort}`);
  mkdirSync(join(folder, 'html'));
  // Only the API matters here: nothing listens on the renderer's port.
  nginx = await startNginx({ htmlRoot: join(folder, 'html'), apiAddress: `127.0.0.1:${apiPort}`, renderAddress: `127.0.0.1:${renderPort}`, trustedProxies: PROXY_ADDRESS });
  tls = await startTlsProxy(tlsPort, nginx.url);
  tlsUrl = `https://127.0.0.1:${tlsPort}`;
});

afterAll(async () => {
  await new Promise((resolve) => (tls?.listening ? tls.close(resolve) : resolve()));
  await nginx?.stop();
  await api?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

it("signs in through the TLS proxy: a Secure session cookie, HSTS, and the owner's calls work", async () => {
  const login = await send(tlsUrl, { method: 'POST', path: '/api/auth/login', from: '127.0.0.3', body: credentials });
  expect([login.status, login.body]).toEqual([200, { username: ADMIN_USERNAME }]);
  expect(sessionCookies(login)).toHaveLength(2);
  for (const cookie of sessionCookies(login)) expect(cookie).toMatch(/;\s*secure(;|$)/i);
  expect(login.headers['strict-transport-security']).toMatch(/^max-age=\d{8}$/);

  const cookie = cookieHeader(login);
  const me = await send(tlsUrl, { path: '/api/auth/me', from: '127.0.0.3', headers: { cookie } });
  expect([me.status, me.body]).toEqual([200, { username: ADMIN_USERNAME }]);
  const { token } = (await send(tlsUrl, { path: '/api/csrf-token', from: '127.0.0.3', headers: { cookie } })).body;
  const saved = await send(tlsUrl, {
    method: 'POST',
    path: '/api/admin/blog/posts',
    from: '127.0.0.3',
    headers: { cookie, 'x-csrf-token': token },
    body: postInput({ title: 'Behind TLS', slug: 'behind-tls' }),
  });
  expect(saved.status).toBe(201);
  expect(saved.body).toEqual(expect.objectContaining({ slug: 'behind-tls' }));
});

it('counts failed sign-ins per client, not per proxy: one client locked out leaves the others free', async () => {
  const wrong = { ...credentials, password: 'not-the-password' };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    expect((await send(tlsUrl, { method: 'POST', path: '/api/auth/login', from: '127.0.0.4', body: wrong })).status).toBe(401);
  }
  expect((await send(tlsUrl, { method: 'POST', path: '/api/auth/login', from: '127.0.0.4', body: credentials })).status).toBe(429);
  expect((await send(tlsUrl, { method: 'POST', path: '/api/auth/login', from: '127.0.0.5', body: credentials })).status).toBe(200);
});

it('does not let a client that is not the trusted proxy claim https', async () => {
  const overTls = await send(tlsUrl, { path: '/api/site', from: '127.0.0.6' });
  expect(overTls.headers['strict-transport-security']).toMatch(/^max-age=/);

  // Straight to nginx over plain http, from an address nginx does not trust, claiming https.
  const claims = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.1' };
  const site = await send(nginx.url, { path: '/api/site', from: '127.0.0.6', headers: claims });
  expect(site.status).toBe(200);
  expect(site.headers['strict-transport-security']).toBeUndefined();
  const login = await send(nginx.url, { method: 'POST', path: '/api/auth/login', from: '127.0.0.6', headers: claims, body: credentials });
  expect(login.status).toBe(403);
  expect(login.body.message).toMatch(/https only/);
  expect(sessionCookies(login)).toEqual([]);
});
