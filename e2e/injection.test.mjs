// SQL injection, tried by sqlmap (Debian's package) against the built API on MariaDB: every public GET
// with query or path parameters that the API's own OpenAPI document lists (the personaId filter of
// every list, the posts' status filter, the post slug, the public ids) and the JSON body of the
// sign-in. sqlmap must find nothing injectable, and its output must show that it really tested every
// parameter, against answers that were not refusals: a run that tested nothing or could not reach the
// API fails. The API runs with sign-in limits high enough for sqlmap's many attempts (they are proved
// in api/test/auth-limits.test.ts), and must answer no 500 and log no error meanwhile.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInThroughApi } from './support/admin-api.mjs';
import mysql from 'mysql2/promise';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startApiAlone } from './support/stack.mjs';

/**
 * sqlmap's depth per target, chosen to keep every run together within about 3 minutes on 2 cores.
 * The GETs answer in milliseconds, so they get level 3 / risk 2 (more boundaries and payloads, heavy
 * time-based queries). Each sign-in runs a deliberately slow password hash (scrypt, 128 MiB), so the
 * login body gets level 1 / risk 1 (about 75 requests); its username reaches the database, and the
 * right password as the base answer (200) makes a true boolean payload visible as a sign-in.
 */
const GET_DEPTH = ['--level=3', '--risk=2'];
const LOGIN_DEPTH = ['--level=1', '--risk=1'];
/** Two sqlmap processes at a time: the login run waits on the hash, the GET runs on the CPU. */
const PARALLEL_RUNS = 2;
/**
 * All runs together (about 60 s on a quiet machine; 200 s was not enough in a CI run whose other lane
 * ran the Docker trials beside it, when every run took three to four times as long); a run still
 * going then is stopped and fails the file.
 */
const ALL_RUNS_LIMIT_MS = 480_000;
/** Fewer requests than this means sqlmap gave up early, whatever its output says. */
const MIN_REQUESTS_PER_PARAMETER = 20;

const NOT_INJECTABLE_AT_ALL = 'all tested parameters do not appear to be injectable';
/** sqlmap's [CRITICAL] note when a target's answer times vary: advice (a higher --time-sec), after which it carries on. */
const LAGGING = 'considerable lagging has been detected';
/** sqlmap's words when it finds an injection point (lib/controller/checks.py, controller.py). */
const FOUND = /identified the following injection point|' injectable|is vulnerable/;

let api;
let work;
let reports;

/** The answer's JSON, or a failure naming the call. */
async function json(path, cookie) {
  const answer = await fetch(`${api.apiUrl}${path}`, { headers: cookie ? { cookie } : {} });
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
  return answer.json();
}

/** The keyset cursor the API gives after the first page of `path` (a search's: the base query searches). */
async function nextCursor(path, cookie) {
  const answer = await fetch(`${api.apiUrl}${path}`, { headers: cookie ? { cookie } : {} });
  const cursor = answer.headers.get('x-next-cursor');
  if (!answer.ok || !cursor) throw new Error(`GET ${path} answered ${answer.status} without X-Next-Cursor`);
  return cursor;
}

/** The unsubscribe token of the one newsletter subscriber written into the database (no mail here to subscribe through). */
let subscriberToken;

/** An operation whose every success answer is a redirect. */
const redirectsOnly = (operation) => Object.keys(operation.responses).filter((code) => code < '400').every((code) => code.startsWith('3'));

/**
 * Real base values, so that sqlmap starts from an answer with content: a query parameter from the
 * seed, a path parameter from the first item of the nearest list above its path (`/api/blog/posts`
 * for `/api/blog/posts/slug/{slug}`). A parameter without one fails here, to be given one.
 */
