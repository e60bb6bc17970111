// The compose trial's bounded load (scripts/compose-trial.sh): CONC workers GET the given paths in
// turn against a loopback origin for SECS seconds (at most 60) and at most MAX requests, then print
// a JSON summary: counts by status, the failures (a 5xx or no answer at all), latency and a timeline
// by second. `{n}` in a path becomes a number unique to the request (a cache miss). Loopback only.
// Usage: node load.mjs <origin> <secs> <conc> <max> <path>...
const [origin, secs = '20', conc = '8', max = '20000', ...paths] = process.argv.slice(2);
if (!/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin ?? '')) throw new Error('loopback origins only');
if (paths.length === 0) throw new Error('no paths');
const seconds = Math.min(Number(secs), 60);
const limit = Math.min(Number(max), 50_000);
const started = Date.now();
const end = started + seconds * 1000;
const counts = {};
const failures = [];
const timeline = {};
const latencies = [];
let total = 0;

async function worker(index) {
  let n = index;
  while (Date.now() < end && total < limit) {
    total += 1;
    const path = paths[n % paths.length].replaceAll('{n}', String(n * 131 + index));
    n += Number(conc);
    const second = Math.floor((Date.now() - started) / 1000);
    const t0 = performance.now();
    let key;
    try {
      const answer = await fetch(origin + path, { signal: AbortSignal.timeout(15_000) });
      await answer.arrayBuffer();
      key = String(answer.status);
      if (answer.status >= 500) failures.push(`${second}s ${path} HTTP ${answer.status}`);
    } catch (error) {
      key = `error:${error.cause?.code ?? error.name}`;
      failures.push(`${second}s ${path} ${key}`);
    }
    latencies.push(performance.now() - t0);
    counts[key] = (counts[key] ?? 0) + 1;
    timeline[second] ??= { ok: 0, failed: 0 };
    timeline[second][/^[234]/.test(key) ? 'ok' : 'failed'] += 1;
  }
}

await Promise.all(Array.from({ length: Number(conc) }, (_, index) => worker(index)));
latencies.sort((a, b) => a - b);
const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
console.log(JSON.stringify({ total, counts, failed: failures.length, p50ms: at(0.5), p99ms: at(0.99), maxms: at(1), firstFailures: failures.slice(0, 20), timeline }));
