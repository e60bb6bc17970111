// The swarm trial's last check (scripts/swarm-trial.sh): nothing the traffic saved or sent is lost.
// Signs in through /api and reads back every post traffic.mjs saved (<state dir>/saves.jsonl: each
// one there, with the title of its last acknowledged save) and every contact message it sent
// (messages.jsonl: each acknowledged one stored exactly once, an unacknowledged one at most once).
// Prints a JSON report; exits 1 if anything is missing or doubled. Loopback only.
// Usage: node verify.mjs <origin> <state dir> (ADMIN_PASSWORD in the environment)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLoopback } from '../compose-trial/visitors.mjs';

const [origin, stateDir] = process.argv.slice(2);
if (!isLoopback(origin) || !stateDir || !process.env.ADMIN_PASSWORD) throw new Error('usage: ADMIN_PASSWORD=… node verify.mjs <loopback origin> <state dir>');
const lines = (name) => (existsSync(join(stateDir, name)) ? readFileSync(join(stateDir, name), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : []);

const login = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: process.env.ADMIN_PASSWORD }) });
if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const get = async (path) => {
  const answer = await fetch(origin + path, { headers: { cookie } });
  return { status: answer.status, body: answer.status === 200 ? await answer.json() : null };
};

const problems = [];
const saves = lines('saves.jsonl');
for (const save of saves) {
  const { status, body } = await get(`/api/admin/blog/posts/${save.id}`);
  if (status !== 200) problems.push(`post ${save.id} (${save.slug}, ${save.step}): GET answered ${status}`);
  else if (body.title !== save.title || body.slug !== save.slug) problems.push(`post ${save.id} (${save.step}): "${body.title}" ${body.slug}, saved as "${save.title}" ${save.slug}`);
}

// Every stored message of the trial, all folders, counted by its marker.
const stored = new Map();
let spam = 0;
for (let page = 1; ; page += 1) {
  const { status, body } = await get(`/api/admin/messages?q=${encodeURIComponent('Sent by the swarm trial')}&pageSize=100&page=${page}`);
  if (status !== 200) throw new Error(`GET /api/admin/messages answered ${status}`);
  for (const item of body.items) {
    const marker = /(st[a-z0-9]+x\d+z)/.exec(item.message)?.[1];
    if (marker) stored.set(marker, (stored.get(marker) ?? 0) + 1);
    if (item.folder === 'spam') spam += 1;
  }
  if (page * body.pageSize >= body.total) break;
}
const sent = lines('messages.jsonl');
let once = 0;
for (const message of sent) {
  const count = stored.get(message.marker) ?? 0;
  if (message.acknowledged && count === 1) once += 1;
  else if (message.acknowledged) problems.push(`message ${message.marker} (${message.step}): acknowledged, stored ${count} times`);
  else if (count > 1) problems.push(`message ${message.marker} (${message.step}): not acknowledged, stored ${count} times`);
}
const report = {
  posts: saves.length,
  postsAsSaved: saves.length - problems.filter((p) => p.startsWith('post ')).length,
  messagesSent: sent.length,
  messagesAcknowledged: sent.filter((m) => m.acknowledged).length,
  messagesStoredOnce: once,
  inSpam: spam,
  problems: problems.slice(0, 30),
};
console.log(JSON.stringify(report));
process.exit(problems.length === 0 ? 0 : 1);