async function baseValue(paths, path, parameter, cookie) {
  if (parameter.in === 'query') {
    if (parameter.name === 'personaId') return String((await json('/api/personas'))[0].id);
    if (parameter.name === 'status') return 'published';
    if (parameter.name === 'categoryId') return String((await json('/api/blog/categories'))[0].id);
    if (parameter.name === 'category') return String((await json('/api/blog/categories'))[0].slug);
    if (parameter.name === 'tag') return String((await json('/api/blog/tags'))[0].slug);
    if (parameter.name === 'q') return 'automation';
    if (parameter.name === 'limit') return '12';
    if (parameter.name === 'offset') return '0';
    if (parameter.name === 'persona') return 'business';
    if (parameter.name === 'cursor') return nextCursor('/api/blog/posts?status=published&q=automation&limit=1', cookie);
    if (parameter.name === 'token') return subscriberToken;
    if (parameter.name === 'sort') return 'manual';
    throw new Error(`No base value for the query parameter ${parameter.name} of ${path}: add one to e2e/injection.test.mjs`);
  }
  let list = path.slice(0, path.indexOf(`{${parameter.name}}`) - 1);
  while (list && !paths[list]?.get) list = list.slice(0, list.lastIndexOf('/'));
  if (!list) throw new Error(`No list above ${path} to take a base value of {${parameter.name}} from`);
  const [first] = await json(list, cookie);
  if (first?.[parameter.name] === undefined) throw new Error(`No base value for {${parameter.name}} of ${path}: ${list} has no item with it`);
  return String(first[parameter.name]);
}

/**
 * sqlmap compares answers to the base answer; the contact form's answer holds a form token signed
 * with the time, new on every request, which sqlmap's stability check takes for a page too dynamic to
 * compare (it says so as [CRITICAL] and retries). For such an answer, sqlmap is told to compare on a
 * text only the true answer holds (its first subject, which a refused persona's 400 lacks).
 */
async function stableString(target, cookie) {
  if (!target.split('?')[0].endsWith('/contact/form')) return [];
  const [first, second] = [await json(target, cookie), await json(target, cookie)];
  if (first.token === second.token) throw new Error(`${target} answered the same token twice: drop its --string`);
  return [`--string=${JSON.stringify(first.subjects[0])}`];
}

/**
 * One target per public GET with parameters in the OpenAPI document (the router's own listing), its
 * path parameters marked with sqlmap's `*`, and the sign-in body. The GETs are made signed in, the
 * widest reach: a visitor's status filter is ignored, a signed-in reader's is parsed.
 */
