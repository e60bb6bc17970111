// Every file of both builds as `npm start` serves it: a client that takes brotli or gzip gets each
// compressible one (JavaScript, CSS, HTML, SVG, JSON…) compressed, from its precompressed copy whenever
// that copy holds the file's bytes, and it decodes to exactly the file's bytes; `identity` gets the
// bytes as they are. A file touched as a checkout or a rebuild leaves it (a new time to the
// nanosecond, the same bytes) still goes out from its copy.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESSIBLE } from '../scripts/precompress.mjs';
import { startNpmStart } from './support/npm-start.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The public site's template and Vite's manifest are the rendering server's inputs, never served as files.
const RENDERER_INPUTS = /^(?:index\.html$|\.vite\/)/;
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync };
const COPY_SUFFIX = { br: '.br', gzip: '.gz' };
const ASKED = [
  { acceptEncoding: 'br, gzip', expected: 'br' },
  { acceptEncoding: 'gzip', expected: 'gzip' },
  { acceptEncoding: 'identity', expected: undefined },
];

/** Every file under both dist folders the gateway serves, with its URL; precompressed copies aside. */
function builtFiles() {
  const files = [];
  for (const [app, prefix] of [
    ['public-site', '/'],
    ['admin-console', '/admin/'],
  ]) {
    const dist = join(root, app, 'dist');
    for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const name = relative(dist, path).split(sep).join('/');
      if (/\.(?:br|gz)$/.test(name) && existsSync(path.slice(0, -'.gz'.length))) continue;
      if (app === 'public-site' && RENDERER_INPUTS.test(name)) continue;
      files.push({ path, url: prefix + name });
    }
  }
  return files;
}

function get(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding }, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The copy of `path` in `encoding` when it holds the file's bytes, else null. */
function freshCopy(path, encoding, bytes) {
  const copy = path + COPY_SUFFIX[encoding];
  if (!existsSync(copy)) return null;
  const copyBytes = readFileSync(copy);
  try {
    return DECODE[encoding](copyBytes).equals(bytes) ? copyBytes : null;
  } catch {
    return null;
  }
}

/** What is wrong with one answer, as a list of sentences (empty when it is right). */
async function problemsOf(base, { path, url }, { acceptEncoding, expected }) {
  const bytes = readFileSync(path);
  const compressible = COMPRESSIBLE.has(extname(path));
  const answer = await get(base + url, acceptEncoding);
  const where = `${url} (Accept-Encoding: ${acceptEncoding})`;
  if (answer.status !== 200) return [`${where}: status ${answer.status}`];
  const encoding = answer.headers['content-encoding'];
  const wanted = compressible ? expected : undefined;
  if (encoding !== wanted) return [`${where}: Content-Encoding ${encoding ?? 'none'}, expected ${wanted ?? 'none'} (${bytes.length} bytes raw)`];
  const problems = [];
  let decoded;
  try {
    decoded = encoding ? DECODE[encoding](answer.body) : answer.body;
  } catch (error) {
    return [`${where}: does not decode as ${encoding}: ${error.message}`];
  }
  if (!decoded.equals(bytes)) problems.push(`${where}: decodes to ${decoded.length} bytes that are not the file's ${bytes.length}`);
  if (compressible && !/accept-encoding/i.test(answer.headers.vary ?? '')) problems.push(`${where}: no Vary: Accept-Encoding`);
  const copy = encoding && freshCopy(path, encoding, bytes);
  if (copy && !answer.body.equals(copy)) problems.push(`${where}: not its precompressed copy (${answer.body.length} bytes, the copy ${copy.length})`);
  return problems;
}

let folio;

beforeAll(async () => {
  folio = await startNpmStart();
}, 6 * 60_000);

afterAll(async () => {
  await folio?.stop();
});

it('sends every compressible file of both builds compressed and byte for byte, and raw to a client that asks for identity', async () => {
  const files = builtFiles();
  expect(files.filter(({ path }) => COMPRESSIBLE.has(extname(path))).length).toBeGreaterThan(20);
  const problems = [];
  for (const file of files) for (const asked of ASKED) problems.push(...(await problemsOf(folio.url, file, asked)));
  expect(problems).toEqual([]);
});

it('still sends a file from its precompressed copy once a checkout or a rebuild has given it a new time', async () => {
  const assets = join(root, 'public-site/dist/assets');
  const name = readdirSync(assets).find((file) => /^site-.*\.js$/.test(file));
  expect(name).toBeDefined();
  const file = { path: join(assets, name), url: `/assets/${name}` };
  expect(existsSync(`${file.path}.br`)).toBe(true);
  // touch(1) sets the time to the nanosecond, as a file system does when a checkout or a build writes a file.
  expect(spawnSync('touch', [file.path]).status).toBe(0);
  expect(statSync(file.path, { bigint: true }).mtimeNs).toBeGreaterThan(statSync(`${file.path}.br`, { bigint: true }).mtimeNs);
  const problems = [];
  for (const asked of ASKED) problems.push(...(await problemsOf(folio.url, file, asked)));
  expect(problems).toEqual([]);
  // Its copies are what went out (problemsOf compares with them): the file's bytes did not change.
  expect(freshCopy(file.path, 'br', readFileSync(file.path))).not.toBeNull();
});
