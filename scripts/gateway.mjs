// The local gateway of `npm start`: one origin on one port, routed like nginx/nginx.conf
// (/api and /media/ → the API, /admin → the console's build, /assets/ and the public site's other files → its
// build, every other path → the public site's rendering server). No micro-cache: that is nginx's.
import { createReadStream, statSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { IMMUTABLE, NOINDEX, REMOTE_ENTRY, REVALIDATE, SECURITY_HEADERS } from '../nginx/routing-cases.mjs';
import { trustedProxyCheck, trustedProxyEntries } from '../nginx/trusted-proxies.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** Precompressed copies beside a file (scripts/precompress.mjs), in order of preference. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * Where a request path goes: `{ kind: 'api' }`, `{ kind: 'redirect', location }`,
 * `{ kind: 'static', app, file, fallback }` (a build's file; `fallback` is whether a missing one gets
 * the app's index.html, as the console's screens do, or a 404, as assets do), or
 * `{ kind: 'page', file }`: the public site's own file when `file` names one, else the renderer's.
 */
export function routeFor(pathname) {
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/')) return { kind: 'api' };
  if (pathname === '/admin') return { kind: 'redirect', location: '/admin/' };
  if (pathname.startsWith('/admin/')) {
    const file = pathname.slice('/admin'.length);
    return { kind: 'static', app: 'admin-console', file, fallback: !file.startsWith('/assets/') };
  }
  if (pathname.startsWith('/assets/')) return { kind: 'static', app: 'public-site', file: pathname, fallback: false };
  // The template (index.html) and anything under a dot folder (Vite's manifest) are the renderer's inputs.
  const servable = pathname !== '/index.html' && !pathname.endsWith('/') && !pathname.split('/').some((part) => part.startsWith('.'));
  return { kind: 'page', file: servable ? pathname : null };
}

/** Whether a raw request path climbs above the root once decoded ('/../x', '/a/..%2f..%2fx'); nginx answers 400. */
export function climbsAboveRoot(rawPath) {
  let depth = 0;
  for (const segment of decodeURIComponent(rawPath.split('?')[0] ?? '').split('/')) {
    if (segment === '..') depth -= 1;
    else if (segment !== '' && segment !== '.') depth += 1;
    if (depth < 0) return true;
  }
  return false;
}

function isBadPath(rawPath) {
  try {
    return climbsAboveRoot(rawPath);
  } catch {
    return true; // malformed percent-encoding
  }
}

/** The encodings an Accept-Encoding header takes (q > 0), e.g. 'gzip, br;q=0' → {gzip}. */
export function acceptedEncodings(header = '') {
  const accepted = new Set();
  const refused = new Set();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name.trim()) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    (q !== undefined && Number(q) === 0 ? refused : accepted).add(name.trim());
  }
  if (accepted.has('*')) for (const { encoding } of PRECOMPRESSED) if (!refused.has(encoding)) accepted.add(encoding);
  for (const encoding of refused) accepted.delete(encoding);
  return accepted;
}

function fileAt(path) {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

function safeJoin(folder, file) {
  try {
    const path = normalize(join(folder, decodeURIComponent(file)));
    return path === folder || path.startsWith(folder + sep) ? path : null;
  } catch {
    return null; // malformed percent-encoding
  }
}

function sendFile(req, res, path, stat, { pathname, admin = false }) {
  const revalidate = extname(path) === '.html' || pathname === REMOTE_ENTRY;
  const immutable = !revalidate && path.includes(`${sep}assets${sep}`);
  // A precompressed copy as fresh as the file, when the client takes its encoding.
  const copies = PRECOMPRESSED.map((copy) => ({ ...copy, stat: fileAt(path + copy.suffix) })).filter(
    (copy) => copy.stat && copy.stat.mtimeMs >= stat.mtimeMs,
  );
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const chosen = copies.find((copy) => accepted.has(copy.encoding));
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    ...(admin ? { 'X-Robots-Tag': NOINDEX } : {}),
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Content-Length': (chosen?.stat ?? stat).size,
    ...(copies.length > 0 ? { Vary: 'Accept-Encoding' } : {}),
    ...(chosen ? { 'Content-Encoding': chosen.encoding } : {}),
    ...(immutable ? { 'Cache-Control': IMMUTABLE } : revalidate ? { 'Cache-Control': REVALIDATE } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else pipeline(createReadStream(chosen ? path + chosen.suffix : path), res, () => {});
}

function notFound(res, message, extraHeaders = {}) {
  res.writeHead(404, { ...SECURITY_HEADERS, ...extraHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
  res.end(message);
}

function serveStatic(req, res, route, root, pathname) {
  const folder = join(root, route.app, 'dist');
  const admin = route.app === 'admin-console';
  const path = safeJoin(folder, route.file);
  const stat = path && fileAt(path);
  if (stat) return sendFile(req, res, path, stat, { pathname, admin });
  const index = join(folder, 'index.html');
  const indexStat = fileAt(index);
  if (route.fallback && indexStat) return sendFile(req, res, index, indexStat, { pathname, admin });
  return notFound(res, indexStat ? 'Not found' : `${route.app} is not built yet: run npm run build`, admin ? { 'X-Robots-Tag': NOINDEX } : {});
}

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|rss\+xml|atom\+xml|javascript)|image\/svg\+xml)/;

/** Whether to gzip an upstream's answer on the way through (nginx does the same with `gzip on`). */
function gzipWorthy(req, answer) {
  if (req.method === 'HEAD' || answer.headers['content-encoding'] || answer.statusCode === 204 || answer.statusCode === 304) return false;
  if (!COMPRESSIBLE.test(answer.headers['content-type'] ?? '')) return false;
  if (Number(answer.headers['content-length'] ?? Infinity) < 512) return false;
  return acceptedEncodings(req.headers['accept-encoding']).has('gzip');
}

/**
 * X-Forwarded-For and -Proto as nginx sends them: a trusted proxy's (a TLS terminator in front of
 * `npm start`), else the address the gateway saw and http, whatever the client claims.
 */
function forwardedHeaders(req, isTrustedProxy) {
  const address = req.socket.remoteAddress ?? '';
  const trusted = isTrustedProxy(address);
  const proto = String(req.headers['x-forwarded-proto'] ?? '').toLowerCase();
  return {
    'x-forwarded-for': (trusted && req.headers['x-forwarded-for']) || address,
    'x-forwarded-proto': trusted && (proto === 'https' || proto === 'http') ? proto : 'http',
  };
}

/** Passes the request to a local upstream; `unreachable(res)` answers when it cannot be reached. */
function proxy(req, res, port, { agent, isTrustedProxy, addHeaders = {}, unreachable }) {
  const upstream = request(
    {
      host: '127.0.0.1',
      port,
      agent,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, ...forwardedHeaders(req, isTrustedProxy) },
    },
    (answer) => {
      const headers = { ...answer.headers, ...addHeaders };
      if (!gzipWorthy(req, answer)) {
        res.writeHead(answer.statusCode ?? 502, headers);
        return pipeline(answer, res, () => {});
      }
      delete headers['content-length'];
      const vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
      res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-encoding': 'gzip', vary });
      return pipeline(answer, createGzip({ level: 5 }), res, () => {});
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    return unreachable(res);
  });
  pipeline(req, upstream, () => {});
}

function apiUnreachable(res) {
  res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ message: 'The API is not reachable yet; try again in a moment' }));
}

