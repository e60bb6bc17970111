import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRenderServer } from './app';
import { loadClientBuild } from './client-build';

/**
 * `node public-site/dist-server/main.js`: PORT (8082), HOST (0.0.0.0), API_URL (the API's internal
 * origin, http://127.0.0.1:8081), CLIENT_DIST (the client build beside this bundle).
 */
const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 8082);
const host = process.env.HOST ?? '0.0.0.0';
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8081';
const clientDist = resolve(process.env.CLIENT_DIST ?? resolve(here, '../dist'));

if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a port number, not "${process.env.PORT}"`);
if (!/^https?:\/\/[^/]+/.test(apiUrl)) throw new Error(`API_URL must be an http(s) origin such as http://api:8080, not "${apiUrl}"`);

const app = createRenderServer({ apiUrl, build: loadClientBuild(clientDist) });
const server = app.listen(port, host, () => console.log(`Public site rendering on http://${host}:${port} (API at ${apiUrl})`));
// Idle connections stay open longer than a proxy in front keeps them unused (nginx keeps none, the
// gateway of `npm start` 30 s, cloud load balancers typically 60 s), as the API's do (api/src/server.ts).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
