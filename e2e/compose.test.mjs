// docker-compose.yml stays valid without a Docker engine: Debian's docker-compose (1.29) checks it
// against the Compose schema and resolves it (`config`), which needs no daemon (STACK pitfall 9).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const envExample = readFileSync(join(root, '.env.example'), 'utf8');

/**
 * docker-compose in a fresh clone after its first step, `cp .env.example .env` (`dotenv`): the
 * repository's entries linked into a folder of its own, so a developer's own .env plays no part.
 */
function compose(args, env, dotenv = envExample) {
  const clone = mkdtempSync(join(tmpdir(), 'folio-compose-'));
  try {
    for (const entry of readdirSync(root)) if (entry !== '.env') symlinkSync(join(root, entry), join(clone, entry));
    writeFileSync(join(clone, '.env'), dotenv);
    const result = spawnSync('docker-compose', args, { cwd: clone, encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
    if (result.error) throw new Error('docker-compose is not installed: apt-get install --no-install-recommends docker-compose (.ci/run does it)');
    return result;
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

const secrets = { MYSQL_PASSWORD: 'compose-check', ADMIN_PASSWORD: 'compose-check' };

/** One service's block of the resolved configuration (`docker-compose config` lists services by name). */
function serviceBlock(config, name) {
  const start = config.indexOf(`\n  ${name}:\n`);
  if (start < 0) throw new Error(`No service ${name} in:\n${config}`);
  const next = config.slice(start + 1).search(/\n(?: {2}[\w-]+:|\S)/);
  return next < 0 ? config.slice(start) : config.slice(start, start + 1 + next);
}

it('is a valid Compose file with the database, the API, the rendering server and nginx in front', () => {
  const config = compose(['config'], secrets);
  expect(config.stderr).toBe('');
  expect(config.status).toBe(0);
  expect(compose(['config', '--services'], secrets).stdout.trim().split('\n').sort()).toEqual(['api', 'mysql', 'public-site', 'web']);
  // The API waits for a healthy database; nginx is the only published port.
  expect(config.stdout).toMatch(/depends_on:\n\s+mysql:\n\s+condition: service_healthy/);
  expect(config.stdout).toMatch(/healthcheck:/);
  expect(config.stdout).toMatch(/published: 80\n\s+target: 8080|- 80:8080/);
  expect(config.stdout).toMatch(/mysql-data:/);
});

it('refuses to start without the secrets, naming the missing one', () => {
  const config = compose(['config'], { ADMIN_PASSWORD: 'compose-check' });
  expect(config.status).not.toBe(0);
  expect(config.stderr).toContain('set MYSQL_PASSWORD');
});

it('publishes no API or rendering port: both scale (--scale api=3, --scale public-site=3) behind nginx', () => {
  const config = compose(['config'], secrets).stdout;
  for (const name of ['api', 'public-site']) {
    const service = serviceBlock(config, name);
    expect(service).not.toMatch(/ports:/);
    expect(service).not.toMatch(/container_name:/);
  }
});

it('runs the rendering server against the API through nginx inside the network, from the same build nginx serves', () => {
  const config = compose(['config'], secrets).stdout;
  const renderer = serviceBlock(config, 'public-site');
  // Through nginx (web), which spreads the calls over every API replica and moves on from a dead one.
  expect(renderer).toMatch(/API_URL: http:\/\/web:8080/);
  expect(renderer).toMatch(/PORT: '?8080'?/);
  expect(renderer).toMatch(/depends_on:\n\s+api:\n\s+condition: service_healthy/);
  // One Dockerfile, two targets: the pages the renderer writes link the hashed assets nginx serves.
  const web = serviceBlock(config, 'web');
  expect(renderer).toMatch(/dockerfile: public-site\/Dockerfile\n\s+target: renderer/);
  expect(web).toMatch(/dockerfile: public-site\/Dockerfile\n\s+target: web/);
  expect(web).toMatch(/public-site:\n\s+condition: service_healthy/);
  // nginx reaches the services by their names and the ports they listen on in their containers.
  const nginxConf = readFileSync(join(root, 'nginx/nginx.conf'), 'utf8');
  expect(nginxConf).toContain('set $folio_render public-site:8080;');
  expect(nginxConf).toContain('set $folio_api api:8080;');
});

it('builds images whose Dockerfile stages the compose file names', () => {
  const dockerfile = readFileSync(join(root, 'public-site/Dockerfile'), 'utf8');
  expect(dockerfile).toMatch(/^FROM \S+ AS renderer$/m);
  expect(dockerfile).toMatch(/^FROM \S+ AS web$/m);
  // The renderer runs unprivileged, checked by its /healthz; the web image carries no server bundle.
  const renderer = dockerfile.slice(dockerfile.search(/^FROM \S+ AS renderer$/m));
  expect(renderer).toMatch(/^USER node$/m);
  expect(renderer).toMatch(/HEALTHCHECK .*\/healthz/);
  const web = dockerfile.slice(dockerfile.search(/^FROM \S+ AS web$/m), dockerfile.search(/^FROM \S+ AS renderer$/m));
  expect(web).not.toMatch(/dist-server/);
});

it("gives npm every workspace's package.json in each image, so the lock comes through the install unchanged", () => {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const file of ['api/Dockerfile', 'public-site/Dockerfile']) {
    const dockerfile = readFileSync(join(root, file), 'utf8');
    for (const workspace of workspaces) expect({ file, copies: dockerfile.includes(`COPY ${workspace}/package.json ${workspace}/`) }).toEqual({ file, copies: true });
  }
});

it('copies into the build stage every script the builds run, with the local modules each imports', () => {
  const dockerfile = readFileSync(join(root, 'public-site/Dockerfile'), 'utf8');
  const copied = new Set([...dockerfile.matchAll(/^COPY ((?:scripts\/\S+ )+)scripts\/$/gm)].flatMap(([, files]) => files.trim().split(' ')));
  const needed = new Set();
  const visit = (file) => {
    if (needed.has(file)) return;
    needed.add(file);
    for (const [, local] of readFileSync(join(root, file), 'utf8').matchAll(/from '\.\/([\w.-]+\.mjs)'/g)) visit(`scripts/${local}`);
  };
  // The apps' build scripts name what they run from scripts/.
  for (const app of ['public-site', 'admin-console']) {
    const { build } = JSON.parse(readFileSync(join(root, app, 'package.json'), 'utf8')).scripts;
    for (const [, script] of build.matchAll(/\.\.\/(scripts\/[\w.-]+\.mjs)/g)) visit(script);
  }
  expect([...needed].filter((file) => !copied.has(file))).toEqual([]);
  expect(needed.size).toBeGreaterThan(1);
});

it('gives the API every variable of .env.example from .env, the addresses inside the network from compose', () => {
  const names = [...envExample.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name);
  expect(names).toEqual(expect.arrayContaining(['SITE_DESCRIPTION', 'SITE_CONTACT_EMAIL', 'COOKIE_SECURE', 'SEED_ON_FIRST_START', 'LOG_LEVEL']));
  // Compose itself reads a few of them (WEB_PORT is a port mapping, FOLIO_SUBNET and FOLIO_GATEWAY
  // its network's range), so those get values it accepts.
  const composeReads = { WEB_PORT: '127.0.0.1:8080', SITE_DOMAIN: 'folio.example.com', FOLIO_SUBNET: '172.29.0.0/24', FOLIO_GATEWAY: '172.29.0.1' };
  const valueOf = (name) => composeReads[name] ?? `set-${name.toLowerCase()}`;
  const dotenv = names.map((name) => `${name}=${valueOf(name)}`).join('\n');
  const api = serviceBlock(compose(['config'], secrets, dotenv).stdout, 'api');
  // The secrets come from the shell here (`secrets`), which compose prefers to .env for ${...}.
  const composeOwn = { DATABASE_URL: 'mysql://folio:compose-check@mysql:3306/folio', ADMIN_PASSWORD: 'compose-check', HOST: '0.0.0.0', PORT: '8080', NODE_ENV: 'production', TRUST_PROXY: 'true', RENDERER_URL: 'http://public-site:8080' };
  for (const name of names) {
    const value = composeOwn[name] ?? valueOf(name);
    expect(api).toMatch(new RegExp(`\\n {6}${name}: (${value}|'${value}'|"${value}")\\n`));
  }
});

const tls = { ...secrets, SITE_DOMAIN: 'folio.example.com', WEB_PORT: '127.0.0.1:8080' };
const withTls = ['-f', 'docker-compose.yml', '-f', 'docker-compose.tls.yml'];

it('runs behind HTTPS with docker-compose.tls.yml: Caddy on 80 and 443, nginx for the server only, an https site', () => {
  const checked = compose([...withTls, 'config', '-q'], tls);
  expect([checked.status, checked.stderr]).toEqual([0, '']);
  const config = compose([...withTls, 'config'], tls).stdout;
  const caddy = serviceBlock(config, 'caddy');
  expect(caddy).toMatch(/image: caddy:2/);
  expect(caddy).toMatch(/SITE_DOMAIN: folio\.example\.com\n/);
  // The command as written (`config` folds long lines): Caddy for the domain in front of nginx.
  expect(readFileSync(join(root, 'docker-compose.tls.yml'), 'utf8')).toContain('exec caddy reverse-proxy --from \\"$$SITE_DOMAIN\\" --to web:8080"]');
  for (const port of [80, 443]) expect(caddy).toMatch(new RegExp(`published: ${port}\\n\\s+target: ${port}`));
  expect(caddy).toMatch(/caddy-data:\/data/);
  // nginx is published on the address WEB_PORT names, not on port 80 too.
  const web = serviceBlock(config, 'web');
  expect(web).toMatch(/- 127\.0\.0\.1:8080:8080/);
  expect(web).not.toMatch(/published: 80\b/);
  expect(serviceBlock(config, 'api')).toMatch(/SITE_URL: https:\/\/folio\.example\.com\n/);
});

it('refuses the TLS override without the domain, or with nginx still on the port Caddy needs, naming what to set', () => {
  // Without the domain the file stays valid, so that `down` (and `ps`, `logs`) work whatever the
  // environment holds; Caddy refuses to start instead, naming it.
  const noDomain = compose([...withTls, 'config'], { ...tls, SITE_DOMAIN: '' });
  expect([noDomain.status, noDomain.stderr]).toEqual([0, '']);
  const caddy = serviceBlock(noDomain.stdout, 'caddy');
  expect(caddy).toMatch(/SITE_DOMAIN: ''\n/);
  expect(readFileSync(join(root, 'docker-compose.tls.yml'), 'utf8')).toContain(`if [ -z \\"$$SITE_DOMAIN\\" ]; then echo 'docker-compose.tls.yml: set SITE_DOMAIN`);
  const noWebPort = compose([...withTls, 'config', '-q'], { ...secrets, SITE_DOMAIN: 'folio.example.com' });
  expect(noWebPort.status).not.toBe(0);
  expect(noWebPort.stderr).toContain('set WEB_PORT=127.0.0.1:8080');
});

it("passes TRUSTED_PROXIES to nginx, whose image runs the script that writes them at start", () => {
  const web = serviceBlock(compose(['config'], { ...secrets, TRUSTED_PROXIES: '172.20.0.0/16' }).stdout, 'web');
  expect(web).toMatch(/TRUSTED_PROXIES: 172\.20\.0\.0\/16\n/);
  const dockerfile = readFileSync(join(root, 'public-site/Dockerfile'), 'utf8');
  expect(dockerfile).toMatch(/^COPY nginx\/trusted-proxies\.sh \/docker-entrypoint\.d\/\S+\.sh$/m);
  expect(dockerfile).toMatch(/^COPY --chown=101:0 nginx\/folio \/etc\/nginx\/folio$/m);
  // nginx's entrypoint skips a script without its executable bit, and the image keeps the bit it is given.
  expect(statSync(join(root, 'nginx/trusted-proxies.sh')).mode & 0o111).toBe(0o111);
});

it('builds on a supported runtime: Node 24 (LTS) in every Node stage, nginx 1.30 (stable)', () => {
  for (const file of ['api/Dockerfile', 'public-site/Dockerfile']) {
    const dockerfile = readFileSync(join(root, file), 'utf8');
    expect({ file, node: /^ARG NODE_IMAGE=node:(\d+)-/m.exec(dockerfile)?.[1] }).toEqual({ file, node: '24' });
    // One Node for building and running: better-sqlite3 is compiled for the Node that loads it.
    const nodeStages = [...dockerfile.matchAll(/^FROM (\S+) AS/gm)].map(([, image]) => image).filter((image) => !/^(base|toolchain|build|nginxinc\/)/.test(image));
    expect({ file, nodeStages: [...new Set(nodeStages)] }).toEqual({ file, nodeStages: ['${NODE_IMAGE}'] });
  }
  expect(readFileSync(join(root, 'public-site/Dockerfile'), 'utf8')).toMatch(/^FROM nginxinc\/nginx-unprivileged:1\.30-alpine AS web$/m);
});

it('checks the health of every service, and starts each after what it needs is healthy', () => {
  const config = compose(['config'], secrets).stdout;
  for (const name of ['mysql', 'api', 'public-site', 'web']) expect({ name, checked: /\n {4}healthcheck:\n/.test(serviceBlock(config, name)) }).toEqual({ name, checked: true });
  // The API's check is its liveness: a database outage is answered with 503s, not fixed by a restart.
  expect(serviceBlock(config, 'api')).toContain('/api/health/live');
  expect(serviceBlock(config, 'web')).toMatch(/depends_on:\n\s+api:\n\s+condition: service_healthy\n\s+public-site:\n\s+condition: service_healthy/);
});

it('moves on from a dead replica within seconds, for reads only (nginx/folio/proxy.conf, in every proxied location)', () => {
  const proxy = readFileSync(join(root, 'nginx/folio/proxy.conf'), 'utf8');
  expect(proxy).toMatch(/^proxy_connect_timeout 2s;$/m);
  expect(proxy).toMatch(/^proxy_next_upstream error timeout;$/m);
  expect(proxy).toMatch(/^proxy_next_upstream_tries 3;$/m);
  expect(proxy).not.toMatch(/^proxy_next_upstream .*non_idempotent/m);
  // A stopped container's address is kept no longer than that.
  expect(readFileSync(join(root, 'nginx/nginx.conf'), 'utf8')).toMatch(/^resolver 127\.0\.0\.11 valid=5s /m);
});

it('ships no brotli copies in the web image: nginx has no brotli module and serves the gzip copies', () => {
  const dockerfile = readFileSync(join(root, 'public-site/Dockerfile'), 'utf8');
  expect(dockerfile).toMatch(/^FROM build AS web-files\nRUN find public-site\/dist admin-console\/dist -name '\*\.br' -type f -delete$/m);
  expect(dockerfile).toMatch(/^COPY --from=web-files \/app\/public-site\/dist \/usr\/share\/nginx\/html$/m);
  expect(dockerfile).toMatch(/^COPY --from=web-files \/app\/admin-console\/dist \/usr\/share\/nginx\/html\/admin$/m);
  expect(readFileSync(join(root, 'nginx/nginx.conf'), 'utf8')).toMatch(/gzip_static on;/);
});

it('documents a compose backup and restore that work for whoever runs them: the file passes through the shell, never a mounted folder', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  expect(readme).toContain(`docker compose run --rm -T api sh -c 'node api/dist/backup-cli.js backup --dir /tmp/backups >&2 && cat /tmp/backups/folio-*.json.gz' > "backups/folio-$(date -u +%Y-%m-%dT%H-%M-%SZ).json.gz"`);
  expect(readme).toContain(`docker compose run --rm -T api sh -c 'cat > /tmp/restore.json.gz && node api/dist/backup-cli.js restore /tmp/restore.json.gz' < backups/folio-`);
  expect(readme).not.toMatch(/^docker compose run .*-v "\$PWD\/backups/m);
});
