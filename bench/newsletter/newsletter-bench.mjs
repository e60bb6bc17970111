// Issue 36's measures: a post sent to 10,000 confirmed subscribers through a local SMTP sink at an
// unlimited rate (NEWSLETTER_RATE_PER_MINUTE=0), on the stack behind nginx, the sink in a process of its own: the time to the last
// message, the API's CPU and memory meanwhile, and the public pages' latency during the send beside
// the same load just before it (one run, the same machine); then the same send of another post with
// the API killed (SIGKILL) halfway and started again: how many recipients got one email, two, none.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import { adminClient } from '../../e2e/support/admin-client.mjs';
import { postInput } from '../../e2e/support/admin-api.mjs';
import { startStack } from '../../e2e/support/stack.mjs';
import { cannon } from '../load.mjs';
import { whenStopping } from '../cleanup.mjs';

export const NEWSLETTER_SUBSCRIBERS = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS ?? 10_000);
const FROM = 'news@folio.example';
const ENTERPRISE_PERSONA_ID = 4;
/** The public pages measured while the queue runs: uncached renders, which read the same database and API. */
const PAGES = ['/blog', '/?persona=enterprise'];

/** The counting sink (counting-sink.mjs) in a child process, and the questions the bench asks it. */
async function startCountingSink() {
  const child = fork(fileURLToPath(new URL('./counting-sink.mjs', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await new Promise((resolve) => child.once('message', resolve));
  let asked = 0;
  const ask = (question) =>
    new Promise((resolve) => {
      const id = (asked += 1);
      const answer = (message) => {
        if (message.id !== id) return;
        child.off('message', answer);
        resolve(message);
      };
      child.on('message', answer);
      child.send({ ...question, id });
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** How many recipients of send `sendId` have a copy. */
    received: async (sendId) => (await ask({ ask: 'received', sendId })).received,
    /** How many copies each recipient of send `sendId` got, by subscriber id. */
    copiesOf: async (sendId) => new Map((await ask({ ask: 'copies', sendId })).copies),
    close: () => new Promise((resolve) => {
      child.once('exit', resolve);
      child.send({ ask: 'close' });
    }),
  };
}

/** CPU seconds (user + system) and resident memory of a process, from /proc (Linux). */
function processUsage(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  return { cpuSeconds: ticks / 100, rssBytes: rss };
}

/** Samples a process every `everyMs` until stopped: peak memory, CPU used, busy share of one core. */
function sampleProcess(pid, everyMs = 250) {
  const first = processUsage(pid);
  const started = Date.now();
  let peak = first.rssBytes;
  let last = first;
  const timer = setInterval(() => {
    try {
      last = processUsage(pid);
      peak = Math.max(peak, last.rssBytes);
    } catch {
      // The process is gone (the crash run kills it): what was read so far stands.
    }
  }, everyMs);
  return () => {
    clearInterval(timer);
    const seconds = (Date.now() - started) / 1000;
    const cpuSeconds = last.cpuSeconds - first.cpuSeconds;
    return { seconds, cpuSeconds, cpuPercentOfOneCore: Math.round((cpuSeconds / seconds) * 100), rssStartMB: +(first.rssBytes / 1048576).toFixed(1), rssPeakMB: +(peak / 1048576).toFixed(1) };
  };
}

/** `count` confirmed subscribers following Enterprise Tech, written straight into the stack's database. */
async function seedSubscribers(databaseUrl, count) {
  const connection = await mysql.createConnection(databaseUrl);
  try {
    const now = new Date();
    for (let start = 0; start < count; start += 1000) {
      const rows = [];
      for (let index = start; index < Math.min(count, start + 1000); index += 1) rows.push([`reader-${index}@bench.example`, 'confirmed', `key${index}`.padEnd(22, 'x'), now, now, now]);
      const [result] = await connection.query('INSERT INTO newsletter_subscribers (email, status, unsubscribe_key, created_at, updated_at, confirmed_at) VALUES ?', [rows]);
      const firstId = result.insertId;
      await connection.query('INSERT INTO newsletter_subscriber_personas (subscriber_id, persona) VALUES ?', [rows.map((_, offset) => [firstId + offset, 'enterprise'])]);
    }
  } finally {
    await connection.end();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done()` or `withinMs`; resolves to the milliseconds it took, or null. */
async function until(done, withinMs, everyMs = 100) {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await done()) return Date.now() - started;
    await sleep(everyMs);
  }
  return null;
}

/** The public pages under load for `seconds`, in parallel, each with a few connections. */
async function pagesUnderLoad(baseUrl, seconds) {
  const runs = await Promise.all(PAGES.map((path) => cannon(`${baseUrl}${path}`, { connections: 4, duration: seconds })));
  return Object.fromEntries(runs.map((run, index) => [PAGES[index], { requestsPerSecond: Math.round(run.requestsPerSecond), p50: run.latencyMs.p50, p99: run.latencyMs.p99, non2xx: run.non2xx }]));
}

export async function newsletterMeasures({ log = () => {}, subscribers = NEWSLETTER_SUBSCRIBERS, loadSeconds = 10 } = {}) {
  const sink = await startCountingSink();
  const stack = await startStack('bench-newsletter', {
    microCache: false,
    apiEnv: { SMTP_URL: sink.url, CONTACT_FROM: FROM, CONTACT_NOTIFY_TO: 'owner@folio.example', NEWSLETTER_RATE_PER_MINUTE: '0', LOG_LEVEL: 'error' },
  });
  const stopStack = whenStopping(async () => {
    await stack.stop();
    await sink.close();
  });
  try {
    log(`Seeding ${subscribers} confirmed Enterprise subscribers`);
    await seedSubscribers(stack.databaseUrl, subscribers);
    const admin = await adminClient(stack.url);
    const publishedAt = new Date(Date.now() - 60_000).toISOString();
    const post = async (slug) => {
      const answer = await admin.call('POST', 'admin/blog/posts', postInput({ title: `Bench ${slug}`, slug, publishedAt, tagType: 'enterprise', personaIds: [ENTERPRISE_PERSONA_ID], content: `# Bench\n\n${'A paragraph of the post. '.repeat(40)}\n\n![A picture](/images/bench.png)` }));
      if (answer.status !== 201) throw new Error(`Creating ${slug} answered ${answer.status}`);
      return answer.body.id;
    };
    const send = async (postId) => {
      const answer = await admin.call('POST', `admin/newsletter/posts/${postId}/send`);
      if (answer.status !== 201) throw new Error(`Sending post ${postId} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    };

    log(`The public pages under load for ${loadSeconds} s before any send (${PAGES.join(', ')}, uncached renders through nginx)`);
    const quiet = await pagesUnderLoad(stack.url, loadSeconds);

    // 1. The whole send, measured.
    const firstPost = await post('bench-send');
    const usage = sampleProcess(stack.apiPid());
    const started = Date.now();
    const created = await send(firstPost);
    const requestMs = Date.now() - started;
    log(`Send ${created.id} made in ${requestMs} ms; the pages under load for ${loadSeconds} s while it runs`);
    const [busy, tookMs] = await Promise.all([
      pagesUnderLoad(stack.url, loadSeconds),
      until(async () => (await sink.received(created.id)) >= subscribers, 30 * 60_000).then((ms) => (ms === null ? null : ms + requestMs)),
    ]);
    const api = usage();
    const firstCopies = [...(await sink.copiesOf(created.id)).values()];
    const whole = {
      recipients: created.counts ? Object.values(created.counts).reduce((sum, count) => sum + count, 0) : null,
      createMs: requestMs,
      secondsToLast: tookMs === null ? null : +(tookMs / 1000).toFixed(1),
      messagesPerSecond: tookMs === null ? null : Math.round(subscribers / (tookMs / 1000)),
      received: firstCopies.length,
      duplicates: firstCopies.filter((count) => count > 1).length,
      api,
    };
    log(`Sent: ${whole.received} of ${subscribers} in ${whole.secondsToLast} s; API ${api.cpuPercentOfOneCore}% of a core, peak ${api.rssPeakMB} MB`);
    const latency = Object.fromEntries(
      PAGES.map((path) => [path, { quiet: quiet[path], duringSend: busy[path], p50Ratio: +(busy[path].p50 / Math.max(quiet[path].p50, 1)).toFixed(2), p99Ratio: +(busy[path].p99 / Math.max(quiet[path].p99, 1)).toFixed(2) }]),
    );

    // 2. The same send with the API killed halfway, then started again.
    const secondPost = await post('bench-crash');
    const crashSend = await send(secondPost);
    await until(async () => (await sink.received(crashSend.id)) >= subscribers / 2, 30 * 60_000, 20);
    const beforeKill = await sink.received(crashSend.id);
    await stack.killApi();
    const atKill = await sink.received(crashSend.id);
    log(`Killed the API (SIGKILL) with ${atKill} of ${subscribers} received; starting it again`);
    const restarted = Date.now();
    await stack.startApi();
    const resumedMs = await until(async () => {
      const view = await admin.call('GET', `admin/newsletter/sends/${crashSend.id}`);
      return view.status === 200 && view.body.status === 'done';
    }, 30 * 60_000, 500);
    await sleep(1000);
    const copies = await sink.copiesOf(crashSend.id);
    const counts = [...copies.values()];
    const crash = {
      receivedBeforeKill: beforeKill,
      receivedAtKill: atKill,
      secondsToDoneAfterRestart: resumedMs === null ? null : +((Date.now() - restarted) / 1000).toFixed(1),
      exactlyOnce: counts.filter((count) => count === 1).length,
      twice: counts.filter((count) => count > 1).length,
      never: subscribers - copies.size,
      final: (await admin.call('GET', `admin/newsletter/sends/${crashSend.id}`)).body,
    };
    log(`After the crash: ${crash.exactlyOnce} exactly once, ${crash.twice} twice, ${crash.never} never`);
    return { subscribers, whole, latency, crash };
  } finally {
    await stopStack();
  }
}
