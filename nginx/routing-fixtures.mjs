// Fake builds, a fake API and a fake rendering server for the routing tests of nginx and of the
// local gateway.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { FIXTURE_FILES, PRECOMPRESSED_FILES, precompressedText } from './routing-cases.mjs';

function writeFiles(folder, app) {
  for (const [name, content] of Object.entries(FIXTURE_FILES[app])) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), content);
  }
  for (const name of PRECOMPRESSED_FILES[app] ?? []) {
    const text = FIXTURE_FILES[app][name];
    writeFileSync(join(folder, `${name}.gz`), gzipSync(precompressedText(text, 'gzip')));
    writeFileSync(join(folder, `${name}.br`), brotliCompressSync(precompressedText(text, 'br')));
  }
}

/** `<root>/<app>/dist` as the gateway reads it, and `<root>/html` (+ `html/admin`) as nginx serves it. */
export function writeFakeBuilds() {
  const root = mkdtempSync(join(tmpdir(), 'folio-routing-'));
  for (const app of Object.keys(FIXTURE_FILES)) writeFiles(join(root, app, 'dist'), app);
  writeFiles(join(root, 'html'), 'public-site');
  writeFiles(join(root, 'html', 'admin'), 'admin-console');
  return root;
}

/**
 * An upstream stand-in that says who answered, what it was asked and how many times that URL was
 * asked (`answer`). Query parameters, or request headers of the same names prefixed with `x-` (nginx
 * passes the renderer only the query parameters its routes read), shape an answer: `fake-status`,
 * `fake-cache-control`, `fake-set-cookie=1`, `fake-x-accel-expires` (seconds nginx may keep it).
 * `server.failWith = 503` makes every answer a 503 (no-store) until set back to null.
 */
function startFake(from, answer) {
  const counts = new Map();
  const server = createServer((req, res) => {
    // The body as it arrived (a form's fields; only its size when it is large, as an upload is).
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => respond(req, res, Buffer.concat(chunks)));
  });
  const respond = (req, res, received) => {
    const count = (counts.get(req.url) ?? 0) + 1;
    counts.set(req.url, count);
    const params = new URL(req.url ?? '/', 'http://fake').searchParams;
    const query = { get: (name) => params.get(name) ?? req.headers[`x-${name}`] ?? null };
    const echo = {
      from,
      method: req.method,
      url: req.url,
      answer: count,
      forwardedFor: req.headers['x-forwarded-for'] ?? null,
      forwardedProto: req.headers['x-forwarded-proto'] ?? null,
      cookie: req.headers.cookie ?? null,
      contentType: req.headers['content-type'] ?? null,
      body: received.length <= 4096 ? received.toString('utf8') : null,
      bodyBytes: received.length,
    };
    const failing = server.failWith != null;
    const headers = { 'Cache-Control': failing ? 'no-store' : (query.get('fake-cache-control') ?? 'no-cache') };
    if (query.get('fake-set-cookie')) headers['Set-Cookie'] = 'fake=1; Path=/';
    if (query.get('fake-x-accel-expires')) headers['X-Accel-Expires'] = query.get('fake-x-accel-expires');
    const { status, type, body } = answer(req, echo);
    res.writeHead(failing ? server.failWith : Number(query.get('fake-status') ?? status), { ...headers, 'Content-Type': type });
    res.end(body);
  };
  server.failWith = null;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** An API stand-in: JSON saying who answered. */
export function startFakeApi() {
  return startFake('api', (_req, echo) => ({ status: 200, type: 'application/json', body: JSON.stringify(echo) }));
}

/** A rendering-server stand-in: an HTML page with what it was asked; `/no/…` paths are its unknown pages. */
export function startFakeRenderer() {
  return startFake('renderer', (req, echo) => ({
    status: req.url?.startsWith('/no/') ? 404 : 200,
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><title>rendered</title>\n<pre id="echo">${JSON.stringify(echo)}</pre>`,
  }));
}

/** What a stand-in said about the request it answered (null: no stand-in answered). */
export function echoOf(body) {
  const json = body.startsWith('{') ? body : /<pre id="echo">(.*)<\/pre>/.exec(body)?.[1];
  try {
    return json ? JSON.parse(json) : null;
  } catch {
    return null;
  }
}

/**
 * Replays one request and says what came back, in the shape the cases are written in; `localAddress`
 * is the loopback address the request comes from, `headers` any more headers.
 */
export async function request(base, { path, rawPath, method = 'GET', cookie, acceptEncoding = 'identity', localAddress, headers: extra = {}, body, contentType }) {
  const headers = { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}), ...(contentType ? { 'content-type': contentType } : {}), ...extra };
  // fetch normalises '/../' away and cannot choose its source address; a raw request can.
  if (rawPath || localAddress) return rawRequest(base, path, method, headers, localAddress, body);
  return fetch(base + path, { method, headers, body, redirect: 'manual' });
}

async function rawRequest(base, path, method, headers, localAddress, body) {
  const { request: httpRequest } = await import('node:http');
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers, localAddress }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: new Headers(res.headers), text: async () => body }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
