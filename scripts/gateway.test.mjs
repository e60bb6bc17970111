import { rmSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { TRUSTED_TEST_PROXY } from '../nginx/routing-cases.mjs';
import { describeForwarding, describeRouting } from '../nginx/routing-suite.mjs';
import { echoOf, request, startFakeApi, startFakeRenderer, writeFakeBuilds } from '../nginx/routing-fixtures.mjs';
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
  gateway = startGateway({
    port: 0,
    host: '127.0.0.1',
    apiPort: api.address().port,
    renderPort: renderer.address().port,
    root: builds,
    quiet: true,
    trustedProxies: TRUSTED_TEST_PROXY,
  });
  await listening(gateway);
});

afterAll(async () => {
  await close(gateway);
  await Promise.all([close(api), close(renderer)]);
  rmSync(builds, { recursive: true, force: true });
});

describeRouting('local gateway', () => urlOf(gateway), 'gateway');
describeForwarding('local gateway', () => urlOf(gateway));

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

  it('listens on this machine only unless told otherwise', async () => {
    const local = startGateway({ port: 0, apiPort: api.address().port, renderPort: renderer.address().port, root: builds, quiet: true });
    await listening(local);
    try {
      expect(local.address().address).toBe('127.0.0.1');
    } finally {
      await close(local);
    }
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

describe('local gateway trusting proxies', () => {
  it("trusts nginx's list when TRUSTED_PROXIES is not set: loopback", async () => {
    const defaults = startGateway({ port: 0, host: '127.0.0.1', apiPort: api.address().port, renderPort: renderer.address().port, root: builds, quiet: true, trustedProxies: '' });
    await listening(defaults);
    try {
      const response = await request(urlOf(defaults), { path: '/api/site?trust=default', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' } });
      expect(echoOf(await response.text())).toEqual(expect.objectContaining({ forwardedProto: 'https', forwardedFor: '203.0.113.5' }));
    } finally {
      await close(defaults);
    }
  });

  it("fails with a TRUSTED_PROXIES entry that is not an address or a range, naming it (as `npm start` reports a gateway's failure)", async () => {
    const failed = startGateway({ port: 0, host: '127.0.0.1', apiPort: 1, renderPort: 2, root: builds, quiet: true, trustedProxies: '10.0.0.0/8 proxy.example' });
    const error = await new Promise((resolve) => failed.once('error', resolve));
    expect(error.message).toContain('"proxy.example" is not an address or a range');
    expect(failed.listening).toBe(false);
  });
});
