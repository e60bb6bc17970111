// Sequential request timing (one request at a time over a kept-alive connection, until the whole
// body is read) and the API process's resident memory.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET: status, milliseconds to the last byte, body bytes and headers. */
export function timedGet(url, headers = { accept: 'application/json' }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(url, { agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6, body: Buffer.concat(chunks), headers: response.headers }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${url} did not answer within 60 s`)));
    req.end();
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The median of sequential requests to `url`: after 2 warm-up requests, at least `min` samples and
 * at most `max`, stopping once `budgetMs` is spent (a 37 MB answer gets its minimum, a small one many).
 */
export async function sequentialMedian(url, { min = 5, max = 60, budgetMs = 1200 } = {}) {
  for (let i = 0; i < 2; i += 1) await timedGet(url);
  const samples = [];
  const statuses = new Set();
  let bytes = 0;
  let total = null;
  const started = Date.now();
  while (samples.length < min || (samples.length < max && Date.now() - started < budgetMs)) {
    const answer = await timedGet(url);
    samples.push(answer.ms);
    statuses.add(answer.status);
    bytes = answer.body.length;
    total = answer.headers['x-total-count'] ?? null;
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    medianMs: Math.round(median(samples) * 100) / 100,
    p90Ms: Math.round(sorted[Math.floor(sorted.length * 0.9)] * 100) / 100,
    samples: samples.length,
    statuses: [...statuses],
    bytes,
    totalCount: total === null ? null : Number(total),
  };
}

/** VmRSS and VmHWM (peak) of a process, in MB, from /proc/<pid>/status. */
export function residentMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return { rssMB: Math.round(kb('VmRSS') / 1024), peakMB: Math.round(kb('VmHWM') / 1024) };
}
