// Section 4's comparison: today's rendering server beside the one issue 23 started from (baseline.mjs),
// both against the stack's API, in alternating turns (A B A B …) so that other work on the machine
// weighs on both alike; and the bytes of a post's first page from each.
import { buildBaseline, RENDER_BASELINE_COMMIT, startBaselineRenderer } from './baseline.mjs';
import { cannon, describeLoad, interleaved } from './load.mjs';

/** Issue 23's goal: at least twice the starting commit's uncached renders per second. */
export const RENDER_SPEEDUP_GOAL = 2;

async function pageBytes(url) {
  const answer = await fetch(url, { headers: { accept: 'text/html' } });
  const body = Buffer.from(await answer.arrayBuffer());
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  return body.length;
}

/**
 * For each path: both servers' load figures (each with its turns' requests/s) and the ratio of their requests per second; and, for
 * `postPath`, the HTML bytes of the first page (uncompressed) from each.
 */
export async function rendersBesideBaseline(
  renderUrl,
  apiUrl,
  paths,
  postPath,
  { connections = 20, duration = 10, warmup = 2, rounds = 4, log = console.log, commit = RENDER_BASELINE_COMMIT, built = null } = {},
) {
  // `built`: a baseline already built (buildBaseline) by the caller, who removes it; else built here for this measure.
  const baseline = built ?? buildBaseline(commit, { log });
  let server;
  try {
    server = await startBaselineRenderer(baseline, apiUrl);
    const runs = [];
    for (const path of paths) {
      const urls = [`${renderUrl}${path}`, `${server.url}${path}`];
      for (const url of urls) {
        await pageBytes(url);
        await cannon(url, { connections, duration: warmup });
      }
      const [current, before] = await interleaved(urls, { connections, duration, rounds });
      const speedup = before.requestsPerSecond > 0 ? current.requestsPerSecond / before.requestsPerSecond : null;
      log(`    ${path}: today ${describeLoad(current)}; ${baseline.commit} ${describeLoad(before)}; ${speedup?.toFixed(2)}×`);
      runs.push({ path, current, baseline: before, speedup });
    }
    const postHtml = { path: postPath, currentBytes: await pageBytes(`${renderUrl}${postPath}`), baselineBytes: await pageBytes(`${server.url}${postPath}`) };
    log(`    ${postPath} HTML: ${postHtml.currentBytes} bytes today, ${postHtml.baselineBytes} at ${baseline.commit}`);
    return { baselineCommit: baseline.commit, rounds, runs, postHtml };
  } finally {
    await server?.stop();
    if (!built) baseline.remove();
  }
}
