// Issue 35's measures (what an attacker gets from the public doors), on the stack with nginx's
// per-client limits on as in production: one client flooding the beacon for a minute (what it gets
// answered and stored), and the contact form's throughput for many distinct senders (each with its
// own form and address: what is stored, where, and whether anyone is refused).
import { signInSession } from '../../e2e/support/admin-api.mjs';
import { beaconRequest, CHROME_UA, manyClients } from '../analytics/analytics-bench.mjs';
import { dayOf } from '../analytics/events.mjs';
import { cannon, interleaved } from '../load.mjs';

/**
 * The API's limits on the abuse part's stack: the production defaults per client and for contact
 * messages, and a daily cap of stored events above what the ingestion measure sends (it measures
 * throughput, not the cap).
 */
export const ABUSE_LIMITS = { eventsPerMinute: 120, eventsPerDay: 2_000_000, contactPerDay: 200 };
/** A stack whose ingestion is measured stores every event it answers: its daily cap above what the measure sends. */
export const INGESTION_API_ENV = { ANALYTICS_MAX_EVENTS_PER_DAY: String(ABUSE_LIMITS.eventsPerDay) };
export const ABUSE_API_ENV = {
  ANALYTICS_MAX_EVENTS_PER_MINUTE: String(ABUSE_LIMITS.eventsPerMinute),
  ANALYTICS_MAX_EVENTS_PER_DAY: String(ABUSE_LIMITS.eventsPerDay),
  CONTACT_MAX_PER_DAY: String(ABUSE_LIMITS.contactPerDay),
};

const json = async (answer, what) => {
  if (!answer.ok) throw new Error(`${what} answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  return answer.json();
};

/** Today's page views in the owner's overview (the events stored today), and the events over the day's cap when the overview reports them. */
async function todaysEvents(stackUrl, cookie) {
  const today = dayOf(Date.now());
  const overview = await json(await fetch(`${stackUrl}/api/admin/analytics/overview?from=${today}&to=${today}`, { headers: { cookie, accept: 'application/json' } }), 'GET /api/admin/analytics/overview');
  return { day: today, pageviews: overview.totals.pageviews, visitors: overview.totals.visitors };
}

const statusCount = (run, code) => run.statusCodes[String(code)] ?? 0;

/**
 * One client (one address, one user agent... or a new user agent on every request: the reviewer's
 * trick to make each event a new visitor) sending page views as fast as `connections` connections
 * allow for `seconds` through nginx: how many requests it made, how nginx and the API answered, and
 * how many events and visitors the overview gained, per minute.
 */
export async function beaconFloodFromOneClient(stackUrl, { connections = 10, seconds = 60, log = console.log } = {}) {
  const url = `${stackUrl}/api/analytics/events`;
  const body = JSON.stringify({ name: 'pageview', path: '/blog', persona: 'enterprise', width: 1280 });
  const address = '192.0.2.66';
  let agentNumber = 0;
  const setupRequest = (request) => {
    agentNumber += 1;
    request.headers = { ...request.headers, 'x-forwarded-for': address, 'user-agent': `${CHROME_UA} Flood/${agentNumber}` };
    return request;
  };
  const headers = { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME_UA, origin: stackUrl, 'sec-fetch-site': 'same-origin', accept: '*/*' };
  const { cookie } = await signInSession(stackUrl);
  const before = await todaysEvents(stackUrl, cookie);
  const run = await cannon(url, { connections, duration: seconds, method: 'POST', body, headers, setupRequest });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = await todaysEvents(stackUrl, cookie);
  const perMinute = (count) => Math.round((count / run.duration) * 60);
  const stored = after.day === before.day ? after.pageviews - before.pageviews : null;
  const visitors = after.day === before.day ? after.visitors - before.visitors : null;
  log(`    one client (${address}, a new user agent per request), ${connections} connections for ${seconds} s: ${run.requests} requests, statuses ${JSON.stringify(run.statusCodes)}`);
  log(`    stored: ${stored} page views (${stored === null ? '?' : perMinute(stored)} a minute), ${visitors} new visitors`);
  return {
    settings: { connections, seconds, address, userAgents: 'a new one per request' },
    requests: run.requests,
    requestsPerMinute: perMinute(run.requests),
    statusCodes: run.statusCodes,
    answered202: statusCount(run, 202),
    refused429: statusCount(run, 429),
    fivexx: Object.entries(run.statusCodes).reduce((total, [code, count]) => total + (code.startsWith('5') ? count : 0), 0),
    storedPageviews: stored,
    storedPerMinute: stored === null ? null : perMinute(stored),
    newVisitors: visitors,
    latencyMs: run.latencyMs,
  };
}

const fivexx = (run) => Object.entries(run.statusCodes).reduce((total, [code, count]) => total + (code.startsWith('5') ? count : 0), 0);

/**
 * Beacon ingestion from many clients (a new address per request) through today's stack and through
 * the baseline commit's API behind the same nginx configuration, in alternating turns: what the new
 * per-client limit, daily cap and visitor rule cost a busy site, as a ratio within one run.
 */
export async function ingestionBesideBaseline(stackUrl, baseline, { connections = 50, duration = 10, warmup = 2, rounds = 4, log = console.log } = {}) {
  const targets = [stackUrl, baseline.url].map((site) => ({ ...beaconRequest(site), setupRequest: manyClients() }));
  for (const target of targets) {
    const probe = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
    if (probe.status !== 202) throw new Error(`POST ${target.url} answered ${probe.status}: ${(await probe.text()).slice(0, 200)}`);
    await cannon(target.url, { connections, duration: warmup, method: 'POST', body: target.body, headers: target.headers, setupRequest: target.setupRequest });
  }
  const [today, before] = await interleaved(targets, { connections, duration, rounds });
  const describe = (run) => `${Math.round(run.requestsPerSecond)} req/s, p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, statuses ${JSON.stringify(run.statusCodes)} (turns: ${run.roundsRequestsPerSecond.join(', ')})`;
  log(`    today's API: ${describe(today)}`);
  log(`    ${baseline.commit}'s API: ${describe(before)}`);
  const summary = (run) => ({ requestsPerSecond: run.requestsPerSecond, roundsRequestsPerSecond: run.roundsRequestsPerSecond, latencyMs: run.latencyMs, statusCodes: run.statusCodes, fivexx: fivexx(run), clientCpuPercent: run.clientCpuPercent });
  return {
    settings: { connections, duration, warmup, rounds, clients: 'a different address per request (X-Forwarded-For from 100.64.0.0/10)' },
    baselineCommit: baseline.commit,
    today: summary(today),
    baseline: summary(before),
    ratio: before.requestsPerSecond > 0 ? today.requestsPerSecond / before.requestsPerSecond : null,
  };
}

/** The inbox's and Spam's totals (GET /api/admin/messages?folder=…). */
async function folderTotals(stackUrl, cookie) {
  const total = async (folder) => (await json(await fetch(`${stackUrl}/api/admin/messages?folder=${folder}&pageSize=1`, { headers: { cookie } }), `GET /api/admin/messages?folder=${folder}`)).total;
  return { inbox: await total('inbox'), spam: await total('spam') };
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function pooled(items, concurrency, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index], index);
      }
    }),
  );
  return results;
}

