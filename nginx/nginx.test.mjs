// Debian's nginx with the project's nginx.conf, replaying the routing table the local gateway passes
// too. Needs nginx installed, so it runs with the browser suite (npm run test:e2e), not npm test.
import { startNginx } from './nginx-runner.mjs';
import { describeRouting } from './routing-suite.mjs';
import { startFakeApi, writeFakeBuilds } from './routing-fixtures.mjs';

let api;
let nginx;

beforeAll(async () => {
  api = await startFakeApi();
  nginx = await startNginx({ htmlRoot: `${writeFakeBuilds()}/html`, apiAddress: `127.0.0.1:${api.address().port}` });
});

afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => api?.close(resolve));
});

describeRouting('nginx', () => nginx.url);

describe('nginx beyond routing', () => {
  it('compresses text answers for clients that accept gzip', async () => {
    const big = await fetch(`${nginx.url}/api/personas?pad=${'x'.repeat(600)}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers.get('content-encoding')).toBe('gzip');
  });

  it('refuses a body over 1 MB before it reaches the API', async () => {
    const response = await fetch(`${nginx.url}/api/admin/skills`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
  });
});