async function targets(admin) {
  const { paths } = await json('/api/openapi.json');
  const gets = [];
  for (const [path, operations] of Object.entries(paths)) {
    const parameters = operations.get?.parameters ?? [];
    // A GET that only redirects (the email's unsubscribe link, 303 to the page) reads nothing to inject into but the
    // token, which GET /api/newsletter/subscription reads the same way and is attacked.
    if (path.startsWith('/api/admin/') || parameters.length === 0 || redirectsOnly(operations.get)) continue;
    let url = path;
    const query = new URLSearchParams();
    const labels = [];
    for (const parameter of parameters) {
      const value = await baseValue(paths, path, parameter, admin.cookie);
      if (parameter.in === 'path') {
        url = url.replace(`{${parameter.name}}`, `${value}*`);
        labels.push(`URI parameter '#${labels.filter((label) => label.startsWith('URI')).length + 1}*'`);
      } else {
        query.set(parameter.name, value);
        labels.push(`GET parameter '${parameter.name}'`);
      }
    }
    const cookieNames = admin.cookie.split('; ').map((pair) => pair.split('=')[0]);
    // Where the path holds a marked point, sqlmap tests the marked points alone: each query value is marked too.
    if (url.includes('*') && query.size > 0) {
      const uriPoints = labels.filter((label) => label.startsWith('URI')).length;
      const marked = [...query.keys()];
      for (const [index, name] of marked.entries()) labels[labels.indexOf(`GET parameter '${name}'`)] = `URI parameter '#${uriPoints + index + 1}*'`;
      url = `${url}?${marked.map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(query.get(name))}*`).join('&')}`;
      for (const name of marked) query.delete(name);
    }
    const target = `${url}${query.size > 0 ? `?${query}` : ''}`;
    gets.push({
      name: `GET ${path}`,
      labels,
      args: [
        '-u',
        `${api.apiUrl}${target}`,
        `--cookie=${admin.cookie}`,
        `--skip=${['user-agent', 'referer', 'host', ...cookieNames].join(',')}`,
        // sqlmap passes over a parameter whose name looks like an anti-CSRF token (the newsletter's `token`) unless told to test it.
        ...(query.has('token') ? ['-p', [...query.keys()].join(',')] : []),
        ...(await stableString(target, admin.cookie)),
        ...GET_DEPTH,
      ],
    });
  }
  if (!paths['/api/auth/login']?.post) throw new Error('The OpenAPI document no longer lists POST /api/auth/login');
  const login = {
    name: 'POST /api/auth/login',
    labels: ["(custom) POST parameter 'JSON username'", "(custom) POST parameter 'JSON password'"],
    // A wrong guess answers 401, which sqlmap would otherwise take for "needs HTTP authentication" and stop.
    args: ['-u', `${api.apiUrl}/api/auth/login`, `--data=${JSON.stringify({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD })}`, '--ignore-code=401', ...LOGIN_DEPTH],
    // A sign-in hashes the password, so its answers vary by hundreds of milliseconds on a loaded
    // machine: sqlmap then says (as [CRITICAL], and carries on) that it lags and asks for a --time-sec
    // of 10 or more, which this target gets so that its time-based tests still tell a delay apart.
    timeSec: 10,
  };
  return [login, ...gets];
}

/** One sqlmap run in a folder of its own (output, HTTP traffic, HOME), stopped after `limitMs`. */
function runSqlmap(target, index, limitMs) {
  const folder = join(work, String(index));
  mkdirSync(folder);
  const traffic = join(folder, 'traffic.txt');
  const args = [
    ...target.args,
    '--batch',
    '--ignore-stdin',
    '--disable-coloring',
    `--output-dir=${join(folder, 'output')}`,
    '-t',
    traffic,
    // The back end is MariaDB: MySQL's payloads only (sqlmap's MySQL covers MariaDB).
    '--dbms=MySQL',
    // Requests carry only the cookie given: sqlmap would otherwise adopt each answer's Set-Cookie.
    '--drop-set-cookie',
    `--time-sec=${target.timeSec ?? 5}`,
    '--timeout=15',
    '--retries=1',
  ];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { cwd: folder, env: { PATH: process.env.PATH, HOME: folder, TERM: 'dumb' }, stdio: ['ignore', 'pipe', 'pipe'], timeout: limitMs });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ target, output: `${output}\n${error.message}`, statuses: [], seconds: 0 }));
    child.once('close', (code, signal) => {
      let log = '';
      try {
        log = readFileSync(traffic, 'utf8');
      } catch {
        // No traffic file: sqlmap sent nothing, which the checks report.
      }
      const statuses = [...log.matchAll(/^HTTP response \[#\d+\] \((\d{3})/gm)].map((match) => Number(match[1]));
      const ended = signal ? `stopped by ${signal} after ${Math.round(limitMs / 1000)} s` : `exit code ${code}`;
      resolve({ target, output: `${output}\n[${ended}]`, statuses, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

async function runAll(list) {
  const deadline = Date.now() + ALL_RUNS_LIMIT_MS;
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const index = next++;
      const left = deadline - Date.now();
      results[index] =
        left > 0
          ? await runSqlmap(list[index], index, left)
          : { target: list[index], output: `[not started: the ${ALL_RUNS_LIMIT_MS / 1000} s for all runs were used up]`, statuses: [], seconds: 0 };
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_RUNS }, worker));
  return results;
}

/** What is wrong with one run, as sentences; none when sqlmap tested every parameter and found nothing. */
function problemsOf({ target, output, statuses }) {
  const problems = [];
  for (const label of target.labels) {
    if (!output.includes(`testing for SQL injection on ${label}`)) problems.push(`sqlmap never tested ${label}`);
    else if (!output.includes(`${label} does not seem to be injectable`)) problems.push(`sqlmap did not finish testing ${label}`);
  }
  const found = output.split('\n').filter((line) => FOUND.test(line));
  if (found.length > 0) problems.push(`sqlmap found an injection:\n${found.join('\n')}`);
  if (!output.includes(NOT_INJECTABLE_AT_ALL)) problems.push(`sqlmap did not conclude "${NOT_INJECTABLE_AT_ALL}"`);
  // sqlmap's advice on lagging answers is no stop once the target runs with the --time-sec it asks for.
  const adviceFollowed = (line) => (target.timeSec ?? 0) >= 10 && line.includes(LAGGING);
  const critical = output.split('\n').filter((line) => line.includes('[CRITICAL]') && !line.includes(NOT_INJECTABLE_AT_ALL) && !adviceFollowed(line));
  if (critical.length > 0) problems.push(`sqlmap stopped:\n${critical.join('\n')}`);
  const minimum = MIN_REQUESTS_PER_PARAMETER * target.labels.length;
  if (statuses.length < minimum) problems.push(`sqlmap got ${statuses.length} answers, fewer than ${minimum}`);
  const refused = statuses.filter((status) => status === 429 || status >= 500);
  if (refused.length > 0) problems.push(`${refused.length} of sqlmap's ${statuses.length} answers were 429 or 5xx (${[...new Set(refused)].join(', ')})`);
  if (!statuses.some((status) => status >= 200 && status < 300)) problems.push('sqlmap never got a successful answer to compare with');
  return problems.length === 0 ? [] : [`${target.name}:\n  ${problems.join('\n  ')}\n--- sqlmap's output ends:\n${output.slice(-3000)}`];
}