/**
 * `senders` distinct visitors (each its own address and form, as a person fills one in) sending a
 * message each through nginx, `concurrency` at a time, after their forms are a few seconds old (a
 * form sent within seconds goes to Spam): the messages a second, how each was answered, and how many
 * reached the inbox and Spam. Past the site's daily cap (CONTACT_MAX_PER_DAY) a message must be kept
 * in Spam, never refused.
 */
export async function contactThroughput(stackUrl, { senders = 300, concurrency = 20, log = console.log } = {}) {
  const { cookie } = await signInSession(stackUrl);
  const before = await folderTotals(stackUrl, cookie);
  const address = (index) => `198.18.${index >> 8}.${(index % 254) + 1}`;
  const people = Array.from({ length: senders }, (_, index) => ({ index, address: address(index) }));
  await pooled(people, concurrency, async (person) => {
    const form = await json(await fetch(`${stackUrl}/api/contact/form`, { headers: { 'x-forwarded-for': person.address, 'user-agent': CHROME_UA } }), 'GET /api/contact/form');
    person.form = form;
  });
  // A person takes more than the form's three seconds to write.
  await new Promise((resolve) => setTimeout(resolve, 3500));
  const started = performance.now();
  const statuses = await pooled(people, concurrency, async (person) => {
    const answer = await fetch(`${stackUrl}/api/contact/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': person.address, 'user-agent': CHROME_UA, origin: stackUrl, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({
        name: `Bench sender ${person.index}`,
        email: `sender${person.index}@example.com`,
        subject: person.form.subjects[0] ?? null,
        message: `Hello, this is message ${person.index} of the contact bench.`,
        formToken: person.form.token,
        idempotencyKey: `bench-${Date.now()}-${person.index}`,
        page: '/',
      }),
    });
    await answer.arrayBuffer();
    return answer.status;
  });
  const seconds = (performance.now() - started) / 1000;
  const after = await folderTotals(stackUrl, cookie);
  const statusCodes = statuses.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
  const result = {
    settings: { senders, concurrency },
    seconds: Math.round(seconds * 100) / 100,
    messagesPerSecond: Math.round((senders / seconds) * 10) / 10,
    statusCodes,
    refused: statuses.filter((status) => status !== 201).length,
    inbox: after.inbox - before.inbox,
    spam: after.spam - before.spam,
  };
  log(`    ${senders} senders, ${concurrency} at a time: ${result.messagesPerSecond} messages/s, statuses ${JSON.stringify(statusCodes)}; inbox +${result.inbox}, Spam +${result.spam}`);
  return result;
}

/** Both, on one stack (started with nginx's limits on). */
export async function abuseMeasures(stack, { log = console.log } = {}) {
  const results = { errors: {} };
  for (const [key, measure] of [
    ['beaconFlood', () => beaconFloodFromOneClient(stack.url, { log })],
    ['contact', () => contactThroughput(stack.url, { log })],
  ]) {
    try {
      results[key] = await measure();
    } catch (error) {
      results.errors[key] = String(error?.stack ?? error);
      log(`    ${key} failed: ${error?.message ?? error}`);
    }
  }
  return results;
}
