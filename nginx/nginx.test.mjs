// Debian's nginx with the project's nginx.conf, replaying the routing table the local gateway passes
// too, and its micro-cache. Needs nginx installed, so it runs with the browser suite (npm run
// test:e2e), not npm test.
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { startDnsStandIn } from './dns-stand-in.mjs';
import { startNginx } from './nginx-runner.mjs';
import { SECURITY_HEADERS, TRUSTED_TEST_PROXY } from './routing-cases.mjs';
import { describeForwarding, describeMicroCache, describeRouting } from './routing-suite.mjs';
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
  nginx = await startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: addressOf(renderer), trustedProxies: TRUSTED_TEST_PROXY });
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([close(api), close(renderer)]);
  if (builds) rmSync(builds, { recursive: true, force: true });
});

describeRouting('nginx', () => nginx.url, 'nginx');
describeMicroCache('nginx', () => nginx.url);
describeForwarding('nginx', () => nginx.url);

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

  it('refuses a contact form over 32 KB before it reaches the renderer, and passes a smaller one whole', async () => {
    const post = (bytes) =>
      fetch(`${nginx.url}/contact`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `message=${'x'.repeat(bytes)}` });
    const large = await post(40 * 1024);
    expect(large.status).toBe(413);
    expect(large.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['content-security-policy']);
    const fits = await post(30 * 1024);
    expect(fits.status).toBe(200);
    expect(echoOf(await fits.text())).toEqual(expect.objectContaining({ from: 'renderer', method: 'POST', url: '/contact', bodyBytes: 30 * 1024 + 'message='.length }));
  });

  const upload = (url, megabytes) =>
    fetch(`${url}/api/admin/media`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.alloc(Math.round(megabytes * 1024 * 1024), 97),
    });

  it('passes an image upload up to the API\'s limit (10 MB as built) and refuses a larger one itself', async () => {
    expect((await upload(nginx.url, 9.5)).status).toBe(200);
    expect((await upload(nginx.url, 11.5)).status).toBe(413);
  });

  it('follows MEDIA_MAX_UPLOAD_MB for the upload limit, as the web image does at start', async () => {
    const small = await startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: addressOf(renderer), mediaMaxUploadMb: 2 });
    try {
      expect((await upload(small.url, 2.5)).status).toBe(200);
      expect((await upload(small.url, 3.5)).status).toBe(413);
    } finally {
      await small.stop();
    }
  });

  it('keeps the media library\'s files once fetched', async () => {
    // As the API answers them: immutable.
    const path = `/media/0123456789abcdef-320w.webp?fake-cache-control=${encodeURIComponent('public, max-age=31536000, immutable')}`;
    const first = await request(nginx.url, { path });
    const again = await request(nginx.url, { path });
    expect([first.headers.get('x-cache-status'), again.headers.get('x-cache-status')]).toEqual(['MISS', 'HIT']);
    expect(echoOf(await again.text()).answer).toBe(echoOf(await first.text()).answer);
  });

  it('renders a page afresh for the first visitor after it expired, instead of handing out the old copy', async () => {
    const path = '/blog/expired';
    const headers = { 'x-fake-x-accel-expires': '1' };
    const first = await request(nginx.url, { path, headers });
    expect([first.status, first.headers.get('x-cache-status'), echoOf(await first.text()).answer]).toEqual([200, 'MISS', 1]);
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const next = await request(nginx.url, { path, headers });
    expect([next.status, next.headers.get('x-cache-status'), echoOf(await next.text()).answer]).toEqual([200, 'EXPIRED', 2]);
  });

  it('keeps serving the last good page while the renderer fails, and stores none of its failures', async () => {
    // X-Accel-Expires is the upstream's way to shorten nginx's 5 s window: this copy expires after 1 s
    // (nginx counts whole seconds: it is stale for sure 2 s later).
    const path = '/blog/stale-1';
    const headers = { 'x-fake-x-accel-expires': '1' };
    const fresh = await request(nginx.url, { path, headers });
    expect([fresh.status, fresh.headers.get('x-cache-status'), echoOf(await fresh.text()).answer]).toEqual([200, 'MISS', 1]);

    renderer.failWith = 503;
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_200));
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const stale = await request(nginx.url, { path, headers });
        expect(stale.status).toBe(200);
        expect(['STALE', 'UPDATING']).toContain(stale.headers.get('x-cache-status'));
        expect(echoOf(await stale.text()).answer).toBe(1);
      }
      // A page nothing was cached for shows the failure as it is.
      const uncached = await request(nginx.url, { path: '/blog/stale-2' });
      expect([uncached.status, uncached.headers.get('x-cache-status')]).toEqual([503, 'MISS']);
    } finally {
      renderer.failWith = null;
    }
  });

  it('can run without its micro-cache, for suites that must see each change at once', async () => {
    const uncached = await startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: addressOf(renderer), microCache: false });
    try {
      for (const [path, answers] of [['/blog/uncached', [1, 2]], ['/api/personas?uncached=1', [1, 2]]]) {
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

describe('nginx trusting proxies', () => {
  const claim = (client) => ({ 'x-forwarded-proto': 'https', 'x-forwarded-for': client });
  const heardBy = async (url, path, localAddress, headers) => echoOf(await (await request(url, { path, localAddress, headers })).text());

  it('trusts loopback alone when TRUSTED_PROXIES is not set: no private range, where anyone on the network picks their address', async () => {
    const list = readFileSync(new URL('./folio/trusted-proxies.conf', import.meta.url), 'utf8');
    expect([...list.matchAll(/^([^#\s]\S*) ([01]);$/gm)].map(([, range, value]) => `${range} ${value}`)).toEqual(['127.0.0.0/8 1', '::1 1']);
    const defaults = await startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: addressOf(renderer) });
    try {
      const echo = await heardBy(defaults.url, '/api/site?trust=default', '127.0.0.1', claim('203.0.113.5'));
      expect(echo).toEqual(expect.objectContaining({ forwardedProto: 'https', forwardedFor: '203.0.113.5' }));
    } finally {
      await defaults.stop();
    }
  });

  // As docker-compose.yml sets it: its network trusted (Caddy, the renderer), but not the network's
  // gateway, the address Docker's userland proxy gives every client of a published port. Here
  // 127.0.0.0/29 stands for the network and 127.0.0.1 for its gateway.
  it('believes a proxy on a trusted network but not the address an entry with ! carves out of it', async () => {
    const compose = await startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: addressOf(renderer), trustedProxies: '127.0.0.0/29, !127.0.0.1' });
    try {
      expect(await heardBy(compose.url, '/api/site?trust=network', '127.0.0.2', claim('203.0.113.5'))).toEqual(
        expect.objectContaining({ forwardedProto: 'https', forwardedFor: '203.0.113.5' }),
      );
      // The attack: wrong passwords for one name, each claiming another address, from the gateway.
      const heard = [];
      for (let attempt = 1; attempt <= 12; attempt += 1) {
        const response = await request(compose.url, { path: '/api/auth/login', method: 'POST', localAddress: '127.0.0.1', headers: claim(`100.64.0.${attempt}`) });
        heard.push(echoOf(await response.text())?.forwardedFor);
      }
      expect(new Set(heard)).toEqual(new Set(['127.0.0.1']));
      expect((await heardBy(compose.url, '/blog/trust-gateway', '127.0.0.1', claim('203.0.113.6'))).forwardedFor).toBe('127.0.0.1');
      // Outside the network: not trusted either.
      expect((await heardBy(compose.url, '/api/site?trust=outside', '127.0.0.9', claim('203.0.113.7'))).forwardedFor).toBe('127.0.0.9');
    } finally {
      await compose.stop();
    }
  });

  it('trusts no one with TRUSTED_PROXIES=none', async () => {
    const none = await startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: addressOf(renderer), trustedProxies: 'none' });
    try {
      const response = await request(none.url, { path: '/api/site?trust=none', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' } });
      expect(echoOf(await response.text())).toEqual(expect.objectContaining({ forwardedProto: 'http', forwardedFor: '127.0.0.1' }));
    } finally {
      await none.stop();
    }
  });

  it('refuses to start with a TRUSTED_PROXIES entry that is not an address or a range, naming it', async () => {
    await expect(
      startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: addressOf(renderer), trustedProxies: '10.0.0.0/8, proxy.example' }),
    ).rejects.toThrow('"proxy.example" is not an address or a range');
    await expect(
      startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: addressOf(renderer), trustedProxies: '10.0.0.0/8 !gateway' }),
    ).rejects.toThrow('"!gateway" is not an address or a range');
  });
});

