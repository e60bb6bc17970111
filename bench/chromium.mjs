// Debian's Chromium with the browser suite's flags (STACK pitfall 10), for Lighthouse and for playwright-core alike.
import { spawnSync } from 'node:child_process';

export { CHROMIUM, CHROMIUM_ARGS as CHROMIUM_FLAGS } from '../e2e/support/browser.mjs';
import { CHROMIUM } from '../e2e/support/browser.mjs';

/** "Chromium 156.0.8078.79 …" without the wrapper's harmless `[: … unexpected operator` line. */
export function chromiumVersion() {
  const run = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return `${run.stdout ?? ''}`.split('\n').find((line) => /chrom/i.test(line))?.trim() ?? 'unknown';
}
