// `node scripts/precompress.mjs <dist folder>`: writes `<file>.gz` (gzip level 9) and `<file>.br`
// (brotli quality 11) beside every compressible file of 1 KB or more under `<dist>/assets/`, for
// nginx's gzip_static and the local gateway to serve as they are. Run by each app's build script
// after `vite build`. Copies made from their file's current bytes are kept (whatever the times say);
// the rest are written in parallel on zlib's thread pool, each through a temporary file renamed into place.
import { readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE, holdsBytes } from './compressed-copies.mjs';

export { COMPRESSIBLE };
export const MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const ENCODINGS = [
  { name: 'gzip', suffix: '.gz', compress: (data) => gzipAsync(data, { level: 9 }) },
  {
    name: 'br',
    suffix: '.br',
    compress: (data, file) =>
      brotliAsync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          [constants.BROTLI_PARAM_MODE]: extname(file) === '.wasm' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
        },
      }),
  },
];

async function filesUnder(folder) {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Precompresses `<dist>/assets/`. Resolves to what it did: `{ files, written, fresh, bytes, gzipBytes,
 * brotliBytes }` (`files`: the compressible files of 1 KB or more; `written`/`fresh`: copies).
 */
export async function precompress(dist) {
  const assets = join(resolve(dist), 'assets');
  const info = await stat(assets).catch(() => null);
  if (!info?.isDirectory()) throw new Error(`${assets} is not a folder: build the app first (vite build)`);

  const candidates = [];
  for (const file of await filesUnder(assets)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const { size, atime, mtime } = await stat(file);
    if (size >= MIN_BYTES) candidates.push({ file, size, atime, mtime });
  }

  const totals = { files: candidates.length, written: 0, fresh: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  const jobs = candidates.flatMap((source) => ENCODINGS.map((encoding) => ({ source, encoding })));
  await eachLimited(jobs, Math.max(2, availableParallelism()), async ({ source, encoding }) => {
    const target = source.file + encoding.suffix;
    const bytes = await readFile(source.file);
    const existing = await readFile(target).catch(() => null);
    if (existing && (await holdsBytes(existing, encoding.name, bytes))) {
      // Kept, with the file's time again when a touch or a checkout has moved it.
      await utimes(target, source.atime, source.mtime);
      totals.fresh += 1;
      return;
    }
    const compressed = await encoding.compress(bytes, source.file);
    if (compressed.length >= source.size) {
      // Nothing gained: no copy, and none left over from an earlier build.
      await unlink(target).catch(() => {});
      return;
    }
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, compressed);
    // The copy carries its file's time (to the millisecond): the same Last-Modified from nginx's gzip_static.
    await utimes(temporary, source.atime, source.mtime);
    await rename(temporary, target);
    totals.written += 1;
    if (encoding.suffix === '.gz') totals.gzipBytes += compressed.length;
    else totals.brotliBytes += compressed.length;
  });
  totals.bytes = candidates.reduce((sum, { size }) => sum + size, 0);
  return totals;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

async function main(dist) {
  if (!dist) {
    console.error('Usage: node scripts/precompress.mjs <dist folder>');
    process.exit(2);
  }
  const started = performance.now();
  try {
    const totals = await precompress(dist);
    const made = totals.written > 0 ? `, wrote ${totals.written} copies (gzip ${kb(totals.gzipBytes)}, brotli ${kb(totals.brotliBytes)})` : '';
    console.log(
      `precompress ${relative(process.cwd(), resolve(dist)) || '.'}/assets: ${totals.files} files, ${kb(totals.bytes)}${made}` +
        `${totals.fresh > 0 ? `, ${totals.fresh} copies already fresh` : ''} in ${Math.round(performance.now() - started)} ms`,
    );
  } catch (error) {
    console.error(`precompress: ${error.message}`);
    process.exit(1);
  }
}

// No top-level await: jest loads this module as CommonJS for its test (STACK pitfall 6).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main(process.argv[2]);