describe('nginx limiting what reaches the renderer, per client', () => {
  let limited;
  beforeAll(async () => {
    limited = await startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: addressOf(renderer), trustedProxies: TRUSTED_TEST_PROXY, rateLimit: true });
  });
  afterAll(() => limited?.stop());

  /** `count` requests at once for pages nothing has cached (`<prefix>-<n>`), from `localAddress`. */
  const burst = async (count, prefix, options) =>
    (await Promise.all(Array.from({ length: count }, (_, n) => request(limited.url, { path: `${prefix}-${n}`, ...options })))).map((response) => response.status);
  const served = (statuses) => statuses.filter((status) => status === 200).length;

  it('answers 429 with Retry-After past a burst of 50 renders from one address, while another address is served', async () => {
    expect((await request(limited.url, { path: '/blog/limit-cached', localAddress: '127.0.0.4' })).status).toBe(200);

    // The limit is a burst of 50 and then 10 a second: on a loaded machine the burst takes a while, and
    // what refilled meanwhile is served too.
    const began = performance.now();
    const statuses = await burst(80, '/blog/limit-a', { localAddress: '127.0.0.3' });
    const refilled = Math.ceil(((performance.now() - began) / 1000) * 10);
    expect(served(statuses)).toBeGreaterThanOrEqual(50);
    expect(served(statuses)).toBeLessThanOrEqual(50 + refilled);
    expect(statuses.filter((status) => status === 429).length).toBe(80 - served(statuses));

    // Still past it: of ten more at once, those beyond what refilled since are refused.
    const again = await Promise.all(Array.from({ length: 10 }, (_, n) => request(limited.url, { path: `/blog/limit-a-again-${n}`, localAddress: '127.0.0.3' })));
    const refused = again.find((response) => response.status === 429);
    expect(refused?.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await refused.text()).toContain('Please wait a moment');
    for (const [header, value] of Object.entries(SECURITY_HEADERS)) expect(refused.headers.get(header)).toBe(value);

    // Another visitor is served.
    expect((await request(limited.url, { path: '/blog/limit-b', localAddress: '127.0.0.4' })).status).toBe(200);
    // The limited address still gets what costs no rendering: a cached page, assets, files, the API
    // (which has its own limits; the renderer's own calls through nginx go there too).
    const cached = await request(limited.url, { path: '/blog/limit-cached?x=1', localAddress: '127.0.0.3' });
    expect([cached.status, cached.headers.get('x-cache-status')]).toEqual([200, 'HIT']);
    for (const path of ['/assets/index-abc123.js', '/favicon.svg', '/api/site?limit=1', '/api/blog/posts?limit=2', '/api/admin/skills']) {
      expect([path, (await request(limited.url, { path, localAddress: '127.0.0.3' })).status]).toEqual([path, 200]);
    }
  });

  it("counts each client behind a trusted proxy on its own, and an untrusted client's claimed addresses as one", async () => {
    const viaProxy = (client) => ({ localAddress: TRUSTED_TEST_PROXY, headers: { 'x-forwarded-for': `198.51.100.1, ${client}` } });
    expect(served(await burst(80, '/blog/limit-c', viaProxy('203.0.113.20')))).toBeLessThan(60);
    expect((await request(limited.url, { path: '/blog/limit-d', ...viaProxy('203.0.113.21') })).status).toBe(200);

    const spoofing = await Promise.all(
      Array.from({ length: 80 }, (_, n) => request(limited.url, { path: `/blog/limit-e-${n}`, localAddress: '127.0.0.5', headers: { 'x-forwarded-for': `100.64.0.${n}` } })),
    );
    expect(served(spoofing.map((response) => response.status))).toBeLessThan(60);
  });
});

