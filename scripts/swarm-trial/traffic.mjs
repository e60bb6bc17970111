// The swarm trial's traffic during one step (scripts/swarm-trial.sh), until SIGTERM, then a JSON summary
// on stdout: visitors (compose-trial/visitors.mjs: pages and API reads, plus one reader of pages no
// cache holds, paced under nginx's limit per client), the owner (signs in through /api, then creates a
// post, saves it again with a change, and reads it back, in a loop: each save checked) and contact
// messages (the API's JSON form and the page's form without JavaScript, each with a fresh form token
// aged past the 3 s spam check). Every request is counted; a failure is a 5xx, no answer, or an answer
// other than the one expected. What was saved and sent is appended to <state dir>/saves.jsonl and
// messages.jsonl, which verify.mjs checks against the API at the end. Loopback only.
// Usage: node traffic.mjs <origin> <state dir> <step> (ADMIN_PASSWORD in the environment)
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLoopback, newTally, record, runVisitors, summary } from '../compose-trial/visitors.mjs';

const [origin, stateDir, step = 'step'] = process.argv.slice(2);
const password = process.env.ADMIN_PASSWORD;
if (!isLoopback(origin) || !stateDir || !password) throw new Error('usage: ADMIN_PASSWORD=… node traffic.mjs <loopback origin> <state dir> <step>');
const run = `${step.replace(/[^a-z0-9]/gi, '')}${Date.now().toString(36)}`;
let going = true;
const started = Date.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request, counted in `tally`; `expect` is the status it must answer. Resolves to the answer or null. */
async function call(tally, what, path, init, expect) {
  const t0 = performance.now();
  try {
    const answer = await fetch(origin + path, { redirect: 'manual', ...init, signal: AbortSignal.timeout(30_000) });
    const text = await answer.text();
    const ok = answer.status === expect;
    record(tally, { key: String(answer.status), failed: !ok, ms: performance.now() - t0, what: `${what} ${text.slice(0, 120).replace(/\s+/g, ' ')}` });
    return ok ? { answer, text } : null;
  } catch (error) {
    record(tally, { key: `error:${error.cause?.code ?? error.name}`, failed: true, ms: performance.now() - t0, what });
    return null;
  }
}

// The owner: a session cookie and the CSRF token, then save after save.
const owner = newTally();
let posts = 0;
async function ownerLoop() {
  let cookie = '';
  let csrf = '';
  const json = (method, body) => ({ method, headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf }, body: JSON.stringify(body) });
  while (going && !csrf) {
    const login = await call(owner, 'sign-in', '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) }, 200);
    if (login) {
      cookie = login.answer.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const token = await call(owner, 'csrf token', '/api/csrf-token', { headers: { cookie } }, 200);
      if (token) csrf = JSON.parse(token.text).token;
    }
    if (!csrf) await sleep(1000);
  }
  while (going) {
    const n = ++posts;
    const slug = `swarm-${run}-${n}`;
    const post = { title: `Swarm trial ${run} #${n}`, slug, excerpt: 'Saved by the swarm trial.', content: `# Swarm trial\n\nPost ${n} of step ${step}.`, status: 'published', personaIds: [], tagIds: [] };
    // As the console sends a create: with a key of its own, so that the edge may send it again.
    const create = json('POST', post);
    create.headers['idempotency-key'] = randomUUID();
    const created = await call(owner, 'create post', '/api/admin/blog/posts', create, 201);
    if (created) {
      const { id, updatedAt } = JSON.parse(created.text);
      const edited = { ...post, title: `${post.title} (edited)`, content: `${post.content}\n\nEdited.`, updatedAt };
      const saved = await call(owner, 'save post', `/api/admin/blog/posts/${id}`, json('PUT', edited), 200);
      const title = saved ? edited.title : post.title;
      appendFileSync(join(stateDir, 'saves.jsonl'), `${JSON.stringify({ step, id, slug, title })}\n`);
      const back = await call(owner, 'read post back', `/api/admin/blog/posts/${id}`, { headers: { cookie } }, 200);
      if (back && JSON.parse(back.text).title !== title) record(owner, { key: 'wrong-title', failed: true, ms: 0, what: `post ${id} reads back "${JSON.parse(back.text).title}", not "${title}"` });
    }
    await sleep(300);
  }
}

// Contact messages, every other one through the page's form (the renderer posts it to the API).
const contact = newTally();
let messages = 0;
async function contactLoop(lane) {
  for (let turn = lane; going; turn += 1) {
    const form = await call(contact, 'contact form', '/api/contact/form?persona=business', {}, 200);
    if (!form) { await sleep(1000); continue; }
    await sleep(3500); // a form sent within 3 s of being made is kept as spam: a person takes longer
    const n = ++messages;
    const marker = `st${run}x${n}z`;
    const fields = { name: 'Swarm Visitor', email: `visitor-${n}@swarm.example`, message: `Sent by the swarm trial during ${step}: ${marker}`, persona: 'business', page: '/?persona=business', formToken: JSON.parse(form.text).token, idempotencyKey: `${run}-${n}` };
    const sent = turn % 2 === 0
      ? await call(contact, 'contact (API)', '/api/contact/messages', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) }, 201)
      : await call(contact, 'contact (form)', '/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }, 303);
    appendFileSync(join(stateDir, 'messages.jsonl'), `${JSON.stringify({ step, marker, acknowledged: Boolean(sent) })}\n`);
  }
}

// Visitors: cached pages and API reads, and a reader of pages no cache holds (6 a second, under nginx's
// 10 a second per client, which every request of the trial shares: it comes from one address).
const visitors = newTally();
async function uncachedReader() {
  for (let n = 0; going; n += 1) {
    const t0 = performance.now();
    let key;
    try {
      const answer = await fetch(`${origin}/blog/uncached-${run}-${n}`, { signal: AbortSignal.timeout(15_000) });
      await answer.arrayBuffer();
      key = String(answer.status);
    } catch (error) {
      key = `error:${error.cause?.code ?? error.name}`;
    }
    record(visitors, { key, failed: !/^[234]/.test(key), ms: performance.now() - t0, what: `/blog/uncached-${run}-${n}` });
    await sleep(Math.max(0, 160 - (performance.now() - t0)));
  }
}
const paths = ['/api/health', '/', '/?persona=enterprise', '/blog', '/api/blog/posts?limit=3&offset={n}', '/sitemap.xml', '/rss.xml', '/api/blog/posts?limit=1'];
const stop = () => { going = false; };
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
await Promise.all([
  runVisitors({ origin, paths, conc: Number(process.env.VISITORS ?? 4), going: () => going, tally: visitors }),
  uncachedReader(),
  ownerLoop(),
  contactLoop(0),
  contactLoop(1),
]);
const seconds = Math.round((Date.now() - started) / 100) / 10;
const parts = { visitors: summary(visitors), owner: summary(owner), contact: summary(contact) };
const requests = parts.visitors.total + parts.owner.total + parts.contact.total;
const failed = parts.visitors.failed + parts.owner.failed + parts.contact.failed;
console.log(JSON.stringify({ step, seconds, requests, failed, posts, messages, ...parts }));
