import { describeRouting } from '../nginx/routing-suite.mjs';
import { startFakeApi, writeFakeBuilds } from '../nginx/routing-fixtures.mjs';
import { startGateway } from './gateway.mjs';

let api;
let gateway;

beforeAll(async () => {
  api = await startFakeApi();
  gateway = startGateway({ port: 0, host: '127.0.0.1', apiPort: api.address().port, root: writeFakeBuilds(), quiet: true });
  await new Promise((resolve) => gateway.once('listening', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await new Promise((resolve) => api.close(resolve));
});

describeRouting('local gateway', () => `http://127.0.0.1:${gateway.address().port}`);