describe('nginx limiting what a page sends to be counted, per client', () => {
  let limited;
  beforeAll(async () => {
    limited = await startNginx({ htmlRoot: `${builds}/html`, apiAddress: addressOf(api), renderAddress: addressOf(renderer), trustedProxies: TRUSTED_TEST_PROXY, rateLimit: true });
  });
  afterAll(() => limited?.stop());

  const BEACON = '{"name":"pageview","path":"/"}';
  /** `count` POSTs of `path` at once (a beacon's body), from `localAddress`; each answer with its body read. */
  const burst = (url, count, path, options) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const response = await request(url, { path, method: 'POST', contentType: 'text/plain;charset=UTF-8', body: BEACON, ...options });
        return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.text() };
      }),
    );
  /** The answers the API gave (its stand-in's echo), and the ones nginx gave itself. */
  const split = (answers) => ({ passed: answers.filter((answer) => echoOf(answer.body)?.from === 'api'), dropped: answers.filter((answer) => echoOf(answer.body) === null) });

  it('answers the beacons of one client past a burst of 30 with an empty 202 itself, never reaching the API, and still passes another client on', async () => {
    const path = '/api/analytics/events?counting=a';
    const { passed, dropped } = split(await burst(limited.url, 80, path, { localAddress: '127.0.0.6' }));
    expect(passed.length).toBeGreaterThanOrEqual(30);
    expect(passed.length).toBeLessThanOrEqual(33);
    expect(dropped.length).toBe(80 - passed.length);
    expect(new Set(dropped.map((answer) => JSON.stringify([answer.status, answer.body, answer.cacheControl])))).toEqual(new Set([JSON.stringify([202, '', 'no-store'])]));
    // Counted at the upstream: another client's beacon is the next the API hears of that address.
    const [other] = await burst(limited.url, 1, path, { localAddress: '127.0.0.7' });
    expect(echoOf(other.body)).toEqual(expect.objectContaining({ from: 'api', method: 'POST', answer: passed.length + 1 }));
    // A post's view comes out of the same budget; the other client's is passed on.
    const [view] = await burst(limited.url, 1, '/api/blog/posts/7/view?counting=a', { localAddress: '127.0.0.6' });
    expect([view.status, view.body]).toEqual([202, '']);
    const [otherView] = await burst(limited.url, 1, '/api/blog/posts/7/view?counting=a', { localAddress: '127.0.0.7' });
    expect(echoOf(otherView.body)).toEqual(expect.objectContaining({ from: 'api', answer: 1 }));
  });

  it('limits the post views of each client behind a trusted proxy on its own, and passes every other API call of a limited client', async () => {
    const viaProxy = (client) => ({ localAddress: TRUSTED_TEST_PROXY, headers: { 'x-forwarded-for': `198.51.100.1, ${client}` } });
    const { passed } = split(await burst(limited.url, 80, '/api/blog/posts/8/view?counting=b', viaProxy('203.0.113.30')));
    expect(passed.length).toBeLessThanOrEqual(33);
    const [other] = await burst(limited.url, 1, '/api/blog/posts/8/view?counting=b', viaProxy('203.0.113.31'));
    expect(echoOf(other.body)).toEqual(expect.objectContaining({ from: 'api', answer: passed.length + 1, forwardedFor: '198.51.100.1, 203.0.113.31' }));
    for (const path of ['/api/site?counting=b', '/api/blog/posts/8/tags']) {
      expect([path, (await request(limited.url, { path, ...viaProxy('203.0.113.30') })).status]).toEqual([path, 200]);
    }
    const write = await request(limited.url, { path: '/api/contact/messages?counting=b', method: 'POST', ...viaProxy('203.0.113.30') });
    expect(echoOf(await write.text())).toEqual(expect.objectContaining({ from: 'api' }));
  });

  it('passes every beacon on when the limit is off, as the suites that drive many visitors from one address run it', async () => {
    const answers = await burst(nginx.url, 80, '/api/analytics/events?counting=off', { localAddress: '127.0.0.6' });
    expect(split(answers).passed).toHaveLength(80);
  });
});

