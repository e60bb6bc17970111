// The local gateway of `npm start`: one origin on one port, routed like nginx/nginx.conf
// (/api and /media/ → the API, /admin → the console's build, /assets/ and the public site's other files → its
// build, every other path → the public site's rendering server). No micro-cache: that is nginx's.
// A build's compressible file goes out compressed to a client that takes brotli or gzip: its
// precompressed copy when that holds the file's current bytes, else compressed on the way.
import { Agent, createServer, request } from 'node:http';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { acceptedEncodings, copyFreshness, fileAt, pump, safeJoin, sendFile, serveStatic } from './gateway-files.mjs';
import { NOINDEX, SECURITY_HEADERS } from '../nginx/routing-cases.mjs';
import { trustedProxyCheck, trustedProxyEntries } from '../nginx/trusted-proxies.mjs';

export { acceptedEncodings } from './gateway-files.mjs';

/**
 * Where a request path goes: `{ kind: 'api' }`, `{ kind: 'redirect', location }`,
 * `{ kind: 'static', app, file, fallback }` (a build's file; `fallback` is whether a missing one gets
 * the app's index.html, as the console's screens do, or a 404, as assets do), or
 * `{ kind: 'page', file }`: the public site's own file when `file` names one, else the renderer's;
 * `{ kind: 'closed' }`: a 404 whatever is behind it.
 */
export function routeFor(pathname) {
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/')) return { kind: 'api' };
  if (pathname === '/admin') return { kind: 'redirect', location: '/admin/' };
  if (pathname.startsWith('/admin/')) {
    const file = pathname.slice('/admin'.length);
    return { kind: 'static', app: 'admin-console', file, fallback: !file.startsWith('/assets/') };
  }
  if (pathname.startsWith('/assets/')) return { kind: 'static', app: 'public-site', file: pathname, fallback: false };
  // The rendering server's door for the API (a post's body for its email): never a visitor's.
  if (pathname.startsWith('/internal/')) return { kind: 'closed' };
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

const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|xml|rss\+xml|atom\+xml|feed\+json|javascript)|image\/svg\+xml)/;

