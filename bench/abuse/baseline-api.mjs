// The API of the commit issue 35 started from, built from git (bench/baseline.mjs) and run behind an
// nginx of today's configuration on a MariaDB database of its own, so that beacon ingestion from many
// clients is measured beside it in the same run: what the new limits cost, as a ratio on one machine
// at one moment.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNginx } from '../../nginx/nginx-runner.mjs';
import { ADMIN_PASSWORD, ADMIN_USERNAME, mysqlDatabase, startServer, waitForHealth } from '../../e2e/support/stack.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The last commit before issue 35's work. */
export const ABUSE_BASELINE_COMMIT = process.env.BENCH_ABUSE_BASELINE_COMMIT ?? 'ec912e1';

/**
 * `baseline` (buildBaseline's folder)'s API on a fresh database, behind nginx with the per-client
 * limits on (today's configuration, as the stack measured beside it has: only the API differs);
 * `renderAddress` is the stack's rendering server (nginx needs one; beacons never reach it).
 */
export async function startBaselineApi(baseline, renderAddress) {
  const database = mysqlDatabase(`folio_bench_abuse_baseline_${process.pid}`.slice(0, 64));
  const port = await freePort();
  const webPort = await freePort();
  const mediaDir = mkdtempSync(join(tmpdir(), 'folio-bench-baseline-media-'));
  const htmlRoot = mkdtempSync(join(tmpdir(), 'folio-bench-baseline-html-'));
  const api = startServer(`API of ${baseline.commit}`, relative(root, join(baseline.folder, 'api/dist/main.js')), {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    MEDIA_DIR: mediaDir,
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    // Its pages' origin, as the stack's API has its nginx's: the beacon's Origin is this site's.
    SITE_URL: `http://127.0.0.1:${webPort}`,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  });
  const cleanUp = async () => {
    await api.stop();
    database.drop();
    rmSync(mediaDir, { recursive: true, force: true });
    rmSync(htmlRoot, { recursive: true, force: true });
  };
  try {
    await waitForHealth(api, `http://127.0.0.1:${port}/api/health`);
    const nginx = await startNginx({ htmlRoot, apiAddress: `127.0.0.1:${port}`, renderAddress, port: webPort, rateLimit: true });
    return {
      url: `http://127.0.0.1:${webPort}`,
      stop: async () => {
        await nginx.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
