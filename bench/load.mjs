// autocannon with the figures the report needs, and the load generator's own CPU use (a client at
// ~100% of a core is the bottleneck, and then the figure measures it, not the server).
import autocannon from 'autocannon';

export const LOAD_HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html' };

/**
 * `method` and `body` (optional: a GET without one by default) are sent as given with every request;
 * `setupRequest(request)` (optional) changes each request before it is sent (another client address per request, say).
 */
export async function cannon(url, { connections = 20, duration = 10, headers = LOAD_HEADERS, method, body, setupRequest } = {}) {
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    timeout: 10,
    ...(method ? { method } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
  });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  const cpu = process.cpuUsage(cpuBefore);
  const total = result.requests.total;
  return {
    url,
    connections,
    duration: result.duration,
    requestsPerSecond: result.requests.average,
    requests: total,
    latencyMs: {
      mean: result.latency.mean ?? result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    bytesPerResponse: total > 0 ? Math.round(result.throughput.total / total) : 0,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)])),
    clientCpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
  };
}

/**
 * Several servers measured in turns (A B A B …), `rounds` rounds sharing `duration` seconds each, so
 * that other work on the machine weighs on all of them alike. Per server: requests/s over all its
 * rounds, the mean of the rounds' p50 and the worst of their p99 and max. A target is a URL, or
 * `{ url, ...options }` with cannon's options of its own (method, body, headers).
 */
export async function interleaved(urls, { rounds = 2, duration = 10, ...options } = {}) {
  const runs = urls.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of urls.entries()) {
      const { url, ...own } = typeof target === 'string' ? { url: target } : target;
      runs[index].push(await cannon(url, { ...options, ...own, duration: duration / rounds }));
    }
  }
  return runs.map((list) => {
    const seconds = list.reduce((total, run) => total + run.duration, 0);
    const requests = list.reduce((total, run) => total + run.requests, 0);
    const add = (key) => list.reduce((total, run) => total + run[key], 0);
    return {
      ...list[0],
      duration: seconds,
      rounds: list.length,
      requests,
      requestsPerSecond: requests / seconds,
      roundsRequestsPerSecond: list.map((run) => Math.round(run.requestsPerSecond)),
      latencyMs: {
        p50: Math.round((list.reduce((total, run) => total + run.latencyMs.p50, 0) / list.length) * 10) / 10,
        p99: Math.max(...list.map((run) => run.latencyMs.p99)),
        max: Math.max(...list.map((run) => run.latencyMs.max)),
      },
      bytesPerResponse: Math.round(list.reduce((total, run) => total + run.bytesPerResponse * run.requests, 0) / Math.max(1, requests)),
      non2xx: add('non2xx'),
      errors: add('errors'),
      timeouts: add('timeouts'),
      clientCpuPercent: Math.max(...list.map((run) => run.clientCpuPercent)),
      statusCodes: list.reduce((codes, run) => {
        for (const [code, count] of Object.entries(run.statusCodes)) codes[code] = (codes[code] ?? 0) + count;
        return codes;
      }, {}),
    };
  });
}

export const describeLoad = (run) =>
  `${Math.round(run.requestsPerSecond)} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, ` +
  `${run.non2xx} non-2xx, ${run.errors} errors, client CPU ${run.clientCpuPercent}%`;
