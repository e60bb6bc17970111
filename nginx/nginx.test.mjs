// Debian's nginx with the project's nginx.conf, replaying the routing table the local gateway passes
// too, and its micro-cache. Needs nginx installed, so it runs with the browser suite (npm run
// test:e2e), not npm test.
import { rmSync } from 'node:fs';
import { startNginx } from './nginx-runner.mjs';
import { describeMicroCache, describeRouting } from './routing-suite.mjs';
import { echoOf, request, startFakeApi, startFakeRenderer, writeFakeBuilds } from './routing-fixtures.mjs';

let api;
let renderer;
let nginx;
let builds;

const addressOf = (server) => `127.0.0.1:${server.address().port}`;
const close = (server) => new Promise((resolve) => (server?.listening ? server.close(resolve) : resolve()));

beforeAll(async () => {
  [api, renderer] = await Promise.all([startFakeApi(), startFakeRenderer()]);
  builds = writeFakeBuilds();
  nginx = await startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: addressOf(renderer) });
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([close(api), close(renderer)]);
  if (builds) rmSync(builds, { recursive: true, force: true });
});

describeRouting('nginx', () => nginx.url, 'nginx');
describeMicroCache('nginx', () => nginx.url);

describe('nginx beyond routing', () => {
  it('compresses text answers for clients that accept gzip', async () => {
    const big = await fetch(`${nginx.url}/api/personas?pad=${'x'.repeat(600)}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers.get('content-encoding')).toBe('gzip');
  });

  it('refuses a body over 1 MB before it reaches the API', async () => {
    const response = await fetch(`${nginx.url}/api/admin/skills`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
  });

  it('keeps serving the last good page while the renderer fails, and stores none of its failures', async () => {
    // X-Accel-Expires is the upstream's way to shorten nginx's 5 s window: this copy expires after 1 s
    // (nginx counts whole seconds: it is stale for sure 2 s later).
    const path = '/blog?stale=1&fake-x-accel-expires=1';
    const fresh = await request(nginx.url, { path });
    expect([fresh.status, fresh.headers.get('x-cache-status'), echoOf(await fresh.text()).answer]).toEqual([200, 'MISS', 1]);

    renderer.failWith = 503;
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_200));
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const stale = await request(nginx.url, { path });
        expect(stale.status).toBe(200);
        expect(['STALE', 'UPDATING']).toContain(stale.headers.get('x-cache-status'));
        expect(echoOf(await stale.text()).answer).toBe(1);
      }
      // A page nothing was cached for shows the failure as it is.
      const uncached = await request(nginx.url, { path: '/blog?stale=2' });
      expect([uncached.status, uncached.headers.get('x-cache-status')]).toEqual([503, 'MISS']);
    } finally {
      renderer.failWith = null;
    }
  });

  it('can run without its micro-cache, for suites that must see each change at once', async () => {
    const uncached = await startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: addressOf(renderer), microCache: false });
    try {
      for (const [path, answers] of [['/blog?uncached=1', [1, 2]], ['/api/personas?uncached=1', [1, 2]]]) {
        const seen = [];
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const response = await request(uncached.url, { path });
          seen.push([response.headers.get('x-cache-status'), echoOf(await response.text()).answer]);
        }
        expect(seen).toEqual(answers.map((answer) => [null, answer]));
      }
    } finally {
      await uncached.stop();
    }
  });

  it('answers a readable 503 page when the rendering server cannot be reached', async () => {
    const down = await startFakeRenderer();
    const port = down.address().port;
    await close(down);
    const lonely = await startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: `127.0.0.1:${port}` });
    try {
      const response = await request(lonely.url, { path: '/blog' });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Please try again in a moment.');
    } finally {
      await lonely.stop();
    }
  });
});
