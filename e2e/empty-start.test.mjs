// A first start with SEED_ON_FIRST_START=false and no site description or email, as an owner who wants
// to write their own content begins: the built API on a fresh SQLite file and the rendering server in
// front of it. The pages a visitor meets are whole and honest: the chooser, persona pages built on the
// fixed personas' neutral text with each section's empty state, an empty blog, and no sample owner's
// description or email anywhere.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../nginx/nginx-runner.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SAMPLE_OWNER = ['jordan.avery@example.com', 'Enterprise technologist, automation entrepreneur'];

function startServer(name, script, env) {
  let log = '';
  const child = spawn(process.execPath, [join(root, script)], { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { name, child, log: () => log, stop: () => (child.exitCode === null && child.signalCode === null ? (child.kill('SIGTERM'), exited) : exited) };
}

async function answering(server, url) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (server.child.exitCode !== null) throw new Error(`The ${server.name} exited:\n${server.log()}`);
    if (await fetch(url).then((answer) => answer.ok, () => false)) return;
  }
  throw new Error(`The ${server.name} did not answer ${url}:\n${server.log()}`);
}

/** The page's visible text in document order (no head, scripts or styles), one space between pieces. */
function bodyText(html) {
  return html
    .replace(/^[\s\S]*?<body[^>]*>/, '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

let folder;
let api;
let renderer;
let site;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'folio-empty-start-'));
  const [apiPort, renderPort] = [await freePort(), await freePort()];
  api = startServer('API', 'api/dist/main.js', {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SQLITE_FILE: join(folder, 'folio.sqlite'),
    MEDIA_DIR: join(folder, 'media'),
    SEED_ON_FIRST_START: 'false',
    ADMIN_PASSWORD: 'an empty start passphrase',
    SITE_OWNER_NAME: 'Sam Rivera',
    SITE_DESCRIPTION: '',
    LOG_LEVEL: 'warn',
  });
  renderer = startServer('rendering server', 'public-site/dist-server/main.js', {
    NODE_ENV: 'production',
    PORT: String(renderPort),
    HOST: '127.0.0.1',
    API_URL: `http://127.0.0.1:${apiPort}`,
  });
  site = `http://127.0.0.1:${renderPort}`;
  await Promise.all([answering(api, `http://127.0.0.1:${apiPort}/api/health`), answering(renderer, `${site}/healthz`)]);
});

afterAll(async () => {
  await Promise.all([api?.stop(), renderer?.stop()]);
  rmSync(folder, { recursive: true, force: true });
});

async function page(path) {
  const answer = await fetch(`${site}${path}`);
  const html = await answer.text();
  for (const sample of SAMPLE_OWNER) expect({ path, sample: html.includes(sample) }).toEqual({ path, sample: false });
  return { status: answer.status, html, text: bodyText(html) };
}

it("shows the chooser with the owner's name and the three personas", async () => {
  const { status, text } = await page('/');
  expect(status).toBe(200);
  expect(text).toContain('Sam Rivera Multi-disciplinary Professional Choose your path to explore my professional journey');
  expect(text).toMatch(/Enterprise Tech Solutions Architect .* Explore Enterprise Tech/);
  expect(text).toMatch(/Business Automation Founder and Automation Consultant .* Explore Business Automation/);
  expect(text).toMatch(/Fitness Coach Strength and Conditioning Coach .* Explore Fitness Coach/);
});

it('shows a persona page built on its fixed persona, each section saying it has nothing yet, and no email', async () => {
  const { status, html, text } = await page('/?persona=enterprise');
  expect(status).toBe(200);
  expect(text).toContain(
    'About Me Enterprise Tech Solutions Architect Architecture, platforms and delivery practices that keep complex systems calm and understandable.',
  );
  for (const empty of ['No experience data available', 'No skills data available', 'No education data available', 'No certification data available']) {
    expect(text).toContain(empty);
  }
  expect(text).toContain("Let's Work Together");
  expect(html).not.toContain('mailto:');
  expect(html).toContain('<meta data-head name="description" content="A personal portfolio and blog: experience, skills, case studies and articles.">');
});

it('shows an empty blog and an empty feed', async () => {
  const blog = await page('/blog');
  expect(blog.status).toBe(200);
  expect(blog.text).toContain('0 articles');
  expect(blog.text).toContain('No blog posts available yet. Check back soon!');
  const feed = await page('/rss.xml');
  expect(feed.status).toBe(200);
  expect(feed.html).toContain('<description>Articles by Sam Rivera.</description>');
  expect(feed.html).not.toContain('<item>');
});
