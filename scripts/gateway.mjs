// The local gateway of `npm start`: one origin on one port, routed like nginx/nginx.conf
// (/api → the API, /admin → the console's build, everything else → the public site's build).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { IMMUTABLE, REMOTE_ENTRY, REVALIDATE, SECURITY_HEADERS } from '../nginx/routing-cases.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/**
 * Where a request path goes: `{ kind: 'api' }`, `{ kind: 'redirect', location }` or
 * `{ kind: 'static', app, file, fallback }` — `fallback` is whether a missing file gets the app's
 * index.html (page routes) or a 404 (asset paths, files with an extension).
 */
export function routeFor(pathname) {
  if (pathname === '/api' || pathname.startsWith('/api/')) return { kind: 'api' };
  if (pathname === '/admin') return { kind: 'redirect', location: '/admin/' };
  const admin = pathname.startsWith('/admin/');
  const file = admin ? pathname.slice('/admin'.length) : pathname;
  const isAsset = file.startsWith('/assets/') || extname(file) !== '';
  return { kind: 'static', app: admin ? 'admin-console' : 'public-site', file, fallback: !isAsset };
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

function safeJoin(folder, file) {
  const path = normalize(join(folder, decodeURIComponent(file)));
  return path === folder || path.startsWith(folder + sep) ? path : null;
}

function sendFile(res, path, method, route) {
  const revalidate = extname(path) === '.html' || route.file === REMOTE_ENTRY;
  const immutable = !revalidate && path.includes(`${sep}assets${sep}`);
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    ...(immutable ? { 'Cache-Control': IMMUTABLE } : revalidate ? { 'Cache-Control': REVALIDATE } : {}),
  });
  if (method === 'HEAD') res.end();
  else createReadStream(path).pipe(res);
}

function notFound(res, message) {
  res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
  res.end(message);
}

function serveStatic(req, res, route, root) {
  const folder = join(root, route.app, 'dist');
  let path;
  try {
    path = safeJoin(folder, route.file);
  } catch {
    path = null; // malformed percent-encoding
  }
  if (path && existsSync(path) && statSync(path).isFile()) return sendFile(res, path, req.method, route);
  const index = join(folder, 'index.html');
  if (route.fallback && existsSync(index)) return sendFile(res, index, req.method, route);
  return notFound(res, existsSync(index) ? 'Not found' : `${route.app} is not built yet: run npm run build`);
}

function proxyToApi(req, res, apiPort) {
  const upstream = request(
    {
      host: '127.0.0.1',
      port: apiPort,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http' },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: 'The API is not reachable yet; try again in a moment' }));
  });
  req.pipe(upstream);
}

export function startGateway({ port, apiPort, root, host = '0.0.0.0', quiet = false }) {
  const server = createServer((req, res) => {
    if (isBadPath(req.url ?? '/')) {
      res.writeHead(400, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Bad request');
    }
    const { pathname } = new URL(req.url ?? '/', 'http://gateway');
    const route = routeFor(pathname);
    if (route.kind === 'api') return proxyToApi(req, res, apiPort);
    if (route.kind === 'redirect') {
      res.writeHead(301, { ...SECURITY_HEADERS, Location: route.location });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' });
      return res.end();
    }
    return serveStatic(req, res, route, root);
  });
  server.listen(port, host, () => {
    if (!quiet) console.log(`Folio is running on http://localhost:${port} (console at /admin, API at /api)`);
  });
  return server;
}
