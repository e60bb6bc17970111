// Fake builds and a fake API for the routing tests of nginx and of the local gateway.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { FIXTURE_FILES } from './routing-cases.mjs';

function writeFiles(folder, files) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), content);
  }
}

/** `<root>/<app>/dist` as the gateway reads it, and `<root>/html` (+ `html/admin`) as nginx serves it. */
export function writeFakeBuilds() {
  const root = mkdtempSync(join(tmpdir(), 'folio-routing-'));
  for (const [app, files] of Object.entries(FIXTURE_FILES)) writeFiles(join(root, app, 'dist'), files);
  writeFiles(join(root, 'html'), FIXTURE_FILES['public-site']);
  writeFiles(join(root, 'html', 'admin'), FIXTURE_FILES['admin-console']);
  return root;
}

/** An API stand-in that says who answered and what it was asked. */
export function startFakeApi() {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ from: 'api', url: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Replays one case and says what came back, in the shape the cases are written in. */
export async function request(base, { path, rawPath }) {
  // fetch normalises '/../' away; a raw request keeps it, as an attacker's client would.
  const response = rawPath ? await rawGet(base, path) : await fetch(base + path, { redirect: 'manual' });
  return response;
}

async function rawGet(base, path) {
  const { request: httpRequest } = await import('node:http');
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: new Headers(res.headers), text: async () => body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
