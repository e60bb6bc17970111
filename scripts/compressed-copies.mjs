// The precompressed copies beside a build's file (`<file>.br`, `<file>.gz`: scripts/precompress.mjs
// writes them, the gateway and nginx serve them) and whether a copy was made from the file's current
// bytes. Times cannot say that: utimes stamps a copy with its file's time to the millisecond while the
// file's own time has nanoseconds, and a checkout or a touch gives a file a new time and the same bytes.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';

/** The extensions of the files worth compressing, by precompress.mjs and by the gateway. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.cjs', '.css', '.svg', '.json', '.html', '.txt', '.xml', '.map', '.webmanifest', '.wasm']);

/** In the order the gateway prefers them. */
export const COPIES = [
  { encoding: 'br', suffix: '.br', decompress: promisify(brotliDecompress) },
  { encoding: 'gzip', suffix: '.gz', decompress: promisify(gunzip) },
];

/** Whether `copy` (a Buffer, compressed as `encoding`) decompresses to exactly `bytes`. */
export async function holdsBytes(copy, encoding, bytes) {
  const { decompress } = COPIES.find((entry) => entry.encoding === encoding);
  try {
    return (await decompress(copy)).equals(bytes);
  } catch {
    return false; // truncated, or not that encoding
  }
}

/** Whether the copy at `copyPath` was made from the current bytes of the file at `path`. */
export async function isCopyOf(copyPath, encoding, path) {
  const [copy, bytes] = await Promise.all([readFile(copyPath), readFile(path)]);
  return holdsBytes(copy, encoding, bytes);
}
