// docker-compose.yml stays valid without a Docker engine: Debian's docker-compose (1.29) checks it
// against the Compose schema and resolves it (`config`), which needs no daemon (STACK pitfall 9).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function compose(args, env) {
  const result = spawnSync('docker-compose', args, { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
  if (result.error) throw new Error('docker-compose is not installed: apt-get install --no-install-recommends docker-compose (.ci/run does it)');
  return result;
}

const secrets = { MYSQL_PASSWORD: 'compose-check', ADMIN_PASSWORD: 'compose-check' };

it('is a valid Compose file with the database, the API and nginx in front', () => {
  const config = compose(['config'], secrets);
  expect(config.stderr).toBe('');
  expect(config.status).toBe(0);
  expect(compose(['config', '--services'], secrets).stdout.trim().split('\n').sort()).toEqual(['api', 'mysql', 'web']);
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

it('publishes no API port: the API scales (--scale api=3) behind nginx', () => {
  const config = compose(['config'], secrets).stdout;
  const api = config.slice(config.indexOf('\n  api:'), config.indexOf('\n  mysql:'));
  expect(api).not.toMatch(/ports:/);
  expect(api).not.toMatch(/container_name:/);
});