/** A stand-in that says which instance answered, on a given loopback address (port 0: any). */
function startInstance(name, host, port = 0) {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ instance: name }));
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

/** Asks `path` every 200 ms until the answer comes from `instance`; resolves to the seconds that took. */
async function secondsUntilAnswerFrom(url, path, instance, limitSeconds) {
  const started = Date.now();
  while (Date.now() - started < limitSeconds * 1000) {
    const response = await request(url, { path });
    if (response.status === 200 && echoOf(await response.text())?.instance === instance) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${path} was not answered by the ${instance} within ${limitSeconds} s`);
}

describe('nginx finding the API and the renderer by name', () => {
  // As in compose: the services are names Docker's DNS answers, and a replaced container comes back
  // under the same name at a new address. Here the names resolve through a DNS stand-in.
  it('starts before a name resolves, and follows a replaced API to its new address within seconds, without a restart', async () => {
    const dns = await startDnsStandIn({ 'api.folio.test': '127.0.0.3' });
    const servers = [await startInstance('first API', '127.0.0.3'), await startInstance('renderer', '127.0.0.3')];
    const [firstApi, pages] = servers;
    const apiPort = firstApi.address().port;
    let named;
    try {
      named = await startNginx({
        htmlRoot: `${builds}/html`,
        apiAddress: `api.folio.test:${apiPort}`,
        renderAddress: `render.folio.test:${pages.address().port}`,
        resolver: dns.address,
        microCache: false,
      });
      expect(echoOf(await (await request(named.url, { path: '/api/site' })).text())).toEqual({ instance: 'first API' });
      // The renderer's name does not resolve yet (its container is still starting): the readable 503 page.
      expect((await request(named.url, { path: '/blog' })).status).toBe(503);
      dns.set('render.folio.test', '127.0.0.3');
      await secondsUntilAnswerFrom(named.url, '/blog', 'renderer', 8);

      // The API's container is replaced: the old address stops answering, the name moves.
      await close(firstApi);
      servers.push(await startInstance('second API', '127.0.0.4', apiPort));
      dns.set('api.folio.test', '127.0.0.4');
      // nginx keeps a DNS answer 5 s (`valid=5s`), not the 600 s the DNS server allows.
      expect(await secondsUntilAnswerFrom(named.url, '/api/site', 'second API', 8)).toBeLessThan(7);
    } finally {
      await named?.stop();
      await Promise.all(servers.map(close));
      await dns.close();
    }
  });
});
