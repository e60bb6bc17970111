// A gateway that survives its clients and its upstreams: hostile clients (an aborted request, a reset
// connection, a slow reader, a client leaving mid-upload) and upstreams that die mid-answer, each sent
// while other visitors are being served; the gateway runs in a process of its own, as in `npm start`,
// so that "still alive" means the process. Then the hops' retry and connect timeout.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway } from './gateway.mjs';

const gatewayModule = new URL('./gateway.mjs', import.meta.url).href;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const BIG = 8 * 1024 * 1024;
const PAGE_PART = `<p>${'a page that goes on and on '.repeat(40)}</p>\n`;

/**
 * One stand-in for both upstreams (the gateway sends /api/… to one port, pages to the other; both
 * are this server): `…/ok` answers at once, `…/slow` after 300 ms, `…/stream` a chunk every 20 ms for a
 * second, `…/big` 8 MB, `…/dies` part of an answer and then drops the connection, `…/upload` reads a body.
 */
function startUpstream() {
  const server = createServer((req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://upstream');
    const kind = pathname.split('/').pop();
    const html = !pathname.startsWith('/api/');
    const type = html ? 'text/html; charset=utf-8' : 'application/json';
    res.on('error', () => {});
    if (kind === 'ok') {
      res.writeHead(200, { 'content-type': type });
      return res.end(JSON.stringify({ ok: pathname + search }));
    }
    if (kind === 'slow') {
      const timer = setTimeout(() => {
        res.writeHead(200, { 'content-type': type });
        res.end(PAGE_PART.repeat(4));
      }, 300);
      return res.once('close', () => clearTimeout(timer));
    }
    if (kind === 'stream') {
      res.writeHead(200, { 'content-type': type });
      let sent = 0;
      const timer = setInterval(() => {
        res.write(PAGE_PART.repeat(50));
        if (++sent === 50) {
          clearInterval(timer);
          res.end();
        }
      }, 20);
      return res.once('close', () => clearInterval(timer));
    }
    if (kind === 'big') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': BIG });
      return res.end(Buffer.alloc(BIG, 1));
    }
    if (kind === 'dies') {
      res.writeHead(200, { 'content-type': type, 'content-length': 100_000 });
      res.write(PAGE_PART.repeat(20));
      return setTimeout(() => res.socket?.destroy(), 30);
    }
    if (kind === 'upload') {
      req.resume();
      return req.on('end', () => {
        res.writeHead(200, { 'content-type': type });
        res.end('{"uploaded":true}');
      });
    }
    res.writeHead(404, { 'content-type': type });
    res.end('{}');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The gateway in a child process of its own; resolves with the process and the gateway's port. */
function startGatewayProcess({ apiPort, renderPort, root }) {
  const code = `import { startGateway } from ${JSON.stringify(gatewayModule)};
const gateway = startGateway({ port: 0, host: '127.0.0.1', apiPort: ${apiPort}, renderPort: ${renderPort}, root: ${JSON.stringify(root)}, quiet: true, trustedProxies: '' });
gateway.on('listening', () => console.log(gateway.address().port));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderrText = '';
  child.stderr.on('data', (chunk) => (child.stderrText += chunk));
  return new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve({ child, port: Number(String(chunk).trim()) }));
    child.once('exit', (code) => reject(new Error(`the gateway exited (${code}) before listening: ${child.stderrText}`)));
  });
}

const alive = (child) => child.exitCode === null && child.signalCode === null;

/** A visitor who behaves: a whole answer, as the upstream or the build gave it. */
async function visit(base, path, expected) {
  try {
    const response = await fetch(base + path, { headers: { 'accept-encoding': 'gzip' } });
    const body = await response.text();
    return response.status === 200 && body.includes(expected) ? 'ok' : `${path}: ${response.status} ${body.slice(0, 80)}`;
  } catch (error) {
    return `${path}: ${error.cause?.code ?? error.message}`;
  }
}

/** Sends a request with node:http and hands the request and, once it comes, the answer to `act`; never rejects. */
function misbehave(port, { path, method = 'GET', headers = {} }, act) {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false });
    const done = () => resolve();
    req.on('error', done);
    req.on('close', () => setTimeout(done, 50));
    act(req);
  });
}

const HOSTILE = {
  'a client that aborts before the answer comes (API and page)': (port) =>
    Promise.all(
      ['/api/x/slow', '/blog/slow'].map((path) =>
        misbehave(port, { path }, (req) => {
          req.end();
          setTimeout(() => req.destroy(), 50);
        }),
      ),
    ),
  'a client that resets its connection before the answer, or in the middle of it': (port) =>
    Promise.all([
      misbehave(port, { path: '/api/x/slow' }, (req) => {
        req.end();
        req.once('socket', (socket) => setTimeout(() => socket.resetAndDestroy(), 50));
      }),
      misbehave(port, { path: '/blog/stream', headers: { 'accept-encoding': 'gzip' } }, (req) => {
        req.end();
        req.once('response', (res) => res.once('data', () => req.socket?.resetAndDestroy()));
      }),
      misbehave(port, { path: '/big.bin' }, (req) => {
        req.end();
        req.once('response', (res) => res.once('data', () => req.socket?.resetAndDestroy()));
      }),
    ]),
  'a slow reader of a large answer (upstream and build) that leaves half way': (port) =>
    Promise.all(
      ['/api/x/big', '/big.bin'].map((path) =>
        misbehave(port, { path }, (req) => {
          req.end();
          req.once('response', (res) => {
            res.pause();
            // A few bytes now and then, far slower than the gateway sends, then gone.
            const timer = setInterval(() => res.read(1024), 50);
            setTimeout(() => {
              clearInterval(timer);
              req.destroy();
            }, 600);
          });
        }),
      ),
    ),
  'a client that leaves in the middle of its upload': (port) =>
    misbehave(port, { path: '/api/x/upload', method: 'POST', headers: { 'content-length': 1_000_000 } }, (req) => {
      req.write(Buffer.alloc(200_000));
      setTimeout(() => req.destroy(), 50);
    }),
  'an upstream that dies in the middle of its answer (plain, and gzipped on the way)': (port) =>
    Promise.all(
      [
        ['/api/x/dies', {}],
        ['/blog/dies', { 'accept-encoding': 'gzip' }],
      ].map(([path, headers]) =>
        misbehave(port, { path, headers }, (req) => {
          req.end();
          req.once('response', (res) => res.resume());
        }),
      ),
    ),
};

describe('the local gateway survives its clients and its upstreams', () => {
  let upstream;
  let root;

  beforeAll(async () => {
    upstream = await startUpstream();
    root = mkdtempSync(join(tmpdir(), 'folio-gateway-clients-'));
    mkdirSync(join(root, 'public-site', 'dist'), { recursive: true });
    writeFileSync(join(root, 'public-site', 'dist', 'big.bin'), Buffer.alloc(BIG, 2));
    writeFileSync(join(root, 'public-site', 'dist', 'robots.txt'), 'User-agent: *\n');
  });

  afterAll(async () => {
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it.each(Object.keys(HOSTILE))('%s: the others are served and the process lives on', async (name) => {
    const { child, port } = await startGatewayProcess({ apiPort: upstream.address().port, renderPort: upstream.address().port, root });
    const base = `http://127.0.0.1:${port}`;
    try {
      const visits = [];
      const visitors = (async () => {
        for (let round = 0; round < 15; round += 1) {
          visits.push(
            visit(base, `/api/x/ok?round=${round}`, `round=${round}`),
            visit(base, `/blog/ok?round=${round}`, `round=${round}`),
            visit(base, '/robots.txt', 'User-agent'),
          );
          await sleep(40);
        }
      })();
      // Five waves of the hostile requests while the visitors come.
      for (let wave = 0; wave < 5; wave += 1) {
        await Promise.all([HOSTILE[name](port), sleep(100)]);
      }
      await visitors;
      const outcomes = await Promise.all(visits);
      await sleep(100);
      expect({ alive: alive(child), stderr: child.stderrText }).toEqual({ alive: true, stderr: '' });
      expect(outcomes.filter((outcome) => outcome !== 'ok')).toEqual([]);
      expect(await visit(base, '/api/x/ok?after', 'after')).toBe('ok');
    } finally {
      child.kill('SIGKILL');
    }
    }, 30_000);
});

