// The API of the commit issue 35 started from, built from git (bench/baseline.mjs) and run behind an
// nginx of today's configuration on a MariaDB database of its own, so that beacon ingestion from many
// clients is measured beside it in the same run: what the new limits cost, as a ratio on one machine
// at one moment.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNginx } from '../../nginx/nginx-runner.mjs';
import { startApiAlone } from '../../e2e/support/stack.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The last commit before issue 35's work. */
export const ABUSE_BASELINE_COMMIT = process.env.BENCH_ABUSE_BASELINE_COMMIT ?? 'ec912e1';

/**
 * `baseline` (buildBaseline's folder)'s API on a fresh database, behind nginx with the per-client
 * limits on (today's configuration, as the stack measured beside it has: only the API differs);
 * `renderAddress` is the stack's rendering server (nginx needs one; beacons never reach it).
 */
export async function startBaselineApi(baseline, renderAddress) {
  const webPort = await freePort();
  const url = `http://127.0.0.1:${webPort}`;
  // Its pages' origin is its nginx's, as the stack's API has: the beacon's Origin is this site's.
  const api = await startApiAlone(`bench_abuse_baseline`, { SITE_URL: url, TRUST_PROXY: 'true' }, { script: relative(root, join(baseline.folder, 'api/dist/main.js')) });
  const htmlRoot = mkdtempSync(join(tmpdir(), 'folio-bench-baseline-html-'));
  const cleanUp = async () => {
    await api.stop();
    rmSync(htmlRoot, { recursive: true, force: true });
  };
  try {
    const nginx = await startNginx({ htmlRoot, apiAddress: new URL(api.apiUrl).host, renderAddress, port: webPort, rateLimit: true });
    return {
      url,
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
