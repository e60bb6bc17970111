// The files of `npm start`'s gateway (scripts/gateway.mjs): a build's file with the headers nginx
// gives it, compressed for a client that takes brotli or gzip: its precompressed copy when that holds
// the file's current bytes, else compressed on the way.
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { COMPRESSIBLE, COPIES, isCopyOf } from './compressed-copies.mjs';
import { IMMUTABLE, NOINDEX, REMOTE_ENTRY, REVALIDATE, SECURITY_HEADERS } from '../nginx/routing-cases.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * A build's compressible file without a fresh precompressed copy (files under 1 KB, the site's public
 * files outside assets/, a copy left from other bytes) is compressed on its way out, never sent raw;
 * at nginx's gzip level and a brotli quality as quick.
 */
const ON_THE_FLY = [
  { encoding: 'br', compressor: (size) => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size } }) },
  { encoding: 'gzip', compressor: () => createGzip({ level: 5 }) },
];

/** The encodings an Accept-Encoding header takes (q > 0), e.g. 'gzip, br;q=0' → {gzip}. */
export function acceptedEncodings(header = '') {
  const accepted = new Set();
  const refused = new Set();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name.trim()) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    (q !== undefined && Number(q) === 0 ? refused : accepted).add(name.trim());
  }
  if (accepted.has('*')) for (const { encoding } of COPIES) if (!refused.has(encoding)) accepted.add(encoding);
  for (const encoding of refused) accepted.delete(encoding);
  return accepted;
}

/**
 * `pipeline()` that never throws and never leaves a stream open: when one of them is already
 * destroyed (a client that went away), Node 24 and later throw ERR_STREAM_UNABLE_TO_PIPE where Node
 * 20 passed the error to the callback, so that case, and any other failure, ends them all.
 */
export function pump(...streams) {
  const endAll = () => {
    for (const stream of streams) stream.destroy();
  };
  if (streams.some((stream) => stream.destroyed)) return endAll();
  try {
    pipeline(...streams, () => {});
  } catch {
    endAll();
  }
}

export function fileAt(path) {
  try {
    const stat = statSync(path);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

export function safeJoin(folder, file) {
  try {
    const path = normalize(join(folder, decodeURIComponent(file)));
    return path === folder || path.startsWith(folder + sep) ? path : null;
  } catch {
    return null; // malformed percent-encoding
  }
}

/**
 * Whether a precompressed copy holds its file's current bytes. A copy not older than its file
 * (precompress stamps each with its file's time to the millisecond) is taken, as nginx's gzip_static
 * takes it; an older one is decompressed and compared once, and the verdict kept until either file
 * changes (size, time or inode), so a request costs no more than the stat calls made anyway.
 */
export function copyFreshness() {
  const verdicts = new Map();
  return (path, stat, copy) => {
    if (copy.stat.mtimeMs >= stat.mtimeMs - 1) return true;
    const key = [stat, copy.stat].map(({ size, mtimeMs, ino }) => `${size}:${mtimeMs}:${ino}`).join('|');
    const known = verdicts.get(copy.path);
    if (known?.key === key) return known.fresh;
    const fresh = isCopyOf(copy.path, copy.encoding, path).catch(() => false);
    verdicts.set(copy.path, { key, fresh });
    return fresh;
  };
}

/**
 * How a build's file goes out: `copy`, its first fresh precompressed copy the client takes, else
 * `onTheFly`, the compression it takes when the file is compressible, else neither (raw);
 * `varies`, whether another Accept-Encoding could get another answer.
 */
async function encodingFor(req, path, stat, isFresh) {
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const copies = COPIES.map(({ encoding, suffix }) => ({ encoding, path: path + suffix, stat: fileAt(path + suffix) })).filter((copy) => copy.stat);
  const compressible = COMPRESSIBLE.has(extname(path));
  const varies = compressible || copies.length > 0;
  for (const copy of copies) {
    if (accepted.has(copy.encoding) && (await isFresh(path, stat, copy))) return { copy, varies };
  }
  return { onTheFly: compressible ? ON_THE_FLY.find(({ encoding }) => accepted.has(encoding)) : undefined, varies };
}

export async function sendFile(req, res, path, stat, { pathname, admin = false, isFresh }) {
  const revalidate = extname(path) === '.html' || pathname === REMOTE_ENTRY;
  const immutable = !revalidate && path.includes(`${sep}assets${sep}`);
  const { copy, onTheFly, varies } = await encodingFor(req, path, stat, isFresh);
  if (res.destroyed) return;
  const encoding = (copy ?? onTheFly)?.encoding;
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    ...(admin ? { 'X-Robots-Tag': NOINDEX } : {}),
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    ...(onTheFly ? {} : { 'Content-Length': (copy?.stat ?? stat).size }),
    ...(varies ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...(immutable ? { 'Cache-Control': IMMUTABLE } : revalidate ? { 'Cache-Control': REVALIDATE } : {}),
  });
  if (req.method === 'HEAD') res.end();
  else if (onTheFly) pump(createReadStream(path), onTheFly.compressor(stat.size), res);
  else pump(createReadStream(copy?.path ?? path), res);
}

function notFound(res, message, extraHeaders = {}) {
  res.writeHead(404, { ...SECURITY_HEADERS, ...extraHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE });
  res.end(message);
}

export function serveStatic(req, res, route, { root, pathname, isFresh }) {
  const folder = join(root, route.app, 'dist');
  const admin = route.app === 'admin-console';
  const path = safeJoin(folder, route.file);
  const stat = path && fileAt(path);
  if (stat) return sendFile(req, res, path, stat, { pathname, admin, isFresh });
  const index = join(folder, 'index.html');
  const indexStat = fileAt(index);
  if (route.fallback && indexStat) return sendFile(req, res, index, indexStat, { pathname, admin, isFresh });
  return notFound(res, indexStat ? 'Not found' : `${route.app} is not built yet: run npm run build`, admin ? { 'X-Robots-Tag': NOINDEX } : {});
}
