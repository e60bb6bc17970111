// The production stack with the API scaled to two processes, as `docker compose up --scale api=2`
// runs it: both on one database and one port, at two loopback addresses that one name resolves to
// (nginx asks nginx/dns-stand-in.mjs; the rendering server's Node asks support/hosts-stand-in.mjs).
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDnsStandIn } from '../../nginx/dns-stand-in.mjs';
import { freePort, startNginx } from '../../nginx/nginx-runner.mjs';
import { ADMIN_PASSWORD, ADMIN_USERNAME, BUILDS, assertBuilt, mysqlDatabase, startServer, waitForHealth, webRoot } from './stack.mjs';

export const API_NAME = 'api.folio.test';
export const API_HOSTS = ['127.0.0.2', '127.0.0.3'];
const hostsStandIn = fileURLToPath(new URL('./hosts-stand-in.mjs', import.meta.url));

/**
 * Resolves to `{ url, apis: [{ host, url, server }], stop }`: `url` is nginx; `apis[i].server.child`
 * is that API's process (to kill it).
 */
export async function startTwoApiStack(name) {
  assertBuilt();
  const database = mysqlDatabase(`folio_e2e_${process.pid}_${name.replace(/\W+/g, '_')}`.slice(0, 64));
  const [apiPort, renderPort, webPort] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${webPort}`;
  // One media folder for both, as the compose volume is for every replica.
  const mediaDir = mkdtempSync(join(tmpdir(), 'folio-e2e-media-'));
  const apiEnv = (host) => ({
    PORT: String(apiPort),
    HOST: host,
    DATABASE_URL: database.url,
    MEDIA_DIR: mediaDir,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    SITE_URL: url,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  });
  const dns = await startDnsStandIn({ [API_NAME]: API_HOSTS });
  const apis = [];
  const htmlRoot = webRoot();
  let renderer;
  let nginx;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all([...apis.map((api) => api.server.stop()), renderer?.stop()]);
    await dns.close();
    database.drop();
    rmSync(htmlRoot, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first migrates and seeds the database, the second finds it ready.
    for (const host of API_HOSTS) {
      const server = startServer(`API at ${host}`, BUILDS.api, apiEnv(host));
      apis.push({ host, url: `http://${host}:${apiPort}`, server });
      await waitForHealth(server, `http://${host}:${apiPort}/api/health`);
    }
    renderer = startServer('rendering server', BUILDS.renderer, {
      NODE_ENV: 'production',
      PORT: String(renderPort),
      HOST: '127.0.0.1',
      API_URL: `http://${API_NAME}:${apiPort}`,
      NODE_OPTIONS: `--import ${hostsStandIn}`,
      FOLIO_TEST_HOSTS: `${API_NAME}=${API_HOSTS.join(',')}`,
    });
    await waitForHealth(renderer, `http://127.0.0.1:${renderPort}/healthz`);
    nginx = await startNginx({ htmlRoot, apiAddress: `${API_NAME}:${apiPort}`, renderAddress: `127.0.0.1:${renderPort}`, resolver: dns.address, port: webPort });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, apis, stop };
}