/** The rendering server is not up (yet): a readable page, as nginx answers in the same case. */
export const RENDERER_UNREACHABLE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Temporarily unavailable</title></head>
<body><main><h1>We&rsquo;ll be right back</h1><p>This page can&rsquo;t be loaded just now. Please try again in a moment.</p></main></body>
</html>
`;

function rendererUnreachable(res) {
  res.writeHead(503, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '5',
  });
  res.end(RENDERER_UNREACHABLE_PAGE);
}

/**
 * `apiPort` and `renderPort` are the API's and the rendering server's ports on 127.0.0.1; `root`
 * the repository (the builds are read from `<root>/<app>/dist`); `trustedProxies` as TRUSTED_PROXIES
 * says (default: that variable, else nginx's list, nginx/folio/trusted-proxies.conf).
 */
export function startGateway({ port, apiPort, renderPort, root, host = '0.0.0.0', quiet = false, trustedProxies = process.env.TRUSTED_PROXIES }) {
  let isTrustedProxy;
  try {
    isTrustedProxy = trustedProxyCheck(trustedProxyEntries(trustedProxies));
  } catch (error) {
    // Failed as a taken port fails it, through 'error', which `npm start` answers by stopping its servers.
    const failed = createServer();
    process.nextTick(() => failed.emit('error', error));
    return failed;
  }
  // Connections to the upstreams are kept open between requests; an idle one is closed after 30 s,
  // before the API and the renderer would close it (65 s, their keepAliveTimeout), so a request never
  // goes out on a connection the server is closing.
  const agent = new Agent({ keepAlive: true, timeout: 30_000 });
  const server = createServer((req, res) => {
    if (isBadPath(req.url ?? '/')) {
      res.writeHead(400, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Bad request');
    }
    const { pathname } = new URL(req.url ?? '/', 'http://gateway');
    const route = routeFor(pathname);
    if (route.kind === 'api') return proxy(req, res, apiPort, { agent, isTrustedProxy, unreachable: apiUnreachable });
    if (route.kind === 'redirect') {
      res.writeHead(301, { ...SECURITY_HEADERS, 'X-Robots-Tag': NOINDEX, Location: route.location });
      return res.end();
    }
    if (route.kind === 'page') {
      const path = route.file && safeJoin(join(root, 'public-site', 'dist'), route.file);
      const stat = path && (req.method === 'GET' || req.method === 'HEAD') && fileAt(path);
      if (stat) return sendFile(req, res, path, stat, { pathname });
      return proxy(req, res, renderPort, { agent, isTrustedProxy, addHeaders: SECURITY_HEADERS, unreachable: rendererUnreachable });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' });
      return res.end();
    }
    return serveStatic(req, res, route, root, pathname);
  });
  server.listen(port, host, () => {
    if (!quiet) console.log(`Folio is running on http://localhost:${port} (console at /admin, API at /api)`);
  });
  // Idle keep-alive sockets to the upstreams go with the gateway.
  server.on('close', () => agent.destroy());
  return server;
}
