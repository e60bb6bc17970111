// How the gateway sends a build's files to clients that take brotli or gzip: a precompressed copy
// when it holds the file's current bytes, whatever the two files' times say; else the file compressed
// on the way (never raw); a file that is not text as it is. e2e/npm-start-compression.test.mjs
// checks every file of the real builds through `npm start`.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startGateway } from './gateway.mjs';

const text = (label) => `/* ${label} */ ${'export const value = "compressible text";\n'.repeat(100)}`;
const SCRIPT = text('script');
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync, undefined: (body) => body };

let root;
let assets;
let gateway;

const listening = (server) => new Promise((resolve) => server.once('listening', resolve));

function get(path, acceptEncoding, method = 'GET') {
  return new Promise((resolve, reject) => {
    request(`http://127.0.0.1:${gateway.address().port}${path}`, { method, headers: { 'accept-encoding': acceptEncoding }, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ headers: res.headers, body, decoded: method === 'HEAD' ? null : DECODE[res.headers['content-encoding']](body) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** Writes `name` under the public site's assets with copies made from `copyText`, the copies `copyAge` ms older than the file. */
function writeWithCopies(name, { copyText = SCRIPT, copyAge }) {
  const path = join(assets, name);
  writeFileSync(`${path}.br`, brotliCompressSync(copyText));
  writeFileSync(`${path}.gz`, gzipSync(copyText));
  writeFileSync(path, SCRIPT);
  const copyTime = new Date(Date.now() - copyAge);
  for (const suffix of ['.br', '.gz']) utimesSync(path + suffix, copyTime, copyTime);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'folio-gateway-compression-'));
  assets = join(root, 'public-site/dist/assets');
  mkdirSync(assets, { recursive: true });
  mkdirSync(join(root, 'admin-console/dist'), { recursive: true });
  writeWithCopies('touched-abc.js', { copyAge: 60_000 });
  writeWithCopies('rebuilt-abc.js', { copyText: text('an earlier build'), copyAge: 60_000 });
  writeFileSync(join(assets, 'small-abc.js'), 'export const small = 1;\n');
  writeFileSync(join(assets, 'picture.png'), Buffer.alloc(2048, 7));
  writeFileSync(join(root, 'public-site/dist/theme-init.js'), text('public file'));
  writeFileSync(join(root, 'admin-console/dist/index.html'), '<!doctype html><title>console</title>');
  gateway = startGateway({ port: 0, host: '127.0.0.1', apiPort: 1, renderPort: 2, root, quiet: true, trustedProxies: '' });
  await listening(gateway);
});

afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

it('sends a copy older than its file when it holds the same bytes (a touch, a checkout)', async () => {
  for (const encoding of ['br', 'gzip']) {
    const answer = await get('/assets/touched-abc.js', encoding === 'br' ? 'br, gzip' : 'gzip');
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.body).toEqual(encoding === 'br' ? brotliCompressSync(SCRIPT) : gzipSync(SCRIPT));
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
  }
});

it('compresses the file itself when its copies hold other bytes', async () => {
  for (const encoding of ['br', 'gzip']) {
    const answer = await get('/assets/rebuilt-abc.js', encoding === 'br' ? 'gzip, deflate, br' : 'gzip');
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.decoded.toString()).toBe(SCRIPT);
  }
});

it('compresses every text file without copies, however small, and sends each raw to identity', async () => {
  for (const path of ['/assets/small-abc.js', '/theme-init.js', '/admin/index.html', '/admin/some/screen']) {
    const compressed = await get(path, 'br, gzip');
    expect([path, compressed.headers['content-encoding'], compressed.headers.vary]).toEqual([path, 'br', 'Accept-Encoding']);
    const raw = await get(path, 'identity');
    expect([path, raw.headers['content-encoding'], raw.headers.vary]).toEqual([path, undefined, 'Accept-Encoding']);
    expect(compressed.decoded).toEqual(raw.body);
    expect(raw.headers['content-length']).toBe(String(raw.body.length));
  }
  expect((await get('/assets/small-abc.js', 'gzip')).decoded.toString()).toBe('export const small = 1;\n');
});

it('answers HEAD as GET without a body, and sends a picture as it is', async () => {
  const head = await get('/theme-init.js', 'gzip', 'HEAD');
  expect(head.headers['content-encoding']).toBe('gzip');
  expect(head.body.length).toBe(0);
  const picture = await get('/assets/picture.png', 'br, gzip');
  expect(picture.headers['content-encoding']).toBeUndefined();
  expect(picture.body).toEqual(Buffer.alloc(2048, 7));
});
