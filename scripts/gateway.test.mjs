import { rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describeRouting } from '../nginx/routing-suite.mjs';
import { startFakeApi, startFakeRenderer, writeFakeBuilds } from '../nginx/routing-fixtures.mjs';
import { acceptedEncodings, startGateway } from './gateway.mjs';

let api;
let renderer;
let gateway;
let builds;

const listening = (server) => new Promise((resolve) => server.once('listening', resolve));
const close = (server) => new Promise((resolve) => (server?.listening ? server.close(resolve) : resolve()));
const urlOf = (server) => `http://127.0.0.1:${server.address().port}`;

beforeAll(async () => {
  [api, renderer] = await Promise.all([startFakeApi(), startFakeRenderer()]);
  builds = writeFakeBuilds();
  gateway = startGateway({ port: 0, host: '127.0.0.1', apiPort: api.address().port, renderPort: renderer.address().port, root: builds, quiet: true });
  await listening(gateway);
});

afterAll(async () => {
  await close(gateway);
  await Promise.all([close(api), close(renderer)]);
  rmSync(builds, { recursive: true, force: true });
});

describeRouting('local gateway', () => urlOf(gateway), 'gateway');

describe('local gateway beyond routing', () => {
  it('gzips a large page on the way through for clients that accept it', async () => {
    const { request } = await import('node:http');
    const raw = await new Promise((resolve, reject) => {
      const path = `/blog?pad=${'x'.repeat(600)}`;
      request(`${urlOf(gateway)}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(raw.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(raw.body).toString()).toContain('"from":"renderer"');
  });

  it('answers a readable 503 page while the rendering server is not up', async () => {
    const down = await startFakeRenderer();
    const renderPort = down.address().port;
    await close(down);
    const lonely = startGateway({ port: 0, host: '127.0.0.1', apiPort: api.address().port, renderPort, root: builds, quiet: true });
    await listening(lonely);
    try {
      const response = await fetch(`${urlOf(lonely)}/blog`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await response.text()).toContain('Please try again in a moment.');
      // The build's own files do not need the renderer.
      expect((await fetch(`${urlOf(lonely)}/favicon.svg`)).status).toBe(200);
    } finally {
      await close(lonely);
    }
  });

  it('reads Accept-Encoding as browsers and tools write it', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(expect.arrayContaining(['gzip', 'br']));
    expect(acceptedEncodings('br;q=0, gzip;q=0.8').has('br')).toBe(false);
    expect(acceptedEncodings('*').has('br')).toBe(true);
    expect(acceptedEncodings('*, br;q=0').has('br')).toBe(false);
    expect(acceptedEncodings('').size).toBe(0);
    expect(acceptedEncodings('identity').has('gzip')).toBe(false);
  });
});
