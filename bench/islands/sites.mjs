// The sites Lighthouse compares in the islands part: the starting commit's public site (its client
// build and its rendering server, bench/baseline.mjs) behind an nginx of its own with the project's
// server block, as the stack serves today's; and today's build behind `npm start`'s gateway.
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, waitForHealth } from '../../e2e/support/stack.mjs';
import { freePort, startNginx } from '../../nginx/nginx-runner.mjs';
import { startBaselineRenderer } from '../baseline.mjs';
import { whenStopping } from '../cleanup.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const portOf = (url) => new URL(url).port;

/** nginx's web root for a build of the public site in `folder` (as e2e/support/stack.mjs's webRoot). */
function htmlRootOf(folder) {
  const html = mkdtempSync(join(tmpdir(), 'folio-bench-baseline-html-'));
  const dist = join(folder, 'public-site/dist');
  for (const entry of readdirSync(dist)) symlinkSync(join(dist, entry), join(html, entry));
  return html;
}

/** `baseline` (buildBaseline's) served as the stack serves today's: its renderer against `apiUrl`, behind nginx (micro-cache on). */
export async function startBaselineSite(baseline, apiUrl) {
  const renderer = await startBaselineRenderer(baseline, apiUrl);
  const htmlRoot = htmlRootOf(baseline.folder);
  let nginx;
  try {
    nginx = await startNginx({ htmlRoot, apiAddress: `127.0.0.1:${portOf(apiUrl)}`, renderAddress: `127.0.0.1:${portOf(renderer.url)}` });
  } catch (error) {
    await renderer.stop();
    rmSync(htmlRoot, { recursive: true, force: true });
    throw error;
  }
  const stop = whenStopping(async () => {
    await nginx.stop();
    await renderer.stop();
    rmSync(htmlRoot, { recursive: true, force: true });
  });
  return { url: nginx.url, renderUrl: renderer.url, stop };
}

/** `npm start`'s gateway (scripts/gateway.mjs, in a process of its own) for the build in `folder`, before the given API and rendering server. */
export async function startGatewaySite(apiUrl, renderUrl, folder = root) {
  const port = await freePort();
  const gateway = startServer('gateway', relative(root, join(root, 'bench/islands/gateway-server.mjs')), {
    PORT: String(port),
    API_PORT: portOf(apiUrl),
    RENDER_PORT: portOf(renderUrl),
    ROOT: folder,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = whenStopping(() => gateway.stop());
  try {
    await waitForHealth(gateway, `${url}/favicon.svg`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
