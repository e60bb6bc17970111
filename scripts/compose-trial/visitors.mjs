// Visitors for the trials' loads (compose-trial/load.mjs, swarm-trial/traffic.mjs): `conc` workers GET
// the given paths in turn against a loopback origin while `going()` says so, each request counted in
// `tally` (counts by status, failures: a 5xx or no answer at all, latencies, a timeline by second).
// `{n}` in a path becomes a number unique to the request (a cache miss).
export function isLoopback(origin) {
  return /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin ?? '');
}

export function newTally() {
  return { started: Date.now(), total: 0, counts: {}, failures: [], timeline: {}, latencies: [] };
}

/** Records one request: its key (HTTP status, or error:<code>), whether it failed, and its latency. */
export function record(tally, { key, failed, ms, what }) {
  const second = Math.floor((Date.now() - tally.started) / 1000);
  tally.total += 1;
  tally.counts[key] = (tally.counts[key] ?? 0) + 1;
  if (failed) tally.failures.push(`${second}s ${what} ${key}`);
  tally.latencies.push(ms);
  tally.timeline[second] ??= { ok: 0, failed: 0 };
  tally.timeline[second][failed ? 'failed' : 'ok'] += 1;
}

export function summary(tally) {
  const latencies = [...tally.latencies].sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { total: tally.total, counts: tally.counts, failed: tally.failures.length, p50ms: at(0.5), p99ms: at(0.99), maxms: at(1), firstFailures: tally.failures.slice(0, 20), timeline: tally.timeline };
}

export async function runVisitors({ origin, paths, conc, going, tally }) {
  if (!isLoopback(origin)) throw new Error('loopback origins only');
  if (paths.length === 0) throw new Error('no paths');
  async function worker(index) {
    let n = index;
    while (going()) {
      const path = paths[n % paths.length].replaceAll('{n}', String(n * 131 + index));
      n += conc;
      const t0 = performance.now();
      let key;
      try {
        const answer = await fetch(origin + path, { signal: AbortSignal.timeout(15_000) });
        await answer.arrayBuffer();
        key = String(answer.status);
      } catch (error) {
        key = `error:${error.cause?.code ?? error.name}`;
      }
      record(tally, { key, failed: !/^[234]/.test(key), ms: performance.now() - t0, what: path });
    }
  }
  await Promise.all(Array.from({ length: conc }, (_, index) => worker(index)));
}