beforeAll(async () => {
  if (spawnSync('sqlmap', ['--version']).error) {
    throw new Error('sqlmap is not installed: apt-get install --no-install-recommends sqlmap (.ci/run does it)');
  }
  work = mkdtempSync(join(tmpdir(), 'folio-sqlmap-'));
  api = await startApiAlone('injection', {
    // Every request's line (with its status) is logged, for the check that none answered 500.
    LOG_LEVEL: 'info',
    // sqlmap's sign-in attempts from one address, far past the real limits (at their ceilings in config.ts).
    LOGIN_MAX_FAILURES_PER_USER: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '10000',
    LOGIN_SLOWDOWN_AFTER_FAILURES: '10000',
    LOGIN_MAX_ATTEMPTS_PER_NAME: '100000',
  });
  const admin = await signInThroughApi(api.apiUrl);
  const connection = await mysql.createConnection(api.databaseUrl);
  try {
    const now = new Date();
    const [written] = await connection.query('INSERT INTO newsletter_subscribers (email, status, unsubscribe_key, created_at, updated_at, confirmed_at) VALUES (?, ?, ?, ?, ?, ?)', ['reader@example.com', 'confirmed', 'sqlmapKeyOfTheReader123', now, now, now]);
    await connection.query('INSERT INTO newsletter_subscriber_personas (subscriber_id, persona) VALUES (?, ?)', [written.insertId, 'enterprise']);
    subscriberToken = `${written.insertId}.sqlmapKeyOfTheReader123`;
  } finally {
    await connection.end();
  }
  const list = await targets(admin);
  const started = Date.now();
  reports = await runAll(list);
  console.log(
    `sqlmap: ${reports.length} targets in ${Math.round((Date.now() - started) / 1000)} s\n` +
      reports.map(({ target, statuses, seconds }) => `  ${target.name}: ${target.labels.join(', ')}; ${statuses.length} requests, ${seconds} s`).join('\n'),
  );
}, 600_000);

afterAll(async () => {
  await api?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

it('lists the public inputs to attack: every list filter, the post slug and the sign-in body', () => {
  const names = reports.map((report) => report.target.name);
  expect(names).toEqual(expect.arrayContaining(['POST /api/auth/login', 'GET /api/blog/posts', 'GET /api/blog/posts/slug/{slug}', 'GET /api/personas']));
  // Nine portfolio lists, the blog's categories, tags and posts filter by persona.
  expect(reports.filter((report) => report.target.labels.includes("GET parameter 'personaId'")).length).toBeGreaterThanOrEqual(12);
});

it('finds nothing injectable, having tested every parameter against real answers', () => {
  expect(reports.flatMap(problemsOf)).toEqual([]);
});

it('answered no 500 and logged no error while sqlmap ran', () => {
  const lines = api
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
  const requests = lines.filter((line) => line.msg === 'request');
  expect(requests.length).toBeGreaterThan(1000);
  expect(requests.filter((line) => line.status >= 500).map((line) => `${line.status} ${line.method} ${line.url}`)).toEqual([]);
  expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
});
