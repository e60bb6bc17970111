// docker-compose.yml stays valid without a Docker engine: Debian's docker-compose (1.29) checks it
// against the Compose schema and resolves it (`config`), which needs no daemon (STACK pitfall 9).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function compose(args, env) {
  const result = spawnSync('docker-compose', args, { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
  if (result.error) throw new Error('docker-compose is not installed: apt-get install --no-install-recommends docker-compose (.ci/run does it)');
  return result;
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

it('runs the rendering server against the API inside the network, from the same build nginx serves', () => {
  const config = compose(['config'], secrets).stdout;
  const renderer = serviceBlock(config, 'public-site');
  expect(renderer).toMatch(/API_URL: http:\/\/api:8080/);
  expect(renderer).toMatch(/PORT: '?8080'?/);
  expect(renderer).toMatch(/depends_on:\n\s+api:\n\s+condition: service_healthy/);
  // One Dockerfile, two targets: the pages the renderer writes link the hashed assets nginx serves.
  const web = serviceBlock(config, 'web');
  expect(renderer).toMatch(/dockerfile: public-site\/Dockerfile\n\s+target: renderer/);
  expect(web).toMatch(/dockerfile: public-site\/Dockerfile\n\s+target: web/);
  expect(web).toMatch(/public-site:\n\s+condition: service_healthy/);
  // nginx's upstream names the service and the port the renderer listens on in its container.
  expect(readFileSync(join(root, 'nginx/nginx.conf'), 'utf8')).toContain('server public-site:8080;');
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
