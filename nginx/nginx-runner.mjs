// Starts Debian's nginx as an unprivileged-style test instance with the project's own server block,
// pointed at given static roots and API address (STACK pitfall 7).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', 'nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does it)');
}

function replaceOnce(text, from, to) {
  if (!text.includes(from)) throw new Error(`nginx.conf no longer contains "${from}": update nginx/nginx-runner.mjs`);
  return text.replace(from, to);
}

/** The production server block with only its address, web root, upstream and include folder changed. */
export function testServerBlock({ port, htmlRoot, apiAddress }) {
  let conf = readFileSync(join(here, 'nginx.conf'), 'utf8');
  conf = replaceOnce(conf, 'listen 8080;', `listen 127.0.0.1:${port};`);
  conf = replaceOnce(conf, 'root /usr/share/nginx/html;', `root ${htmlRoot};`);
  conf = replaceOnce(conf, 'server api:8080;', `server ${apiAddress};`);
  return conf.replaceAll('include folio/', `include ${join(here, 'folio')}/`);
}

export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function waitForPort(port, deadline = Date.now() + 10_000) {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => socket.end(resolve));
      socket.once('error', () => (Date.now() > deadline ? reject(new Error('nginx did not start')) : setTimeout(attempt, 100)));
    };
    attempt();
  });
}

export async function startNginx({ htmlRoot, apiAddress, port: wanted }) {
  const port = wanted ?? (await freePort());
  const prefix = mkdtempSync(join(tmpdir(), 'folio-nginx-'));
  for (const folder of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, folder));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${join(prefix, 'client_body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
${testServerBlock({ port, htmlRoot, apiAddress })}
}
`,
  );
  const child = spawn(nginxBinary(), ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForPort(port),
    exited.then((code) => {
      throw new Error(`nginx exited with ${code}: ${stderr || readFileSync(join(prefix, 'error.log'), 'utf8')}`);
    }),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