describe("the gateway's hops", () => {
  const listening = (server) => new Promise((resolve) => server.once('listening', resolve));
  const close = (server) => new Promise((resolve) => (server?.listening ? server.close(resolve) : resolve()));

  /** A port nothing listens on (one that was just free). */
  async function freePort() {
    const server = createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();
    await close(server);
    return port;
  }

  /** A gateway in this process whose upstreams are `apiPort` and `renderPort`. */
  async function gatewayTo(apiPort, renderPort = apiPort, options = {}) {
    const gateway = startGateway({ port: 0, host: '127.0.0.1', apiPort, renderPort, root: tmpdir(), quiet: true, trustedProxies: '', ...options });
    await listening(gateway);
    return gateway;
  }

  /** An upstream that drops the connection of its first `drops` requests unanswered, then answers. */
  async function flakyUpstream(drops) {
    let seen = 0;
    const server = createServer((req, res) => {
      seen += 1;
      req.resume();
      if (seen <= drops) return req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ answer: seen }));
    });
    server.seen = () => seen;
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  it('sends a GET once more when the API refused it, and gets the answer of an API that came up meanwhile', async () => {
    const apiPort = await freePort();
    const gateway = await gatewayTo(apiPort, apiPort, { retryDelay: 400 });
    const late = createServer((_req, res) => res.end('{"late":true}'));
    try {
      const answer = fetch(`http://127.0.0.1:${gateway.address().port}/api/site`);
      await sleep(100);
      late.listen(apiPort, '127.0.0.1');
      const response = await answer;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ late: true });
    } finally {
      await Promise.all([close(gateway), close(late)]);
    }
  });

  it('answers 502 once the second attempt is refused too, after the wait', async () => {
    const gateway = await gatewayTo(await freePort(), undefined, { retryDelay: 300 });
    try {
      const started = Date.now();
      const response = await fetch(`http://127.0.0.1:${gateway.address().port}/api/site`);
      expect(response.status).toBe(502);
      expect((await response.json()).message).toContain('try again in a moment');
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      await close(gateway);
    }
  });

  it('sends a GET or HEAD once more when the upstream dropped it unanswered, but never a POST', async () => {
    const dropsOnce = await flakyUpstream(1);
    const gateway = await gatewayTo(dropsOnce.address().port, dropsOnce.address().port, { retryDelay: 50 });
    const base = `http://127.0.0.1:${gateway.address().port}`;
    try {
      const get = await fetch(`${base}/api/site`);
      expect(get.status).toBe(200);
      expect(await get.json()).toEqual({ answer: 2 });

      const dropsAgain = await flakyUpstream(2);
      const twice = await gatewayTo(dropsAgain.address().port, dropsAgain.address().port, { retryDelay: 50 });
      try {
        const page = await fetch(`http://127.0.0.1:${twice.address().port}/blog`, { method: 'HEAD' });
        expect(page.status).toBe(503);
        expect(dropsAgain.seen()).toBe(2);
      } finally {
        await Promise.all([close(twice), close(dropsAgain)]);
      }

      const dropsPost = await flakyUpstream(1);
      const posting = await gatewayTo(dropsPost.address().port, dropsPost.address().port, { retryDelay: 50 });
      try {
        const post = await fetch(`http://127.0.0.1:${posting.address().port}/api/blog/posts/1/view`, { method: 'POST', body: '{}' });
        expect(post.status).toBe(502);
        await sleep(150);
        expect(dropsPost.seen()).toBe(1);
      } finally {
        await Promise.all([close(posting), close(dropsPost)]);
      }
    } finally {
      await Promise.all([close(gateway), close(dropsOnce)]);
    }
  });

  it('gives up on a connection the upstream does not take within 2 s (twice for a GET) and answers 502', async () => {
    // An upstream whose accept queue is full and which accepts nothing more (its process is busy):
    // new connections wait for the kernel, as to a host that does not answer.
    const stuck = spawn(
      process.execPath,
      [
        '-e',
        `const server = require('node:net').createServer();
server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
  process.stdout.write(server.address().port + '\\n');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000);
});`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const fillers = [];
    try {
      const port = Number(String(await new Promise((resolve) => stuck.stdout.once('data', resolve))).trim());
      // Fill the accept queue, until a connection no longer completes.
      for (let i = 0; i < 8; i += 1) {
        const socket = connect(port, '127.0.0.1');
        socket.on('error', () => {});
        fillers.push(socket);
        const connected = await Promise.race([new Promise((resolve) => socket.once('connect', () => resolve(true))), sleep(300).then(() => false)]);
        if (!connected) break;
      }
      const gateway = await gatewayTo(port, port, { retryDelay: 100 });
      try {
        const started = Date.now();
        const response = await fetch(`http://127.0.0.1:${gateway.address().port}/api/site`);
        const took = Date.now() - started;
        expect(response.status).toBe(502);
        expect(took).toBeGreaterThanOrEqual(2 * 2_000);
        expect(took).toBeLessThan(2 * 2_000 + 1_500);
      } finally {
        await close(gateway);
      }
    } finally {
      for (const socket of fillers) socket.destroy();
      stuck.kill('SIGKILL');
    }
    }, 30_000);
});