/** Whether to gzip an upstream's answer on the way through (nginx does the same with `gzip on`). */
function gzipWorthy(req, answer) {
  if (req.method === 'HEAD' || answer.headers['content-encoding'] || answer.statusCode === 204 || answer.statusCode === 304) return false;
  if (!COMPRESSIBLE_TYPE.test(answer.headers['content-type'] ?? '')) return false;
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

/**
 * Passes the request to a local upstream; `unreachable(res)` answers when it cannot be reached. A GET
 * or HEAD without a body that gets no answer (connection refused, reset, or not made within
 * `connectTimeout`) is sent once more after `retryDelay` (an upstream restarting, a kept-alive
 * connection it was closing); a client that goes away takes its upstream request with it.
 */
function proxy(req, res, port, { agent, isTrustedProxy, addHeaders = {}, unreachable, connectTimeout, retryDelay }) {
  const replayable =
    (req.method === 'GET' || req.method === 'HEAD') && !req.headers['transfer-encoding'] && Number(req.headers['content-length'] ?? 0) === 0;
  const headers = { ...req.headers, ...forwardedHeaders(req, isTrustedProxy) };
  const clientGone = () => res.destroyed || res.writableEnded;
  let upstream = null;
  let answered = false;
  res.once('close', () => {
    if (!res.writableFinished) upstream?.destroy();
  });
  // Read errors of a client that leaves mid-body end the upstream request through 'close' above.
  req.on('error', () => {});

  const send = (attempt) => {
    const current = request({ host: '127.0.0.1', port, agent, method: req.method, path: req.url, headers });
    upstream = current;
    let connectTimer;
    current.once('socket', (socket) => {
      if (!socket.connecting) return; // a kept-alive connection
      const timedOut = Object.assign(new Error(`no connection to port ${port} within ${connectTimeout} ms`), { code: 'ETIMEDOUT' });
      connectTimer = setTimeout(() => current.destroy(timedOut), connectTimeout);
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    current.once('close', () => clearTimeout(connectTimer));
    current.on('response', (answer) => {
      answered = true;
      if (clientGone()) return answer.destroy();
      try {
        const answerHeaders = { ...answer.headers, ...addHeaders };
        if (!gzipWorthy(req, answer)) {
          res.writeHead(answer.statusCode ?? 502, answerHeaders);
          return pump(answer, res);
        }
        delete answerHeaders['content-length'];
        const vary = answerHeaders.vary ? `${answerHeaders.vary}, Accept-Encoding` : 'Accept-Encoding';
        res.writeHead(answer.statusCode ?? 502, { ...answerHeaders, 'content-encoding': 'gzip', vary });
        return pump(answer, createGzip({ level: 5 }), res);
      } catch {
        answer.destroy();
        return res.destroy();
      }
    });
    current.on('error', () => {
      clearTimeout(connectTimer);
      // Mid-answer: the pump ends the client's answer (cut short, as the upstream's was).
      if (answered || clientGone()) return;
      if (replayable && attempt === 1) {
        setTimeout(() => {
          if (!clientGone()) send(2);
        }, retryDelay);
        return;
      }
      if (res.headersSent) return res.destroy();
      unreachable(res);
    });
    if (replayable) {
      req.resume();
      current.end();
    } else {
      // pipe(), not pipeline(): a failed upstream must not take the client's connection (and its 502) with it.
      req.pipe(current);
    }
  };
  send(1);
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
export function startGateway({
  port,
  apiPort,
  renderPort,
  root,
  // This machine only unless HOST says otherwise: on a shared network no one else reaches it.
  host = '127.0.0.1',
  quiet = false,
  trustedProxies = process.env.TRUSTED_PROXIES,
  connectTimeout = 2_000,
  retryDelay = 500,
}) {
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
  const hop = { agent, isTrustedProxy, connectTimeout, retryDelay };
  const isFresh = copyFreshness();
  const server = createServer(async (req, res) => {
    try {
      await handle(req, res);
    } catch (error) {
      // A bug of the gateway's own costs that request, never the process (and the servers behind it).
      console.error('The gateway could not answer %s %s:', req.method, req.url, error);
      if (!res.headersSent) {
        res.writeHead(500, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('Internal error');
      } else res.destroy();
    }
  });
  function handle(req, res) {
    if (isBadPath(req.url ?? '/')) {
      res.writeHead(400, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Bad request');
    }
    const { pathname } = new URL(req.url ?? '/', 'http://gateway');
    const route = routeFor(pathname);
    if (route.kind === 'api') return proxy(req, res, apiPort, { ...hop, unreachable: apiUnreachable });
    if (route.kind === 'closed') {
      res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Not found');
    }
    if (route.kind === 'redirect') {
      res.writeHead(301, { ...SECURITY_HEADERS, 'X-Robots-Tag': NOINDEX, Location: route.location });
      return res.end();
    }
    if (route.kind === 'page') {
      const path = route.file && safeJoin(join(root, 'public-site', 'dist'), route.file);
      const stat = path && (req.method === 'GET' || req.method === 'HEAD') && fileAt(path);
      if (stat) return sendFile(req, res, path, stat, { pathname, isFresh });
      return proxy(req, res, renderPort, { ...hop, addHeaders: SECURITY_HEADERS, unreachable: rendererUnreachable });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' });
      return res.end();
    }
    return serveStatic(req, res, route, { root, pathname, isFresh });
  }
  server.listen(port, host, () => {
    if (!quiet) console.log(`Folio is running on http://localhost:${port} (console at /admin, API at /api)`);
  });
  // Idle keep-alive sockets to the upstreams go with the gateway.
  server.on('close', () => agent.destroy());
  return server;
}
