// Debian's Chromium with the flags of STACK pitfall 10, for Lighthouse and for playwright-core alike.
import { spawnSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** "Chromium 156.0.8078.79 …" without the wrapper's harmless `[: … unexpected operator` line. */
export function chromiumVersion() {
  const run = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return `${run.stdout ?? ''}`.split('\n').find((line) => /chrom/i.test(line))?.trim() ?? 'unknown';
}
