import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRenderServer } from './app';
import { loadClientBuild } from './client-build';

/**
 * `node public-site/dist-server/main.js`: PORT (8082), HOST (0.0.0.0), API_URL (the API's internal
 * origin, http://127.0.0.1:8081), CLIENT_DIST (the client build beside this bundle), OG_CACHE_DIR
 * (where drawn link-preview images are kept across restarts: <os.tmpdir()>/folio-og-cache) and
 * OG_CACHE_MAX_MB (the most that folder holds, 100; the least recently used images go first).
 */
const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 8082);
const host = process.env.HOST ?? '0.0.0.0';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8081';
const clientDist = resolve(process.env.CLIENT_DIST ?? resolve(here, '../dist'));

if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number, not "${process.env.PORT}"`);
if (!/^https?:\/\/[^/]+/.test(apiUrl)) throw new Error(`API_URL must be an http(s) origin such as http://api:8080, not "${apiUrl}"`);

const ogCacheDir = resolve(process.env.OG_CACHE_DIR || join(tmpdir(), 'folio-og-cache'));
const ogCacheMb = Number(process.env.OG_CACHE_MAX_MB || 100);
if (!(ogCacheMb > 0)) throw new Error(`OG_CACHE_MAX_MB must be a number of megabytes above 0, not "${process.env.OG_CACHE_MAX_MB}"`);

const app = createRenderServer({ apiUrl, build: loadClientBuild(clientDist), ogCache: { dir: ogCacheDir, maxBytes: Math.round(ogCacheMb * 1024 * 1024) } });
const server = app.listen(port, host, () => console.log(`Public site rendering on http://${host}:${port} (API at ${apiUrl})`));
// Idle connections stay open longer than a proxy in front keeps them unused (nginx keeps none, the
// gateway of `npm start` 30 s, cloud load balancers typically 60 s), as the API's do (api/src/server.ts).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
